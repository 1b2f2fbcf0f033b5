import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import {
  DISPATCH_ROLES,
  type DispatchAgenda,
  type DispatchTriage,
  type GeneratePreventiveOrdersResult,
  type Page,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
  type SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  type PageRequest,
  Paging,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import {
  AssignTechnicianDto,
  CancelOrderDto,
  CloseOrderDto,
  CreateServiceOrderDto,
  DispatchQueryDto,
  DispatchTriageQueryDto,
  GeneratePreventiveOrdersDto,
  RescheduleDto,
  ScheduleOrderDto,
  ServiceOrderListQueryDto,
} from './service-order.dto';
import { allocationNotFound, orderNotFound, ServiceOrderService } from './service-order.service';

/** Service orders (read: every role; open, dispatch, close: DISPATCH_ROLES). */
@Controller('fs')
export class ServiceOrdersController {
  constructor(private readonly orders: ServiceOrderService) {}

  @RequireSession()
  @Get('ordens')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: ServiceOrderListQueryDto,
    @Paging() page: PageRequest,
  ): Promise<SuccessResponse<Page<ServiceOrderSummary>>> {
    return ok(await this.orders.list(session, query, page));
  }

  /** The company's active technicians (who can be assigned). */
  @RequireSession()
  @Get('ordens/tecnicos')
  async technicians(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.orders.technicians(session.companyId));
  }

  @RequireSession()
  @Get('ordens/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.get(session, id));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens')
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateServiceOrderDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.create(session, body));
  }

  /** One order per occurrence the plans project in the month; running it again creates none. */
  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens/preventivas')
  @HttpCode(200)
  async generatePreventive(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: GeneratePreventiveOrdersDto,
  ): Promise<SuccessResponse<GeneratePreventiveOrdersResult>> {
    return ok(await this.orders.generatePreventive(session, body.mes));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens/:id/alocacoes')
  async assign(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: AssignTechnicianDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.assign(session, id, body));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Delete('ordens/:id/alocacoes/:alocacaoId')
  @HttpCode(200)
  async unassign(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('alocacaoId', allocationNotFound) allocationId: string,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.unassign(session, id, allocationId));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Put('ordens/:id/agendamento')
  async reschedule(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: RescheduleDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.reschedule(session, id, body));
  }

  /** The agenda's drop or "Agendar…": a technician's local day and time, recorded in the history. */
  @RequireSession(...DISPATCH_ROLES)
  @Patch('ordens/:id/programacao')
  async schedule(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: ScheduleOrderDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.scheduleAt(session, id, body));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens/:id/iniciar')
  @HttpCode(200)
  async start(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.start(session, id));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens/:id/concluir')
  @HttpCode(200)
  async close(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: CloseOrderDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.close(session, id, body));
  }

  @RequireSession(...DISPATCH_ROLES)
  @Post('ordens/:id/cancelar')
  @HttpCode(200)
  async cancel(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: CancelOrderDto,
  ): Promise<SuccessResponse<ServiceOrderDetail>> {
    return ok(await this.orders.cancel(session, id, body));
  }

  /** The dispatch agenda: open orders by technician and day, unassigned first. */
  @RequireSession(...DISPATCH_ROLES)
  @Get('despacho')
  async dispatch(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: DispatchQueryDto,
  ): Promise<SuccessResponse<DispatchAgenda>> {
    return ok(await this.orders.dispatch(session, query));
  }

  /** Triage: the unassigned open orders by priority, then due time; filters by priority, contract, type. */
  @RequireSession(...DISPATCH_ROLES)
  @Get('despacho/triagem')
  async triage(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: DispatchTriageQueryDto,
  ): Promise<SuccessResponse<DispatchTriage>> {
    return ok(await this.orders.triage(session, query));
  }
}
