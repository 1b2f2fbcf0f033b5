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

/** How long a claimed delivery is held: well over the POST timeout (at most 60 s), so a lease never lapses mid-send. */
const LEASE_SECONDS = 120;

/**
 * Delivers the webhook outbox, started with the app and stopped before it closes, fairly
 * across tenants. Each delivery holds one of this instance's WEBHOOK_CONCURRENCY slots
 * for its own POST only (no batch waits for its slowest member); claims
 * (webhook-delivery.repository.ts) give at most one in-flight delivery per endpoint and
 * WEBHOOK_COMPANY_CONCURRENCY per company across instances, round-robin between companies,
 * so a tenant whose receivers never answer holds a few slots for WEBHOOK_TIMEOUT_MS and
 * no more. Claims run every `WEBHOOK_WORKER_INTERVAL_MS` and whenever a delivery ends
 * (`FOR UPDATE SKIP LOCKED` with a lease, so each delivery has one holder across instances).
 * Each attempt is recorded: ENTREGUE on a 2xx, otherwise another try after an exponential
 * backoff with jitter that grows with the endpoint's run of failures too (its circuit: a
 * failing endpoint is left out until then, so it is tried less and less often, one delivery
 * at a time), or FALHOU once 72 h passed. An endpoint failing for five days in a row is
 * paused and its ADMINs e-mailed. `tick(now)` delivers what is due at a given time (tests).
 */
@Injectable()
export class WebhookDeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EntregaDeWebhooks');
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private scheduled = false;
  private companyIds?: ReadonlySet<string>;
  /** This instance's deliveries in flight, each settling on its own. */
  private readonly inFlight = new Set<Promise<boolean>>();
  /** Claims run one after another, so each counts the slots the previous one took. */
  private claims: Promise<unknown> = Promise.resolve();
  /** A claim after a delivery ended is queued already: later endings need none. */
  private refillQueued = false;

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly mail: MailService,
    private readonly metrics: WebhookMetrics,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    if (this.config.WEBHOOK_WORKER_INTERVAL_MS <= 0) return;
    this.scheduled = true;
    this.schedule();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.claims.catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Delivers only these companies' events (apps sharing one database in tests); undefined for all. */
  limitTo(companyIds: ReadonlySet<string> | undefined) {
    this.companyIds = companyIds;
  }

  /**
   * Delivers what is due at `now`: claims for the free slots, and again each time one of
   * its deliveries ends (the next in that endpoint's queue), until nothing due is left that
   * it has not tried; returns how many it delivered. A delivery tried once here waits for
   * its retry time, even when that is before `now`.
   */
  async tick(now: Date = new Date()): Promise<number> {
    let delivered = 0;
    const tried: string[] = [];
    const mine = new Set<Promise<void>>();
    for (;;) {
      for (const [id, running] of await this.claim(now, tried)) {
        tried.push(id);
        const settled: Promise<void> = running.then((ok) => {
          if (ok) delivered++;
          mine.delete(settled);
        });
        mine.add(settled);
      }
      if (mine.size === 0) return delivered;
      await Promise.race(mine);
    }
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.claim(new Date(), [])
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'Falha na entrega de webhooks'),
        )
        .finally(() => this.schedule());
    }, this.config.WEBHOOK_WORKER_INTERVAL_MS);
    this.timer.unref();
  }

  /** After a delivery ended, in the running worker: claims at once for the slot it freed. */
  private refill() {
    if (!this.scheduled || this.stopped || this.refillQueued) return;
    this.refillQueued = true;
    this.claim(new Date(), [], () => (this.refillQueued = false)).catch((error: unknown) =>
      this.logger.error({ err: error }, 'Falha na entrega de webhooks'),
    );
  }

  /**
   * Claims due deliveries for this instance's free slots (one claim at a time) and starts
   * each; returns them by id, each a promise of whether it was delivered.
   */
  private claim(
    now: Date,
    exclude: readonly string[],
    onStart?: () => void,
  ): Promise<Array<[string, Promise<boolean>]>> {
    const next = this.claims.then(async () => {
      onStart?.();
      const free = this.config.WEBHOOK_CONCURRENCY - this.inFlight.size;
      if (this.stopped || free <= 0) return [];
      const lease = randomUUID();
      const claimed = await this.deliveries.claim(lease, now, {
        leaseSeconds: LEASE_SECONDS,
        limit: free,
        companyConcurrency: this.config.WEBHOOK_COMPANY_CONCURRENCY,
        companyIds: this.companyIds && [...this.companyIds],
        exclude,
      });
      return claimed.map((delivery): [string, Promise<boolean>] => [
        delivery.id,
        this.start(delivery, lease, now),
      ]);
    });
    this.claims = next.catch(() => undefined);
    return next;
  }

  /** Posts one delivery in a slot of its own, freed (and refilled) when it settles. */
  private start(delivery: ClaimedDelivery, lease: string, now: Date): Promise<boolean> {
    const running: Promise<boolean> = this.deliver(delivery, lease, now)
      .catch((error: unknown) => {
        // The lease lapses and another round retries it.
        this.logger.error({ err: error, entrega: delivery.id }, 'Falha ao registrar a entrega');
        return false;
      })
      .finally(() => {
        this.inFlight.delete(running);
        this.refill();
      });
    this.inFlight.add(running);
    return running;
  }

  private async deliver(delivery: ClaimedDelivery, lease: string, now: Date): Promise<boolean> {
    const result = await this.post(delivery, now);
    const delivered =
      result.statusHttp !== null && result.statusHttp >= 200 && result.statusHttp < 300;
    const gaveUp = !delivered && windowClosed(delivery.windowStart, now);
    // The backoff grows with this delivery's attempts and with the endpoint's run of failures.
    const retryAt = delivered
      ? undefined
      : nextAttemptAt(
          now,
          Math.max(delivery.attempt, delivery.endpointFailures + 1),
          this.config.WEBHOOK_RETRY_BASE_MS,
        );
    const outcome = delivered
      ? { status: 'ENTREGUE' as const }
      : gaveUp
        ? { status: 'FALHOU' as const }
        : { status: 'PENDENTE' as const, nextAt: retryAt };
    await this.deliveries.transaction(async (manager) => {
      const attempt = { at: now, ...result };
      if (!(await this.deliveries.settle(manager, delivery, lease, attempt, outcome))) return;
      const failingSince = await this.endpoints.recordOutcome(
        manager,
        delivery.companyId,
        delivery.endpointId,
        { delivered, at: now, retryAt },
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
