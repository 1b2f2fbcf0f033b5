import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Metrics } from '../metrics/metrics';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';

/**
 * Webhook metrics on the service's registry: attempts by outcome (`entregue`, `erro` to be
 * retried, `falhou` given up), and at scrape time the pending backlog and its oldest age.
 */
@Injectable()
export class WebhookMetrics {
  readonly attempts: Counter<'resultado'>;

  constructor(metrics: Metrics, deliveries: WebhookDeliveryRepository) {
    const registers = [metrics.registry];
    this.attempts = new Counter({
      name: 'campo_webhook_deliveries_total',
      help: 'Tentativas de entrega de webhooks, por resultado (entregue, erro, falhou)',
      labelNames: ['resultado'] as const,
      registers,
    });
    let backlog: Promise<{ pending: number; oldestSeconds: number }> | undefined;
    // Both gauges read one query per scrape.
    const read = () => (backlog ??= deliveries.backlog().finally(() => (backlog = undefined)));
    new Gauge({
      name: 'campo_webhook_backlog',
      help: 'Entregas de webhook pendentes, de todas as empresas',
      registers,
      async collect() {
        this.set((await read()).pending);
      },
    });
    new Gauge({
      name: 'campo_webhook_oldest_pending_seconds',
      help: 'Idade da entrega de webhook pendente mais antiga (0 sem pendentes)',
      registers,
      async collect() {
        this.set((await read()).oldestSeconds);
      },
    });
  }
}
