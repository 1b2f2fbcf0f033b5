import { IntersectionType, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsCalendarDate } from '@campo/platform';
import {
  ACTIVITY_EQUIPMENT_TYPES,
  type ActivityEquipmentType,
  PERIODICITIES,
  type Periodicity,
} from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;
const PERIODICITY_MESSAGE = `periodicidade deve ser um destes códigos: ${PERIODICITIES.join(', ')}`;

/** `POST /api/fs/atividades/catalogo`. */
export class CreateCatalogueActivityDto {
  @IsIn(ACTIVITY_EQUIPMENT_TYPES, {
    message: `tipoEquipamento deve ser um de: ${ACTIVITY_EQUIPMENT_TYPES.join(', ')}`,
  })
  tipoEquipamento!: ActivityEquipmentType;

  @Transform(trim)
  @IsString({ message: 'componente deve ser um texto' })
  @Length(2, 80, { message: 'componente deve ter de 2 a 80 caracteres' })
  componente!: string;

  @Transform(trim)
  @IsString({ message: 'descricao deve ser um texto' })
  @Length(3, 200, { message: 'descricao deve ter de 3 a 200 caracteres' })
  descricao!: string;

  @IsIn(PERIODICITIES, { message: PERIODICITY_MESSAGE })
  periodicidade!: Periodicity;

  @Transform(trim)
  @IsString({ message: 'criterio deve ser um texto' })
  @Length(3, 500, { message: 'criterio deve ter de 3 a 500 caracteres' })
  criterio!: string;

  @Transform(trim)
  @IsString({ message: 'fonte deve ser um texto' })
  @Length(2, 200, { message: 'fonte deve ter de 2 a 200 caracteres' })
  fonte!: string;
}

/** `PATCH /api/fs/atividades/catalogo/:id`: the type stays; `ativo` switches it off or on. */
export class UpdateCatalogueActivityDto extends PartialType(
  OmitType(CreateCatalogueActivityDto, ['tipoEquipamento'] as const),
) {
  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** What a unit's activity may also carry: an hour interval (H) and a justification. */
class UnitActivityExtrasDto {
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'intervaloHoras deve ser um número inteiro de horas, ou null' })
  @Min(1, { message: 'intervaloHoras deve ser de 1 a 100000' })
  @Max(100000, { message: 'intervaloHoras deve ser de 1 a 100000' })
  intervaloHoras?: number | null;

  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'justificativa deve ser um texto, ou null' })
  @Length(1, 1000, { message: 'justificativa deve ter de 1 a 1000 caracteres' })
  justificativa?: string | null;
}

/** `PUT /api/fs/atividades/unidades/:equipamentoId/:atividadeId`. */
export class AdjustUnitActivityDto extends UnitActivityExtrasDto {
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(PERIODICITIES, { message: `${PERIODICITY_MESSAGE}, ou null` })
  periodicidade?: Periodicity | null;

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** `POST /api/fs/atividades/unidades/:equipamentoId`: the unit's own activity (its source is the unit's plan). */
export class AddUnitActivityDto extends IntersectionType(
  OmitType(CreateCatalogueActivityDto, ['tipoEquipamento', 'fonte'] as const),
  UnitActivityExtrasDto,
) {}

/** `PUT /api/fs/atividades/unidades/:equipamentoId/plano`: the plan's start, or suspend/resume it. */
export class UpdateUnitPlanDto {
  @IsOptional()
  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio?: string;

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** `POST /api/fs/atividades/unidades/:equipamentoId/execucoes`: executions recorded by hand. */
export class RecordActivityExecutionDto {
  @IsCalendarDate('data deve ser uma data AAAA-MM-DD')
  data!: string;

  @IsOptional()
  @IsArray({ message: 'atividades deve ser uma lista de ids de atividades do plano' })
  @ArrayMinSize(1, { message: 'atividades: informe ao menos uma atividade, ou omita a lista' })
  @ArrayMaxSize(200, { message: 'atividades aceita no máximo 200 ids' })
  @IsUUID('all', { each: true, message: 'atividades deve conter ids de atividades do plano' })
  atividades?: string[];

  @IsOptional()
  @IsUUID('all', { message: 'ordemServicoId deve ser o id de uma ordem de serviço' })
  ordemServicoId?: string;
}

/** `POST /api/fs/atividades/produtos` and `PUT …/produtos/:id`. */
export class CleaningProductDto {
  @Transform(trim)
  @IsString({ message: 'produto deve ser um texto' })
  @Length(2, 120, { message: 'produto deve ter de 2 a 120 caracteres' })
  produto!: string;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'principioAtivo deve ser um texto' })
  @Length(0, 200, { message: 'principioAtivo deve ter até 200 caracteres' })
  principioAtivo?: string | null;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'registroAnvisa deve ser um texto' })
  @Length(0, 60, { message: 'registroAnvisa deve ter até 60 caracteres' })
  registroAnvisa?: string | null;
}
