import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AGENDA_SLOTS_MAX,
  type FieldServiceParametersInput,
  TIME_OF_DAY_PATTERN,
  VISIT_REPORT_LINK_MAX_DAYS,
} from '@campo/contracts';

export class RecurrenceDto {
  @IsInt({ message: 'ocorrencias deve ser um número inteiro' })
  @Min(2, { message: 'ocorrencias deve ser pelo menos 2' })
  @Max(100, { message: 'ocorrencias deve ser no máximo 100' })
  ocorrencias!: number;

  @IsInt({ message: 'dias deve ser um número inteiro' })
  @Min(1, { message: 'dias deve ser pelo menos 1' })
  @Max(366, { message: 'dias deve ser no máximo 366' })
  dias!: number;
}

export class FieldServiceParametersDto implements FieldServiceParametersInput {
  @IsDefined({ message: 'recorrencia é obrigatória' })
  @ValidateNested()
  @Type(() => RecurrenceDto)
  recorrencia!: RecurrenceDto;

  @IsOptional()
  @IsInt({ message: 'toleranciaPontualidadeMinutos deve ser um número inteiro de minutos' })
  @Min(0, { message: 'toleranciaPontualidadeMinutos deve ser pelo menos 0' })
  @Max(720, { message: 'toleranciaPontualidadeMinutos deve ser no máximo 720 (12 horas)' })
  toleranciaPontualidadeMinutos?: number;

  @IsOptional()
  @IsBoolean({ message: 'corretivaAutomatica deve ser verdadeiro ou falso' })
  corretivaAutomatica?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'localizacaoAtendimento deve ser verdadeiro ou falso' })
  localizacaoAtendimento?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'desempenhoTecnicoAoCliente deve ser verdadeiro ou falso' })
  desempenhoTecnicoAoCliente?: boolean;

  @IsOptional()
  @IsInt({ message: 'diasLinkRelatorio deve ser um número inteiro de dias' })
  @Min(1, { message: 'diasLinkRelatorio deve ser pelo menos 1' })
  @Max(VISIT_REPORT_LINK_MAX_DAYS, {
    message: `diasLinkRelatorio deve ser no máximo ${VISIT_REPORT_LINK_MAX_DAYS}`,
  })
  diasLinkRelatorio?: number;

  @IsOptional()
  @IsArray({ message: 'horariosAgenda deve ser uma lista de horários HH:MM' })
  @ArrayMinSize(1, { message: 'horariosAgenda: informe pelo menos um horário' })
  @ArrayMaxSize(AGENDA_SLOTS_MAX, {
    message: `horariosAgenda: no máximo ${AGENDA_SLOTS_MAX} horários por dia`,
  })
  @ArrayUnique({ message: 'horariosAgenda: cada horário aparece uma vez' })
  @Matches(TIME_OF_DAY_PATTERN, {
    each: true,
    message: 'horariosAgenda: cada horário deve ser HH:MM (00:00 a 23:59)',
  })
  horariosAgenda?: string[];
}
