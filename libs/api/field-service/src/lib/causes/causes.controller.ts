import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { type CauseEntry, RECORD_EDIT_ROLES, type SuccessResponse } from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { CauseQueryDto, CreateCauseDto, UpdateCauseDto } from './cause.dto';
import { causeNotFound, CauseService } from './cause.service';

/** The company's root-cause catalogue: read by every role (the technician picks from it). */
@Controller('fs/causas')
export class CausesController {
  constructor(private readonly causes: CauseService) {}

  @RequireSession()
  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: CauseQueryDto,
  ): Promise<SuccessResponse<CauseEntry[]>> {
    return ok(await this.causes.list(session.companyId, query));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateCauseDto,
  ): Promise<SuccessResponse<CauseEntry>> {
    return ok(await this.causes.create(session.companyId, body), 'Causa incluída no catálogo.');
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', causeNotFound) id: string,
    @Body() body: UpdateCauseDto,
  ): Promise<SuccessResponse<CauseEntry>> {
    return ok(await this.causes.update(session.companyId, id, body), 'Causa atualizada.');
  }
}
