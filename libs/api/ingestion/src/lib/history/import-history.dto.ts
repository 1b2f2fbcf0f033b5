import { IsIn, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';

/** The import history's filters (`pagina` and `porPagina` come through @Paging()). */
export class HistoryQueryDto {
  @IsOptional()
  @IsString()
  entidade?: string;

  @ValidateIf((query: HistoryQueryDto) => query.token !== undefined && query.token !== '')
  @IsUUID('all', { message: 'token: deve ser o id de um token' })
  token?: string;

  /** ISO date or date-time, read in the company's time zone by the controller. */
  @IsOptional()
  @IsString()
  desde?: string;

  @IsOptional()
  @IsString()
  ate?: string;
}

export class RefusedRowsQueryDto {
  @IsOptional()
  @IsIn(['csv', 'xlsx'], { message: 'formato: use csv ou xlsx' })
  formato?: 'csv' | 'xlsx';
}

/** `GET /api/admin/importacoes/por-dia`: whose rows to count. */
export class DailyQueryDto {
  @IsUUID('all', { message: 'token: deve ser o id de um token' })
  token!: string;
}
