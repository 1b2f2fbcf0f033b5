import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  isISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  ACCEPTANCE_KINDS,
  type AcceptanceKind,
  CATALOG_KINDS,
  type CatalogKind,
  MATERIAL_UNITS,
  ORDER_TYPES,
  type OrderType,
  PHOTO_LABELS,
  type PhotoLabel,
  type ReadingKind,
} from '@campo/contracts';
import { ChecklistAnswerDto, FieldPositionDto } from '../technician-app/technician-app.dto';

const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A decimal sent as a string ("1,5" from a phone keyboard) becomes a number. */
const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim())
    ? Number(value.trim().replace(',', '.'))
    : value;

class ClientIdDto {
  @IsUUID('all', { message: 'id deve ser um UUID gerado pelo aplicativo' })
  id!: string;
}

/** `DELETE /api/fs/app/os/:id/registros/:registroId`: the removal's own client id. */
export class VisitRemovalDto extends ClientIdDto {}

/** `POST /api/fs/app/os/:id/servicos` (and `PUT …/servicos/:registroId`, a correction). */
export class VisitServiceDto extends ClientIdDto {
  @IsOptional()
  @IsUUID('all', { message: 'servicoId deve ser o id de um serviço do catálogo' })
  servicoId?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(200, { message: 'descricao deve ter até 200 caracteres' })
  descricao?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'observacao deve ser um texto' })
  @MaxLength(500, { message: 'observacao deve ter até 500 caracteres' })
  observacao?: string | null;
}

/** `POST /api/fs/app/os/:id/leituras` (and `PUT …/leituras/:registroId`, a correction). */
export class VisitReadingDto extends ClientIdDto {
  @IsString({ message: 'grandeza deve ser o código de uma grandeza do catálogo' })
  @Matches(/^[A-Z0-9_]{1,40}$/, {
    message: 'grandeza deve ser o código de uma grandeza do catálogo (ex.: TENSAO)',
  })
  grandeza!: ReadingKind;

  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'valor deve ser um número com até 2 casas' })
  @Min(-100, { message: 'valor deve ser no mínimo -100' })
  @Max(10000, { message: 'valor deve ser no máximo 10000' })
  valor!: number;

  @IsString({ message: 'unidade deve ser um texto' })
  @MaxLength(10, { message: 'unidade deve ter até 10 caracteres' })
  unidade!: string;
}

/** `POST /api/fs/app/os/:id/materiais` (and `PUT …/materiais/:registroId`, a correction). */
export class VisitMaterialDto extends ClientIdDto {
  @IsOptional()
  @IsUUID('all', { message: 'materialId deve ser o id de um material do catálogo' })
  materialId?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(200, { message: 'descricao deve ter até 200 caracteres' })
  descricao?: string | null;

  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 3 }, { message: 'quantidade deve ser um número com até 3 casas' })
  @Min(0.001, { message: 'quantidade deve ser maior que zero' })
  @Max(100000, { message: 'quantidade deve ser no máximo 100000' })
  quantidade!: number;

  @IsIn(MATERIAL_UNITS, { message: `unidade deve ser uma de: ${MATERIAL_UNITS.join(', ')}` })
  unidade!: string;
}

/** `POST /api/fs/app/os/:id/recomendacoes` (and `PUT …/recomendacoes/:registroId`, a correction). */
export class VisitRecommendationDto extends ClientIdDto {
  @Transform(trim)
  @IsString({ message: 'texto deve ser um texto' })
  @Length(3, 1000, { message: 'texto deve ter de 3 a 1000 caracteres' })
  texto!: string;
}

/**
 * The fields of `POST /api/fs/app/os/:id/fotos` (multipart; the image in `arquivo`), and
 * the JSON of `PATCH …/fotos/:registroId` (label and caption corrected).
 */
export class VisitPhotoDto extends ClientIdDto {
  @IsIn(PHOTO_LABELS, { message: 'rotulo deve ser ANTES, DEPOIS ou OUTRO' })
  rotulo!: PhotoLabel;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'legenda deve ser um texto' })
  @MaxLength(200, { message: 'legenda deve ter até 200 caracteres' })
  legenda?: string | null;
}

