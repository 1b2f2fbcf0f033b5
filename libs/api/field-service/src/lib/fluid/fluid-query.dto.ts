import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { emptyToUndefined, IsWholeNumber, toNumber } from '../common/query-params';

/** `GET /api/fs/fluidos`: the log's filters (the page comes apart, through `@Paging()`). */
export class FluidListQueryDto {
  @Transform(toNumber)
  @IsOptional()
  @IsWholeNumber('ano deve ser um número inteiro')
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

/** The annual report's year (required) and its optional sector and gas, the same for JSON, CSV and PDF. */
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
}

/** The annual report as JSON (the default) or `?formato=csv`. */
export class FluidAnnualReportQueryDto extends FluidReportQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['csv', 'json'], { message: 'formato: csv ou json' })
  formato?: 'csv' | 'json';
}
