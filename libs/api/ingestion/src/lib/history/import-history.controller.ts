import { Controller, Get, Param, Query } from '@nestjs/common';
import type { ImportBatchDetail, ImportBatchSummary, Page, SuccessResponse } from '@campo/contracts';
import { CurrentSession, RequireSession, SessionPrincipal } from '@campo/platform';
import { invalid, readPaging } from '../common/paging';
import { ingestionError } from '../common/ingestion-errors';
import { isUuid } from '../tokens/token-admin.service';
import { ImportHistoryService } from './import-history.service';

/** The import history of the company (ADMIN). */
@Controller('admin/importacoes')
@RequireSession('ADMIN')
export class ImportHistoryController {
  constructor(private readonly history: ImportHistoryService) {}

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
      desde: readDate(query.desde, 'desde', false),
      ate: readDate(query.ate, 'ate', true),
      pagina,
      porPagina,
    });
    return { sucesso: true, dados };
  }

  @Get(':loteId')
  async detail(@CurrentSession() session: SessionPrincipal, @Param('loteId') batchId: string): Promise<SuccessResponse<ImportBatchDetail>> {
    if (!isUuid(batchId)) throw ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');
    return { sucesso: true, dados: await this.history.detail(session.companyId, batchId) };
  }
}

/** ISO date or date-time; a bare `ate` date includes that whole day. */
function readDate(value: string | undefined, name: string, endOfDay: boolean) {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly && endOfDay ? `${value}T23:59:59.999Z` : value);
  if (Number.isNaN(date.getTime())) throw invalid(`${name}: use uma data ISO (AAAA-MM-DD ou data e hora)`);
  return date;
}