/** An ISO 8601 instant with its offset, as the phone recorded it. */
const fieldTime = (field: string) =>
  ValidateBy({
    name: 'isFieldTime',
    validator: {
      validate: (value) =>
        typeof value === 'string' &&
        isISO8601(value, { strict: true, strictSeparator: true }) &&
        /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value),
      defaultMessage: () => `${field} deve ser data e hora ISO 8601 com fuso`,
    },
  });
const IS_FIELD_TIME = fieldTime('em');

/** A photo as the manifest lists it: its fields and the SHA-256 of the bytes the phone uploads. */
export class ManifestPhotoDto extends VisitPhotoDto {
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'sha256 deve ser o SHA-256 (hex) da foto enviada' })
  sha256!: string;
}

/** A gas event as the manifest lists it (its id is the capture's). */
export class ManifestFluidDto extends ClientIdDto {
  @IsString({ message: 'tipoGas deve ser um texto' })
  @MaxLength(40, { message: 'tipoGas deve ter até 40 caracteres' })
  tipoGas!: string;

  @IsString({ message: 'tipoEvento deve ser um texto' })
  @MaxLength(40, { message: 'tipoEvento deve ter até 40 caracteres' })
  tipoEvento!: string;

  @Transform(decimal)
  @IsNumber({}, { message: 'quantidadeKg deve ser um número' })
  quantidadeKg!: number;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dataEvento deve ser uma data AAAA-MM-DD' })
  dataEvento!: string;
}

const MANIFEST_MAX = 200;
const manifestList = (field: string) =>
  [
    IsArray({ message: `manifesto.${field} deve ser uma lista` }),
    ArrayMaxSize(MANIFEST_MAX, { message: `manifesto.${field}: no máximo ${MANIFEST_MAX} itens` }),
    ValidateNested({ each: true }),
  ] as const;
const apply =
  (...decorators: ReadonlyArray<PropertyDecorator>): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/** What the client signs on the phone: every item of the summary (see `VisitManifest`). */
export class VisitManifestDto {
  @fieldTime('manifesto.inicio')
  inicio!: string;

  @fieldTime('manifesto.fim')
  fim!: string;

  @apply(...manifestList('servicos'))
  @Type(() => VisitServiceDto)
  servicos!: VisitServiceDto[];

  @apply(...manifestList('leituras'))
  @Type(() => VisitReadingDto)
  leituras!: VisitReadingDto[];

  @apply(...manifestList('materiais'))
  @Type(() => VisitMaterialDto)
  materiais!: VisitMaterialDto[];

  @apply(...manifestList('recomendacoes'))
  @Type(() => VisitRecommendationDto)
  recomendacoes!: VisitRecommendationDto[];

  @apply(...manifestList('checklist'))
  @Type(() => ChecklistAnswerDto)
  checklist!: ChecklistAnswerDto[];

  @apply(...manifestList('fluidos'))
  @Type(() => ManifestFluidDto)
  fluidos!: ManifestFluidDto[];

  @apply(...manifestList('fotos'))
  @Type(() => ManifestPhotoDto)
  fotos!: ManifestPhotoDto[];
}

/** `POST /api/fs/app/os/:id/aceite`. */
export class VisitAcceptanceDto extends ClientIdDto {
  @IsIn(ACCEPTANCE_KINDS, { message: 'tipo deve ser ASSINADO ou AUSENTE' })
  tipo!: AcceptanceKind;

  @IS_FIELD_TIME
  em!: string;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'nome deve ser um texto' })
  @Length(2, 120, { message: 'nome deve ter de 2 a 120 caracteres' })
  nome?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'cargo deve ser um texto' })
  @MaxLength(120, { message: 'cargo deve ter até 120 caracteres' })
  cargo?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'documento deve ser um texto' })
  @MaxLength(120, { message: 'documento deve ter até 120 caracteres' })
  documento?: string | null;

  @IsOptional()
  @IsString({ message: 'assinatura deve ser uma imagem PNG (data URL)' })
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, {
    message: 'assinatura deve ser uma imagem PNG (data:image/png;base64,…)',
  })
  @MaxLength(2_000_000, { message: 'assinatura grande demais (máximo de 1,5 MB)' })
  assinatura?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'motivo deve ser um texto' })
  @Length(3, 500, { message: 'motivo deve ter de 3 a 500 caracteres' })
  motivo?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => VisitManifestDto)
  manifesto?: VisitManifestDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => FieldPositionDto)
  posicao?: FieldPositionDto;
}

