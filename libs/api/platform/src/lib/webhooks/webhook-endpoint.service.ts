import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  WEBHOOK_RETRY_POLICY,
  type WebhookEndpointView,
  type WebhookSecretView,
} from '@campo/contracts';
import { randomBytes } from 'node:crypto';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { envelope } from './webhook-emitter';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';
import { checkTarget, TargetRefused } from './webhook-target';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './webhook.dto';

export const endpointNotFound = () =>
  platformError('NAO_ENCONTRADO', 'Endpoint de webhook não encontrado.');

export const deliveryNotFound = () => platformError('NAO_ENCONTRADO', 'Entrega não encontrada.');

/** A new secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newSecret() {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * A company's webhook endpoints as its ADMIN manages them: URLs checked against the
 * target policy, a secret shown once (at creation and at each rotation), pause and resume,
 * the test event and resending a delivery.
 */
@Injectable()
export class WebhookEndpointService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly config: AppConfig,
  ) {}

  /** At start, in the background: secrets sealed under an older key are sealed again. */
  onApplicationBootstrap() {
    this.resealStale().catch((error: unknown) =>
      this.logger.error({ err: error }, 'Falha ao cifrar de novo os segredos de webhook'),
    );
  }

  /** Seals again under the current APP_ENCRYPTION_KEY what an older key sealed. */
  async resealStale() {
    const { resealed, unreadable } = await this.endpoints.resealStale();
    if (resealed > 0)
      this.logger.log({ endpoints: resealed }, 'Segredos de webhook cifrados com a chave atual');
    if (unreadable > 0)
      this.logger.warn(
        { endpoints: unreadable },
        'Segredos de webhook que nenhuma chave abre (APP_ENCRYPTION_KEY, APP_ENCRYPTION_KEYS_OLD): ' +
          'rotacione o segredo desses endpoints',
      );
    return { resealed, unreadable };
  }

  list(companyId: string) {
    return this.endpoints.list(companyId);
  }

  async get(companyId: string, id: string): Promise<WebhookEndpointView> {
    const endpoint = await this.endpoints.find(companyId, id);
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }

  async create(companyId: string, dto: CreateWebhookEndpointDto): Promise<WebhookSecretView> {
    const url = await this.checkedUrl(dto.url);
    const segredo = newSecret();
    const endpoint = await this.endpoints.transaction(async (manager) => {
      const maximo = this.config.WEBHOOK_MAX_ENDPOINTS;
      if ((await this.endpoints.countLocked(manager, companyId)) >= maximo)
        throw platformError(
          'WEBHOOK_LIMITE_DE_ENDPOINTS',
          `A empresa já tem ${maximo} endpoints de webhook, o máximo permitido. ` +
            'Reaproveite um endpoint existente: mude sua URL ou os eventos que ele assina.',
          { maximo },
        );
      return this.endpoints.insert(manager, companyId, {
        url,
        descricao: dto.descricao ?? '',
        eventos: [...new Set(dto.eventos)],
        secret: segredo,
      });
    });
    return { endpoint, segredo };
  }

  async update(companyId: string, id: string, dto: UpdateWebhookEndpointDto) {
    const url = dto.url === undefined ? undefined : await this.checkedUrl(dto.url);
    const eventos = dto.eventos && [...new Set(dto.eventos)];
    const endpoint = await this.endpoints.update(companyId, id, { ...dto, url, eventos });
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }

  async rotate(companyId: string, id: string): Promise<WebhookSecretView> {
    const segredo = newSecret();
    const until = new Date(Date.now() + WEBHOOK_RETRY_POLICY.segredoAnteriorHoras * 3_600_000);
    const endpoint = await this.endpoints.rotate(companyId, id, segredo, until);
    if (!endpoint) throw endpointNotFound();
    return { endpoint, segredo };
  }

  /** Queues a `webhook.teste` event for this endpoint alone; returns its id. */
  async sendTest(companyId: string, id: string): Promise<{ eventoId: string }> {
    await this.get(companyId, id);
    const tipo = 'webhook.teste';
    const event = envelope(tipo, { mensagem: 'Evento de teste enviado pelo painel do Campo.' });
    await this.deliveries.insertEventFor(id, { companyId, tipo, ...event });
    return { eventoId: event.id };
  }

  async resend(companyId: string, endpointId: string, deliveryId: string) {
    if (!(await this.deliveries.requeue(companyId, endpointId, deliveryId)))
      throw deliveryNotFound();
  }

  private async checkedUrl(raw: string) {
    try {
      return (await checkTarget(raw, this.config.webhookTargets)).toString();
    } catch (error) {
      if (!(error instanceof TargetRefused)) throw error;
      throw platformError('WEBHOOK_DESTINO_RECUSADO', `Destino recusado: ${error.message}.`, {
        detalhes: [error.message],
      });
    }
  }
}
