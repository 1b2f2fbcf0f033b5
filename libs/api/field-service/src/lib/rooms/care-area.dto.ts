import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CARE_AREA_CLASSES,
  PRESSURE_RELATIONS,
  type CareAreaClass,
  type CareAreaParameters,
  type PressureRelation,
  type RecordRoomReadingRequest,
  type SaveCareAreaRequest,
} from '@campo/contracts';

const finite = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 };
const nullable = (_dto: unknown, value: unknown) => value !== null && value !== undefined;

export class CareAreaParametersDto implements CareAreaParameters {
  @IsNumber(finite, { message: 'parametros.temperaturaMinC deve ser um número (°C)' })
  @Min(0, { message: 'parametros.temperaturaMinC deve estar entre 0 e 40 °C' })
  @Max(40, { message: 'parametros.temperaturaMinC deve estar entre 0 e 40 °C' })
  temperaturaMinC!: number;

  @IsNumber(finite, { message: 'parametros.temperaturaMaxC deve ser um número (°C)' })
  @Min(0, { message: 'parametros.temperaturaMaxC deve estar entre 0 e 40 °C' })
  @Max(40, { message: 'parametros.temperaturaMaxC deve estar entre 0 e 40 °C' })
  temperaturaMaxC!: number;

  @IsNumber(finite, { message: 'parametros.umidadeMinPct deve ser um número (%)' })
  @Min(0, { message: 'parametros.umidadeMinPct deve estar entre 0 e 100 %' })
  @Max(100, { message: 'parametros.umidadeMinPct deve estar entre 0 e 100 %' })
  umidadeMinPct!: number;

  @IsNumber(finite, { message: 'parametros.umidadeMaxPct deve ser um número (%)' })
  @Min(0, { message: 'parametros.umidadeMaxPct deve estar entre 0 e 100 %' })
  @Max(100, { message: 'parametros.umidadeMaxPct deve estar entre 0 e 100 %' })
  umidadeMaxPct!: number;

  @IsIn(PRESSURE_RELATIONS, {
    message: `parametros.pressao deve ser uma de: ${PRESSURE_RELATIONS.join(', ')}`,
  })
  pressao!: PressureRelation;

  @ValidateIf(nullable)
  @IsNumber(finite, { message: 'parametros.pressaoMinPa deve ser um número (Pa), ou null' })
  @Min(0.1, { message: 'parametros.pressaoMinPa deve estar entre 0,1 e 100 Pa' })
  @Max(100, { message: 'parametros.pressaoMinPa deve estar entre 0,1 e 100 Pa' })
  pressaoMinPa!: number | null;

  @ValidateIf(nullable)
  @IsNumber(finite, { message: 'parametros.trocasArMinH deve ser um número de trocas/h, ou null' })
  @Min(0.1, { message: 'parametros.trocasArMinH deve estar entre 0,1 e 200 trocas/h' })
  @Max(200, { message: 'parametros.trocasArMinH deve estar entre 0,1 e 200 trocas/h' })
  trocasArMinH!: number | null;

  @IsArray({ message: 'parametros.filtros deve ser a lista das classes de filtro, por estágio' })
  @ArrayMinSize(1, { message: 'parametros.filtros: informe ao menos um estágio de filtragem' })
  @ArrayMaxSize(5, { message: 'parametros.filtros aceita no máximo 5 estágios' })
  @Matches(/^[A-Za-z0-9 ,.%-]{1,20}$/, {
    each: true,
    message: 'parametros.filtros: cada estágio é uma classe de filtro (ex.: G4, F8, H13)',
  })
  filtros!: string[];

  @IsString({ message: 'parametros.fonte deve ser um texto' })
  @Matches(/\S/, { message: 'parametros.fonte: informe de onde vêm os valores (norma ou projeto)' })
  @MaxLength(300, { message: 'parametros.fonte deve ter até 300 caracteres' })
  fonte!: string;
}

/** `PUT /api/fs/contratos/:id/ambientes/:ambienteId/area-saude`. */
export class SaveCareAreaDto implements SaveCareAreaRequest {
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(CARE_AREA_CLASSES, {
    message: `classe deve ser uma de: ${CARE_AREA_CLASSES.join(', ')}, ou null (não é área de saúde)`,
  })
  classe!: CareAreaClass | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => CareAreaParametersDto)
  parametros?: CareAreaParametersDto;
}

/** A value read in a room: a number inside the physical range, or null (not measured). */
const reading = (name: string, min: number, max: number, unit: string) =>
  applyDecorators(
    ValidateIf(nullable),
    IsNumber(finite, { message: `${name} deve ser um número (${unit}), ou null (não medido)` }),
    Min(min, { message: `${name} fora da faixa física (${min} a ${max} ${unit})` }),
    Max(max, { message: `${name} fora da faixa física (${min} a ${max} ${unit})` }),
  );

/** `POST /api/fs/ambientes/:ambienteId/leituras`. */
export class RecordRoomReadingDto implements RecordRoomReadingRequest {
  @IsUUID('all', { message: 'ordemServicoId deve ser o id da ordem da visita' })
  ordemServicoId!: string;

  @reading('temperaturaC', -30, 60, '°C')
  temperaturaC: number | null = null;

  @reading('umidadePct', 0, 100, '%')
  umidadePct: number | null = null;

  @reading('pressaoDiferencialPa', -500, 500, 'Pa')
  pressaoDiferencialPa: number | null = null;

  @reading('trocasArH', 0, 1000, 'trocas/h')
  trocasArH: number | null = null;
}