/** `POST /api/fs/ordens/:id/adendos`. */
export class VisitAddendumDto {
  @Transform(trim)
  @IsString({ message: 'texto deve ser um texto' })
  @Length(3, 2000, { message: 'texto deve ter de 3 a 2000 caracteres' })
  texto!: string;
}

/** `POST /api/fs/clientes/:id/assinantes`. */
export class AuthorisedSignerDto {
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @Length(2, 120, { message: 'nome deve ter de 2 a 120 caracteres' })
  nome!: string;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'cargo deve ser um texto' })
  @MaxLength(120, { message: 'cargo deve ter até 120 caracteres' })
  cargo?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'documento deve ser um texto' })
  @MaxLength(40, { message: 'documento deve ter até 40 caracteres' })
  documento?: string | null;
}

/** `GET /api/fs/catalogo-visita`. */
export class CatalogQueryDto {
  @IsOptional()
  @IsIn(CATALOG_KINDS, { message: 'tipo deve ser SERVICO, MATERIAL ou LEITURA' })
  tipo?: CatalogKind;

  /** `true`: inactive items too (the ADMIN's editor). */
  @IsOptional()
  @Transform(({ value }) => value === 'true' || value === true)
  @IsBoolean({ message: 'todos deve ser true ou false' })
  todos?: boolean;
}

/** `POST /api/fs/catalogo-visita`. */
export class CreateCatalogItemDto {
  @IsIn(CATALOG_KINDS, { message: 'tipo deve ser SERVICO, MATERIAL ou LEITURA' })
  tipo!: CatalogKind;

  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @Length(2, 120, { message: 'nome deve ter de 2 a 120 caracteres' })
  nome!: string;

  @IsOptional()
  @IsIn(MATERIAL_UNITS, {
    message: `unidade deve ser uma de: ${MATERIAL_UNITS.join(', ')}`,
  })
  unidade?: string | null;

  /** Reading kinds (LEITURA): the units a reading of the kind accepts. */
  @IsOptional()
  @IsArray({ message: 'unidades deve ser uma lista' })
  @ArrayMinSize(1, { message: 'unidades: informe ao menos uma unidade' })
  @ArrayMaxSize(6, { message: 'unidades: no máximo 6' })
  @IsString({ each: true, message: 'unidades: cada unidade é um texto' })
  @Length(1, 10, { each: true, message: 'unidades: cada unidade tem de 1 a 10 caracteres' })
  unidades?: string[];
}

/** `PATCH /api/fs/catalogo-visita/:id`. */
export class UpdateCatalogItemDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @Length(2, 120, { message: 'nome deve ter de 2 a 120 caracteres' })
  nome?: string;

  @IsOptional()
  @IsIn(MATERIAL_UNITS, {
    message: `unidade deve ser uma de: ${MATERIAL_UNITS.join(', ')}`,
  })
  unidade?: string | null;

  /** Reading kinds: the units accepted from now on (readings already made keep theirs). */
  @IsOptional()
  @IsArray({ message: 'unidades deve ser uma lista' })
  @ArrayMinSize(1, { message: 'unidades: informe ao menos uma unidade' })
  @ArrayMaxSize(6, { message: 'unidades: no máximo 6' })
  @IsString({ each: true, message: 'unidades: cada unidade é um texto' })
  @Length(1, 10, { each: true, message: 'unidades: cada unidade tem de 1 a 10 caracteres' })
  unidades?: string[];

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

export class FinishRequirementDto {
  @IsIn(ORDER_TYPES, { message: `tipo deve ser um de: ${ORDER_TYPES.join(', ')}` })
  tipo!: OrderType;

  @IsBoolean({ message: 'exigeAssinatura deve ser true ou false' })
  exigeAssinatura!: boolean;

  @IsBoolean({ message: 'exigeFotoDepois deve ser true ou false' })
  exigeFotoDepois!: boolean;
}

/** `PUT /api/fs/exigencias-conclusao`: the rows to change (other types keep theirs). */
export class FinishRequirementsDto {
  @IsArray({ message: 'exigencias deve ser uma lista' })
  @ArrayMaxSize(ORDER_TYPES.length, { message: 'exigencias: uma linha por tipo de ordem' })
  @ValidateNested({ each: true })
  @Type(() => FinishRequirementDto)
  exigencias!: FinishRequirementDto[];
}
