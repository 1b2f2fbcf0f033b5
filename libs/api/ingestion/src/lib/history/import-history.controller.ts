import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  type ImportBatchDetail,
  type ImportHistorySort,
  type ImportBatchSummary,
  type ImportDay,
  type Page,
  type SuccessResponse,
  INTEGRATION_ROLES,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  invalid,
  ok,
  Paging,
  type PageRequest,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { zonedWallClockToUtc } from '../validation/zoned-time';
import { DailyQueryDto, HistoryQueryDto, RefusedRowsQueryDto } from './import-history.dto';
import { ImportHistoryService } from './import-history.service';

const batchNotFound = () =>
  ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');

/** The import history of the company (ADMIN). */
@Controller('admin/importacoes')
@RequireSession(...INTEGRATION_ROLES)
export class ImportHistoryController {
  constructor(private readonly history: ImportHistoryService) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Paging() page: PageRequest,
    @Query() query: HistoryQueryDto,
  ): Promise<SuccessResponse<Page<ImportBatchSummary>>> {
    return ok(
      await this.history.list(session.companyId, {
        entidade: query.entidade || undefined,
        token: query.token || undefined,
        desde: readDate(query.desde, 'desde', false, session.timeZone),
        ate: readDate(query.ate, 'ate', true, session.timeZone),
        ordenar: query.ordenar ? readSort(query.ordenar) : undefined,
        ...page,
      }),
    );
  }

  /** A token's rows per day over 30 days (declared before `:loteId`, which would take the path). */
  @Get('por-dia')
  async daily(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: DailyQueryDto,
  ): Promise<SuccessResponse<ImportDay[]>> {
    return ok(await this.history.daily(session.companyId, query.token, session.timeZone));
  }

  @Get(':loteId')
  async detail(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('loteId', batchNotFound) batchId: string,
  ): Promise<SuccessResponse<ImportBatchDetail>> {
    return ok(await this.history.detail(session.companyId, batchId));
  }

  /** The refused rows of a batch, as sent, to fix and send again: `?formato=csv` (default) or `xlsx`. */
  @Get(':loteId/recusadas')
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  async refused(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: RefusedRowsQueryDto,
    @IdParam('loteId', batchNotFound) batchId: string,
    @Res() response: Response,
  ) {
    const file = await this.history.refusedRows(session.companyId, batchId, query.formato ?? 'csv');
    response.type(file.contentType).attachment(file.fileName).send(file.content);
  }
}

/**
 * ISO date or date-time. A bare date is a day in the company's time zone: `desde`
 * from its first instant, `ate` through its last.
 */
function readDate(value: string | undefined, name: string, endOfDay: boolean, timeZone: string) {
  if (!value) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day
    ? new Date(
        zonedWallClockToUtc(
          Date.UTC(+day[1], +day[2] - 1, +day[3] + (endOfDay ? 1 : 0)),
          timeZone,
        ) - (endOfDay ? 1 : 0),
      )
    : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw invalid(`${name}: use uma data ISO (AAAA-MM-DD ou data e hora)`);
  return date;
}

/** `criadoEm` or `-criadoEm` (already checked against IMPORT_HISTORY_SORTS by the DTO). */
function readSort(value: string): { coluna: ImportHistorySort; decrescente: boolean } {
  const decrescente = value.startsWith('-');
  return { coluna: (decrescente ? value.slice(1) : value) as ImportHistorySort, decrescente };
}
