import { OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import {
  ACTIVITY_EQUIPMENT_TYPES,
  type ActivityEquipmentType,
  PERIODICITIES,
  type Periodicity,
} from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
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

/** `PUT /api/fs/atividades/unidades/:equipamentoId/:atividadeId`. */
export class AdjustUnitActivityDto {
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(PERIODICITIES, { message: `${PERIODICITY_MESSAGE}, ou null` })
  periodicidade?: Periodicity | null;

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** `POST /api/fs/atividades/unidades/:equipamentoId`: the unit's own activity (its source is the unit's plan). */
export class AddUnitActivityDto extends OmitType(CreateCatalogueActivityDto, [
  'tipoEquipamento',
  'fonte',
] as const) {}

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
