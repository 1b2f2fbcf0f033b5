import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  COMPANY_ADMIN_ROLES,
  type Page,
  type SuccessResponse,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookSecretView,
} from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { IdParam, type PageRequest, Paging } from '../common/request-params';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import {
  deliveryNotFound,
  endpointNotFound,
  WebhookEndpointService,
} from './webhook-endpoint.service';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './webhook.dto';

/** The company's webhook endpoints and their delivery log (ADMIN). */
@Controller('admin/webhooks')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointService,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<WebhookEndpointView[]>> {
    return ok(await this.endpoints.list(session.companyId));
  }

  /** Creates the endpoint; the answer carries its secret, shown this once. */
  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() dto: CreateWebhookEndpointDto,
  ): Promise<SuccessResponse<WebhookSecretView>> {
    return ok(
      await this.endpoints.create(session.companyId, dto),
      'Endpoint criado. Guarde o segredo: ele não será mostrado de novo.',
    );
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
  ): Promise<SuccessResponse<WebhookEndpointView>> {
    return ok(await this.endpoints.get(session.companyId, id));
  }

  /** URL, description, events, and `ativo` to pause or resume. */
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
    @Body() dto: UpdateWebhookEndpointDto,
  ): Promise<SuccessResponse<WebhookEndpointView>> {
    return ok(await this.endpoints.update(session.companyId, id, dto));
  }

  /** A new secret; the previous one keeps signing beside it for 24 h. */
  @Post(':id/rotacionar-segredo')
  @HttpCode(200)
  async rotate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
  ): Promise<SuccessResponse<WebhookSecretView>> {
    return ok(
      await this.endpoints.rotate(session.companyId, id),
      'Segredo novo gerado; o anterior continua assinando por 24 h.',
    );
  }

  @Post(':id/teste')
  @HttpCode(202)
  async test(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
  ): Promise<SuccessResponse<{ eventoId: string }>> {
    return ok(await this.endpoints.sendTest(session.companyId, id), 'Evento de teste na fila.');
  }

  @Get(':id/entregas')
  async deliveryLog(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
    @Paging() page: PageRequest,
  ): Promise<SuccessResponse<Page<WebhookDeliveryView>>> {
    await this.endpoints.get(session.companyId, id);
    return ok(await this.deliveries.page(session.companyId, id, page));
  }

  /** Back in the queue, due now with a fresh 72-hour window. */
  @Post(':id/entregas/:entregaId/reenviar')
  @HttpCode(202)
  async resend(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', endpointNotFound) id: string,
    @IdParam('entregaId', deliveryNotFound) deliveryId: string,
  ): Promise<SuccessResponse<{ id: string; status: 'PENDENTE' }>> {
    await this.endpoints.resend(session.companyId, id, deliveryId);
    return ok({ id: deliveryId, status: 'PENDENTE' as const }, 'Entrega de volta à fila.');
  }
}
