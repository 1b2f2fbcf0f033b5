import { IMPORT_HISTORY_SORTS } from '@campo/contracts';
import { IsIn, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { IsCalendarInstant } from '@campo/platform';

const SORT_VALUES = IMPORT_HISTORY_SORTS.flatMap((column) => [column, `-${column}`]);

/** The import history's filters (`pagina` and `porPagina` come through @Paging()). */
export class HistoryQueryDto {
  @IsOptional()
  @IsString()
  entidade?: string;

  @ValidateIf((query: HistoryQueryDto) => query.token !== undefined && query.token !== '')
  @IsUUID('all', { message: 'token: deve ser o id de um token' })
  token?: string;

  /** ISO date or date-time, read in the company's time zone by the controller. */
  @ValidateIf((query: HistoryQueryDto) => query.desde !== undefined && query.desde !== '')
  @IsCalendarInstant('desde: use uma data ISO (AAAA-MM-DD ou data e hora)')
  desde?: string;

  @ValidateIf((query: HistoryQueryDto) => query.ate !== undefined && query.ate !== '')
  @IsCalendarInstant('ate: use uma data ISO (AAAA-MM-DD ou data e hora)')
  ate?: string;

  /** A column of IMPORT_HISTORY_SORTS, `-` first for descending; newest first when absent. */
  @IsOptional()
  @IsIn(SORT_VALUES, {
    message: `ordenar: use uma destas colunas, com - na frente para ordem decrescente: ${IMPORT_HISTORY_SORTS.join(', ')}`,
  })
  ordenar?: string;
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
