import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { emptyToUndefined, IsId, IsWholeNumber, toNumber } from '../common/query-params';

/** `GET /api/fs/cronograma`: the year (required), and optionally a contract, sector and periodicity. */
export class ScheduleQueryDto {
  @Transform(toNumber)
  @IsWholeNumber('ano: informe o ano, ex.: ano=2026', { min: 2000, max: 2100 })
  ano!: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId('contratoId: id de um contrato')
  contratoId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  setor?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  periodicidade?: string;
}

/** `GET /api/fs/cronograma/celula`: one equipment's month. */
export class ScheduleCellQueryDto {
  @IsId('equipamentoId: id de um equipamento')
  equipamentoId!: string;

  @Transform(toNumber)
  @IsWholeNumber('ano: informe o ano, ex.: ano=2026', { min: 2000, max: 2100 })
  ano!: number;

  @Transform(toNumber)
  @IsWholeNumber('mes: informe o mês, de 1 a 12', { min: 1, max: 12 })
  mes!: number;
}
