import { Controller, Get, Param, Query } from '@nestjs/common';
import type { EntityDescriptor, Page, SuccessResponse } from '@campo/contracts';
import { CurrentSession, RequireSession, SessionPrincipal } from '@campo/platform';
import { readPaging } from '../common/paging';
import { EntityRegistry } from '../registry/entity-registry';
import { EntityReadService, StoredRecord } from './entity-read.service';

/** Reading stored records: the session side of area A (the ingestion API itself only writes). */
@Controller('dados')
@RequireSession()
export class EntityReadController {
  constructor(
    private readonly records: EntityReadService,
    private readonly registry: EntityRegistry,
  ) {}

  /** The entities that can be read, with their fields and labels (for every signed-in role). */
  @Get()
  entities(): SuccessResponse<EntityDescriptor[]> {
    return { sucesso: true, dados: this.registry.all().map((entity) => entity.descriptor) };
  }

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
