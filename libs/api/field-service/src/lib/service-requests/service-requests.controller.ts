import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  DISPATCH_ROLES,
  type Page,
  type ServiceRequestCounts,
  type ServiceRequestDetail,
  type ServiceRequestSummary,
  type SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  type PageRequest,
  Paging,
  RequireSession,
  searchPattern,
  SessionPrincipal,
  sendStoredFile,
} from '@campo/platform';
import {
  AcceptServiceRequestDto,
  DeclineServiceRequestDto,
  ServiceRequestListQueryDto,
} from './service-request.dto';
import { requestNotFound, ServiceRequestsService } from './service-requests.service';

/** The supervisor's queue of service requests: read, accept (opens the call) or decline. */
@Controller('fs')
export class ServiceRequestsController {
  constructor(private readonly requests: ServiceRequestsService) {}

  @RequireSession(...DISPATCH_ROLES)
  @Get('solicitacoes')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: ServiceRequestListQueryDto,
    @Paging() page: PageRequest,
  ): Promise<SuccessResponse<Page<ServiceRequestSummary>>> {
    return ok(
      await this.requests.list(
        session.companyId,
        {
          situacao: query.situacao ?? null,
          contratoId: query.contratoId ?? null,
          busca: searchPattern(query.busca) ?? null,
        },
        page,
      ),
    );
  }

  /** How many requests wait for a decision (the menu's badge). */
  @RequireSession(...DISPATCH_ROLES)
  @Get('solicitacoes/contagem')
  async counts(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<ServiceRequestCounts>> {
    return ok(await this.requests.counts(session.companyId));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Get('solicitacoes/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
  ): Promise<SuccessResponse<ServiceRequestDetail>> {
    return ok(await this.requests.get(session.companyId, id));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Get('solicitacoes/:id/foto')
  @ApiProduces('image/jpeg')
  async photo(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.requests.photo(session.companyId, id));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Get('solicitacoes/:id/foto/miniatura')
  @ApiProduces('image/jpeg')
  async thumbnail(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(
      request,
      response,
      await this.requests.photo(session.companyId, id, 'miniatura'),
    );
  }

  /** Opens the call (a corrective order) from the request, in one step. */
  @RequireSession(...DISPATCH_ROLES)
  @Post('solicitacoes/:id/aceitar')
  @HttpCode(200)
  async accept(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Body() body: AcceptServiceRequestDto,
  ): Promise<SuccessResponse<ServiceRequestDetail>> {
    return ok(await this.requests.accept(session, id, body));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('solicitacoes/:id/recusar')
  @HttpCode(200)
  async decline(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Body() body: DeclineServiceRequestDto,
  ): Promise<SuccessResponse<ServiceRequestDetail>> {
    return ok(await this.requests.decline(session, id, body.motivo));
  }
}
