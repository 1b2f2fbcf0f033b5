import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { PERIODICITIES } from '@campo/contracts';
import { emptyToUndefined, IsId } from '../common/query-params';
import { IsCalendarDate } from '@campo/platform';

const CODES = PERIODICITIES;
export class CreatePlanDto {
  @IsUUID('all', { message: 'equipamentoId deve ser o id de um equipamento' })
  equipamentoId!: string;

  @IsIn(CODES, { message: `periodicidade deve ser um destes códigos: ${CODES.join(', ')}` })
  periodicidade!: string;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'cadenciaDias deve ser um número inteiro de dias' })
  @Min(1)
  @Max(3650)
  cadenciaDias?: number | null;

  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio!: string;
}

export class UpdatePlanDto {
  @IsOptional()
  @IsIn(CODES, { message: `periodicidade deve ser um destes códigos: ${CODES.join(', ')}` })
  periodicidade?: string;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'cadenciaDias deve ser um número inteiro de dias, ou null' })
  @Min(1)
  @Max(3650)
  cadenciaDias?: number | null;

  @IsOptional()
  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio?: string;

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

export class RecordExecutionDto {
  @IsCalendarDate('data deve ser uma data AAAA-MM-DD')
  data!: string;

  @IsOptional()
  @IsUUID('all', { message: 'ordemServicoId deve ser o id de uma ordem de serviço' })
  ordemServicoId?: string;
}

/** `GET /api/fs/planos?equipamentoId=`: the plans of one equipment, or all. */
export class ListPlansQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId('equipamentoId: id de um equipamento')
  equipamentoId?: string;
}
