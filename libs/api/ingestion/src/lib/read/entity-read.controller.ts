import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Page, SuccessResponse } from '@campo/contracts';
import { CurrentSession, RequireSession, SessionPrincipal } from '@campo/platform';
import { readPaging } from '../common/paging';
import { EntityReadService, StoredRecord } from './entity-read.service';

/** Reading stored records: the session side of area A (the ingestion API itself only writes). */
@Controller('dados')
@RequireSession()
export class EntityReadController {
  constructor(private readonly records: EntityReadService) {}

  @Get(':entidade')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Query() query: Record<string, string>,
  ): Promise<SuccessResponse<Page<StoredRecord>>> {
    const { pagina: _pagina, porPagina: _porPagina, ...filters } = query;
    const dados = await this.records.list(session.companyId, session.timeZone, entity, filters, readPaging(query));
    return { sucesso: true, dados };
  }

  @Get(':entidade/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Param('id') id: string,
  ): Promise<SuccessResponse<StoredRecord>> {
    return { sucesso: true, dados: await this.records.get(session.companyId, entity, id) };
  }
}
