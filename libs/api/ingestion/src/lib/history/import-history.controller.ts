import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { INTEGRATION_ROLES } from '@campo/contracts';
import type { Response } from 'express';
import type {
  ImportBatchDetail,
  ImportBatchSummary,
  Page,
  SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  invalid,
  readPaging,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { isUuid } from '@campo/platform';
import { refusedRowsCsv, refusedRowsXlsx } from '../spreadsheets/spreadsheet-export';
import { EntityRegistry } from '../registry/entity-registry';
import { zonedWallClockToUtc } from '../validation/zoned-time';
import { ImportHistoryService } from './import-history.service';

/** The import history of the company (ADMIN). */
@Controller('admin/importacoes')
@RequireSession(...INTEGRATION_ROLES)
export class ImportHistoryController {
  constructor(
    private readonly history: ImportHistoryService,
    private readonly registry: EntityRegistry,
  ) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: Record<string, string>,
  ): Promise<SuccessResponse<Page<ImportBatchSummary>>> {
    const { pagina, porPagina } = readPaging(query);
    if (query.token && !isUuid(query.token)) throw invalid('token: deve ser o id de um token');
    const dados = await this.history.list(session.companyId, {
      entidade: query.entidade || undefined,
      token: query.token || undefined,
      desde: readDate(query.desde, 'desde', false, session.timeZone),
      ate: readDate(query.ate, 'ate', true, session.timeZone),
      pagina,
      porPagina,
    });
    return { sucesso: true, dados };
  }

  @Get(':loteId')
  async detail(
    @CurrentSession() session: SessionPrincipal,
    @Param('loteId') batchId: string,
  ): Promise<SuccessResponse<ImportBatchDetail>> {
    if (!isUuid(batchId))
      throw ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');
    return { sucesso: true, dados: await this.history.detail(session.companyId, batchId) };
  }

  /** The refused rows of a batch, as sent, to fix and send again: `?formato=csv` (default) or `xlsx`. */
  @Get(':loteId/recusadas')
  async refused(
    @CurrentSession() session: SessionPrincipal,
    @Param('loteId') batchId: string,
    @Query('formato') format: string | undefined,
    @Res() response: Response,
  ) {
    if (format !== undefined && format !== 'csv' && format !== 'xlsx')
      throw invalid('formato: use csv ou xlsx');
    if (!isUuid(batchId))
      throw ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');
    const batch = await this.history.detail(session.companyId, batchId);
    const rows = batch.linhas.filter((row) => row.status === 'ERRO');
    const fieldOrder = this.registry.get(batch.entidade)?.fields.map((field) => field.campo) ?? [];
    const name = `recusadas-${batch.entidade}-${batch.criadoEm.slice(0, 10)}-${batchId.slice(0, 8)}`;
    if (format === 'xlsx') {
      response
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .attachment(`${name}.xlsx`)
        .send(await refusedRowsXlsx(rows, fieldOrder));
    } else {
      response
        .type('text/csv; charset=utf-8')
        .attachment(`${name}.csv`)
        .send(refusedRowsCsv(rows, fieldOrder));
    }
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
