import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { type ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import { SEALED_BODY_CONTEXT } from './mail-secrets';

/** How long a claimed message is held; SMTP timeouts are well under it, so a lease never lapses mid-send. */
const LEASE_SECONDS = 300;
const SMTP_TIMEOUT_MS = 60_000;
/** Messages claimed per round. */
const BATCH = 10;

/**
 * Delivers the outbox over SMTP, started with the app and stopped before it closes.
 * Every `MAIL_WORKER_INTERVAL_MS` it claims due PENDENTE messages (`FOR UPDATE SKIP
 * LOCKED` with a lease, so however many instances run, each message has one holder),
 * sends them, and records the outcome: ENVIADO, or another try after an exponential
 * backoff, or FALHOU after `MAIL_MAX_ATTEMPTS`. Without SMTP_URL it does not run.
 */
@Injectable()
export class MailDeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EntregaDeEmail');
  private readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private round?: Promise<number>;
  private stopped = false;
  private companyIds?: ReadonlySet<string>;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly config: AppConfig,
  ) {
    if (config.SMTP_URL) {
      this.transport = nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
    }
  }

  onApplicationBootstrap() {
    if (this.transport && this.config.MAIL_WORKER_INTERVAL_MS > 0) this.schedule();
  }

  /** Stops, letting the round in flight record its outcomes while the database is still open. */
  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
    this.transport?.close();
  }

  /**
   * Delivers only these companies' messages (tests whose apps share one database use it so
   * one app never sends another's mail); undefined for all.
   */
  limitTo(companyIds: ReadonlySet<string> | undefined) {
    this.companyIds = companyIds;
  }

  /** One round: claims and delivers what is due; returns how many were delivered. */
  deliverDue(): Promise<number> {
    this.round ??= this.deliverBatch().finally(() => (this.round = undefined));
    return this.round;
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.deliverDue()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Falha na entrega de e-mails'))
        .finally(() => this.schedule());
    }, this.config.MAIL_WORKER_INTERVAL_MS);
    this.timer.unref();
  }

  private async deliverBatch(): Promise<number> {
    if (!this.transport) return 0;
    const lease = randomUUID();
    const scope = this.companyIds && [...this.companyIds];
    const claimed = await this.outbox.claim(lease, LEASE_SECONDS, BATCH, scope);
    let delivered = 0;
    for (const message of claimed) {
      if (await this.deliver(message, lease)) delivered++;
    }
    return delivered;
  }

  private async deliver(message: ClaimedMail, lease: string): Promise<boolean> {
    try {
      // The real link travels to the SMTP server only; a key that cannot open it fails
      // the attempt like a refused delivery (the error names the key id, never the text).
      const text = message.sealedText
        ? this.config.secretBox.open(message.sealedText, SEALED_BODY_CONTEXT)
        : message.text;
      await this.transport!.sendMail({
        from: this.config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text,
        attachments: message.attachments,
      });
    } catch (error) {
      const status = await this.outbox.markFailed(message.id, lease, (error as Error).message, {
        maxAttempts: this.config.MAIL_MAX_ATTEMPTS,
        retryMs: this.config.MAIL_RETRY_BASE_MS,
      });
      this.logger.warn(
        { err: error, mensagem: message.id, tentativa: message.attempts, status },
        status === 'FALHOU'
          ? 'E-mail não entregue; desistindo'
          : 'E-mail não entregue; nova tentativa depois',
      );
      return false;
    }
    await this.outbox.markSent(message.id, lease);
    return true;
  }
}
