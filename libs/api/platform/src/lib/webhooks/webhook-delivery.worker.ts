import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { WEBHOOK_RETRY_POLICY } from '@campo/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { type ClaimedDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { SecretBoxError } from '../common/secret-box';
import { secretContext, WebhookEndpointRepository } from './webhook-endpoint.repository';
import { type PostResult, postWebhook, signatures } from './webhook-http';
import { WebhookMetrics } from './webhook-metrics';
import { failingTooLong, nextAttemptAt, windowClosed } from './webhook-retry';

/** How long a claimed delivery is held: well over the POST timeout, so a lease never lapses mid-send. */
const LEASE_SECONDS = 300;
/** Deliveries claimed per round, posted side by side. */
const BATCH = 10;

/**
 * Delivers the webhook outbox, started with the app and stopped before it closes. Every
 * `WEBHOOK_WORKER_INTERVAL_MS` it claims due deliveries (`FOR UPDATE SKIP LOCKED` with a
 * lease, so each has one holder across instances), posts them signed, and records the
 * attempt: ENTREGUE on a 2xx, otherwise another try after an exponential backoff with
 * jitter, or FALHOU once 72 h passed. An endpoint failing for five days in a row is paused
 * and its ADMINs e-mailed. `tick(now)` runs one round at a given time (tests drive it).
 */
@Injectable()
export class WebhookDeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EntregaDeWebhooks');
  private timer?: NodeJS.Timeout;
  private round?: Promise<number>;
  private stopped = false;
  private companyIds?: ReadonlySet<string>;

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly mail: MailService,
    private readonly metrics: WebhookMetrics,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    if (this.config.WEBHOOK_WORKER_INTERVAL_MS > 0) this.schedule();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
  }

  /** Delivers only these companies' events (apps sharing one database in tests); undefined for all. */
  limitTo(companyIds: ReadonlySet<string> | undefined) {
    this.companyIds = companyIds;
  }

  /** One round at `now`: claims and posts what is due; returns how many were delivered. */
  tick(now: Date = new Date()): Promise<number> {
    this.round ??= this.deliverBatch(now).finally(() => (this.round = undefined));
    return this.round;
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.tick()
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'Falha na entrega de webhooks'),
        )
        .finally(() => this.schedule());
    }, this.config.WEBHOOK_WORKER_INTERVAL_MS);
    this.timer.unref();
  }

  private async deliverBatch(now: Date): Promise<number> {
    const lease = randomUUID();
    const scope = this.companyIds && [...this.companyIds];
    const claimed = await this.deliveries.claim(lease, now, LEASE_SECONDS, BATCH, scope);
    const outcomes = await Promise.all(
      claimed.map((delivery) => this.deliver(delivery, lease, now)),
    );
    return outcomes.filter(Boolean).length;
  }

  private async deliver(delivery: ClaimedDelivery, lease: string, now: Date): Promise<boolean> {
    const result = await this.post(delivery, now);
    const delivered =
      result.statusHttp !== null && result.statusHttp >= 200 && result.statusHttp < 300;
    const gaveUp = !delivered && windowClosed(delivery.windowStart, now);
    const outcome = delivered
      ? { status: 'ENTREGUE' as const }
      : gaveUp
        ? { status: 'FALHOU' as const }
        : {
            status: 'PENDENTE' as const,
            nextAt: nextAttemptAt(now, delivery.attempt, this.config.WEBHOOK_RETRY_BASE_MS),
          };
    await this.deliveries.transaction(async (manager) => {
      const attempt = { at: now, ...result };
      if (!(await this.deliveries.settle(manager, delivery, lease, attempt, outcome))) return;
      const failingSince = await this.endpoints.recordOutcome(
        manager,
        delivery.companyId,
        delivery.endpointId,
        delivered,
        now,
      );
      if (failingTooLong(failingSince, now)) await this.pauseFailing(manager, delivery);
    });
    this.metrics.attempts.inc({ resultado: delivered ? 'entregue' : gaveUp ? 'falhou' : 'erro' });
    if (!delivered) {
      this.logger.warn(
        {
          entrega: delivery.id,
          tentativa: delivery.attempt,
          status: result.statusHttp,
          erro: result.error,
        },
        gaveUp ? 'Webhook não entregue; desistindo' : 'Webhook não entregue; nova tentativa depois',
      );
    }
    return delivered;
  }

  /** Signs (opening the sealed secrets just now) and posts one delivery. Never throws. */
  private async post(delivery: ClaimedDelivery, now: Date): Promise<PostResult> {
    let secrets: string[];
    try {
      secrets = this.secrets(delivery, now);
    } catch (error) {
      // A key missing from APP_ENCRYPTION_KEY(S_OLD): nothing unsigned ever leaves.
      const reason = error instanceof SecretBoxError ? error.message : String(error);
      return {
        statusHttp: null,
        response: '',
        error: `segredo do endpoint não pôde ser decifrado (${reason})`,
        durationMs: 0,
      };
    }
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Campo-Webhooks/1',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signatures(secrets, delivery.eventId, now, delivery.body),
    };
    return postWebhook(new URL(delivery.url), headers, delivery.body, {
      policy: this.config.webhookTargets,
      timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
    });
  }

  /** The secrets that sign now: the current one, and the previous one during a rotation. */
  private secrets(delivery: ClaimedDelivery, now: Date): string[] {
    const box = this.config.secretBox;
    const context = secretContext(delivery.endpointId);
    const secrets = [box.open(delivery.sealedSecret, context)];
    if (
      delivery.sealedPreviousSecret &&
      delivery.previousSecretUntil &&
      delivery.previousSecretUntil > now
    )
      secrets.push(box.open(delivery.sealedPreviousSecret, context));
    return secrets;
  }

  private async pauseFailing(manager: EntityManager, delivery: ClaimedDelivery) {
    if (!(await this.endpoints.pause(manager, delivery.companyId, delivery.endpointId, 'FALHAS')))
      return;
    const to = await this.endpoints.adminEmails(manager, delivery.companyId);
    if (to.length === 0) return;
    await this.mail.enqueue(
      {
        companyId: delivery.companyId,
        to,
        subject: 'Webhook pausado depois de falhas seguidas',
        text:
          `O endpoint de webhook ${delivery.url} não aceitou nenhuma entrega por ` +
          `${WEBHOOK_RETRY_POLICY.pausaAposDias} dias seguidos e foi pausado: novos eventos não ` +
          'são mais enviados a ele.\n\n' +
          'Corrija o receptor, confira o registro de entregas e reative o endpoint em ' +
          `${this.config.publicUrl}/integracoes/webhooks/${delivery.endpointId}.`,
      },
      manager,
    );
  }
}
