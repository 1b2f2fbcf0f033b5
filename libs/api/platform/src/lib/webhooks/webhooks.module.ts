import { Module } from '@nestjs/common';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';
import { WebhookEmitter } from './webhook-emitter';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';
import { WebhookEndpointService } from './webhook-endpoint.service';
import { WebhookMetrics } from './webhook-metrics';
import { WebhooksController } from './webhooks.controller';

/**
 * Webhooks: endpoints per company, the outbox the domains emit into (`WebhookEmitter`)
 * and the worker that delivers it. Knows no domain: event types come from the contracts.
 */
@Module({
  controllers: [WebhooksController],
  providers: [
    WebhookDeliveryRepository,
    WebhookEndpointRepository,
    WebhookEndpointService,
    WebhookEmitter,
    WebhookMetrics,
    WebhookDeliveryWorker,
  ],
  exports: [WebhookEmitter, WebhookDeliveryWorker],
})
export class WebhooksModule {}
