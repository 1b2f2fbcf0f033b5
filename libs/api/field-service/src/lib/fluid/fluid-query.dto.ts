import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { emptyToUndefined, IsWholeNumber, toNumber } from '../common/query-params';

/** `GET /api/fs/fluidos`: the log's filters (the page comes apart, through `@Paging()`). */
export class FluidListQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'clienteId deve ser o id de um cliente' })
  clienteId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;

  @Transform(toNumber)
  @IsOptional()
  @IsWholeNumber('ano deve ser um número inteiro entre 1900 e 9999', { min: 1900, max: 9999 })
  ano?: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  setor?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  tipoGas?: string;
}

/** The annual report's year (required), its optional sector and gas, and client or contract, the same for JSON, CSV and PDF. */
export class FluidReportQueryDto {
  @Transform(toNumber)
  @IsWholeNumber('ano: informe o ano', { min: 2000, max: 2100 })
  ano!: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  setor?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  tipoGas?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'clienteId deve ser o id de um cliente' })
  clienteId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;
}

/** The review list: pending events (the default) or every flagged one (`?pendentes=false`). */
export class FluidReviewQueryDto {
  @Transform(({ value }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsOptional()
  @IsIn([true, false], { message: 'pendentes: true ou false' })
  pendentes?: boolean;
}

/** The annual report as JSON (the default) or `?formato=csv`. */
export class FluidAnnualReportQueryDto extends FluidReportQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['csv', 'json'], { message: 'formato: csv ou json' })
  formato?: 'csv' | 'json';
}
