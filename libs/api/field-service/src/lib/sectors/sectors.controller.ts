import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { type SuccessResponse, RECORD_EDIT_ROLES } from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { CreateSectorDto, UpdateSectorDto } from './sector.dto';
import type { Sector } from './sector.repository';
import { sectorNotFound, SectorService } from './sector.service';

/** The company's sectors (read: every role; write: ADMIN, SUPERVISOR). */
@Controller('fs/setores')
export class SectorsController {
  constructor(private readonly sectors: SectorService) {}

  @RequireSession()
  @Get()
  async list(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<Sector[]>> {
    return ok(await this.sectors.list(session.companyId));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateSectorDto,
  ): Promise<SuccessResponse<Sector>> {
    return ok(await this.sectors.create(session.companyId, body));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', sectorNotFound) id: string,
    @Body() body: UpdateSectorDto,
  ): Promise<SuccessResponse<Sector>> {
    return ok(await this.sectors.update(session.companyId, id, body));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Delete(':id')
  @HttpCode(200)
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', sectorNotFound) id: string,
  ): Promise<SuccessResponse<null>> {
    await this.sectors.remove(session.companyId, id);
    return ok(null);
  }

  /** Retires a sector (reversible): kept with its equipment, no longer offered for new ones. */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':id/desativar')
  @HttpCode(200)
  async retire(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', sectorNotFound) id: string,
  ): Promise<SuccessResponse<Sector>> {
    return ok(await this.sectors.setRetired(session, id, true));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':id/reativar')
  @HttpCode(200)
  async reactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', sectorNotFound) id: string,
  ): Promise<SuccessResponse<Sector>> {
    return ok(await this.sectors.setRetired(session, id, false));
  }
}
