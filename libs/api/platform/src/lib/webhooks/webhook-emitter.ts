import { Injectable } from '@nestjs/common';
import type { WebhookEventData, WebhookEventType } from '@campo/contracts';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { WebhookDeliveryRepository, type WebhookExecutor } from './webhook-delivery.repository';

/**
 * What the domains call to emit an event: `webhooks.emit(manager, companyId, tipo, dados)`
 * inside the transaction of the change that causes it, so the event exists exactly when
 * the change commits. The body (`{tipo, id, ocorridoEm, dados}`) is written once and sent
 * byte for byte on every attempt; `id` is the `webhook-id` receivers dedupe by.
 */
@Injectable()
export class WebhookEmitter {
  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly config: AppConfig,
  ) {}

  async emit<T extends WebhookEventType>(
    db: WebhookExecutor,
    companyId: string,
    tipo: T,
    dados: WebhookEventData[T],
  ): Promise<void> {
    await this.deliveries.insertEvent(db, { companyId, tipo, ...envelope(tipo, dados) });
  }

  /** An absolute link to a page of the admin app (`/ordens/…`) for a payload. */
  link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }
}

/** The event's id, time and body. */
export function envelope(tipo: string, dados: unknown) {
  const id = randomUUID();
  const at = new Date().toISOString();
  return { id, at, body: JSON.stringify({ tipo, id, ocorridoEm: at, dados }) };
}
