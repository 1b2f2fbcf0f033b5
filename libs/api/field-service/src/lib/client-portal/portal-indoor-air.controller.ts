import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CLIENT_PORTAL_ROLES,
  type IndoorAirAnalysis,
  type PortalIndoorAir,
  type SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  RequireSession,
  type SessionPrincipal,
  sendStoredFile,
} from '@campo/platform';
import { analysisNotFound } from '../indoor-air/indoor-air.service';
import { PortalIndoorAirService } from './portal-indoor-air.service';

/** The client's indoor-air analyses in the portal, judged, with the lab's report. */
@Controller('portal/qualidade-do-ar')
@RequireSession(...CLIENT_PORTAL_ROLES)
export class PortalIndoorAirController {
  constructor(private readonly indoorAir: PortalIndoorAirService) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<PortalIndoorAir>> {
    return ok(await this.indoorAir.list(session));
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', analysisNotFound) id: string,
  ): Promise<SuccessResponse<IndoorAirAnalysis>> {
    return ok(await this.indoorAir.get(session, id));
  }

  @Get(':id/laudo')
  @ApiProduces('application/pdf')
  async report(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', analysisNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.indoorAir.report(session, id));
  }
}
