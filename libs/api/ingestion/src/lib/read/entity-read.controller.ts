import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { RECORD_EDIT_ROLES } from '@campo/contracts';
import type { EntityDescriptor, Page, SuccessResponse } from '@campo/contracts';
import {
  CurrentSession,
  ok,
  Paging,
  type PageRequest,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { CompanyEntitySetService } from '../entity-set/company-entity-set.service';
import { EntityCreateService } from './entity-create.service';
import { EntityEditService } from './entity-edit.service';
import { EntityRetirementService } from './entity-retirement.service';
import { EntityReadService, StoredRecord } from './entity-read.service';

/** Reading stored records: the session side of area A (the ingestion API itself only writes). */
@Controller('dados')
@RequireSession()
export class EntityReadController {
  constructor(
    private readonly records: EntityReadService,
    private readonly entitySet: CompanyEntitySetService,
    private readonly edits: EntityEditService,
    private readonly creations: EntityCreateService,
    private readonly retirements: EntityRetirementService,
  ) {}

  /** The entities that can be read, with their fields and labels (for every signed-in role). */
  @Get()
  async entities(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<EntityDescriptor[]>> {
    const enabled = await this.entitySet.enabled(session.companyId);
    return ok(enabled.map((entity) => entity.descriptor));
  }

  @Get(':entidade')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Paging() page: PageRequest,
    @Query() query: Record<string, string>,
  ): Promise<SuccessResponse<Page<StoredRecord>>> {
    // `ordenar=<campo>` (or `-<campo>`, descending) sorts; every other query parameter is an
    // equality filter on a field of the entity.
    const { pagina: _pagina, porPagina: _porPagina, ordenar, ...filters } = query;
    return ok(
      await this.records.list(session.companyId, session.timeZone, entity, filters, page, ordenar),
    );
  }

  @Get(':entidade/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Param('id') id: string,
  ): Promise<SuccessResponse<StoredRecord>> {
    return ok(await this.records.get(session.companyId, entity, id));
  }

  /** Edits one record (ADMIN, SUPERVISOR): `{<campo>: valor, ...}`, validated as the ingestion API validates. */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':entidade/:id')
  async edit(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
  ): Promise<SuccessResponse<StoredRecord>> {
    return ok(await this.edits.edit(session, entity, id, body ?? {}));
  }

  /**
   * Creates one record (ADMIN, SUPERVISOR): `{<campo>: valor, ...}` as one ingestion row
   * in INSERT mode; 201 with the record and the row's warnings (`avisos`).
   */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':entidade')
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Body() body: Record<string, unknown>,
  ): Promise<SuccessResponse<StoredRecord> & { avisos: string[] }> {
    const { record, warnings } = await this.creations.create(session, entity, body ?? {});
    const message = warnings.length > 0 ? `Registro criado, com avisos.` : 'Registro criado.';
    return { ...ok(record, message), avisos: warnings };
  }

  /** Retires a record of a `desativavel` entity (ADMIN, SUPERVISOR); reversible. */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':entidade/:id/desativar')
  @HttpCode(200)
  async retire(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Param('id') id: string,
  ): Promise<SuccessResponse<StoredRecord>> {
    return ok(await this.retirements.retire(session, entity, id));
  }

  /** Reactivates a retired record (ADMIN, SUPERVISOR). */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':entidade/:id/reativar')
  @HttpCode(200)
  async reactivate(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') entity: string,
    @Param('id') id: string,
  ): Promise<SuccessResponse<StoredRecord>> {
    return ok(await this.retirements.reactivate(session, entity, id));
  }
}
