import { Injectable } from '@nestjs/common';
import type { MailOutcome } from '@campo/contracts';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { type MailAttachment, MailOutboxRepository } from './mail-outbox.repository';
import { SEALED_BODY_CONTEXT, withoutSecrets } from './mail-secrets';

export interface MailMessage {
  companyId: string;
  to: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * Parts of `text` that must reach the recipient only (a password link): stored redacted,
   * the whole text sealed with APP_ENCRYPTION_KEY for the delivery worker alone.
   */
  secrets?: string[];
}

export type MailStatus = MailOutcome;

/**
 * E-mail through the outbox. A message is written to `mail_outbox` inside the caller's
 * transaction, so it exists exactly when the change that causes it commits; the delivery
 * worker (`MailDeliveryWorker`) sends it over SMTP afterwards, with retries. Without
 * SMTP_URL it waits in the outbox, where the admin app shows it. A message's secrets (a
 * password link) are never stored in the clear: the worker alone opens the sealed text.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly config: AppConfig,
  ) {}

  /** Queues the message in `manager`'s transaction: PENDENTE with SMTP, NA_CAIXA_DE_SAIDA without. */
  async enqueue(message: MailMessage, manager?: EntityManager): Promise<MailStatus> {
    const status = this.config.SMTP_URL ? 'PENDENTE' : 'NA_CAIXA_DE_SAIDA';
    const secrets = message.secrets ?? [];
    await this.outbox.insert(
      {
        companyId: message.companyId,
        to: message.to,
        subject: message.subject,
        text: withoutSecrets(message.text, secrets),
        sealedText:
          secrets.length > 0 ? this.config.secretBox.seal(message.text, SEALED_BODY_CONTEXT) : null,
        attachments: message.attachments ?? [],
        status,
      },
      manager,
    );
    return status;
  }
}
