import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { MailOutboxRepository } from './mail-outbox.repository';

export interface MailMessage {
  companyId: string;
  to: string[];
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export type MailStatus = 'ENVIADO' | 'NA_CAIXA_DE_SAIDA' | 'FALHOU';

/**
 * E-mail over SMTP (nodemailer, SMTP_URL). Every message is also written to the
 * outbox table: without SMTP it waits there (and the admin app shows it); with
 * SMTP the row records whether delivery to the server worked.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly config: AppConfig,
  ) {
    if (config.SMTP_URL) this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  async send(message: MailMessage): Promise<MailStatus> {
    let status: MailStatus = 'NA_CAIXA_DE_SAIDA';
    let failure: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments,
        });
        status = 'ENVIADO';
      } catch (error) {
        status = 'FALHOU';
        failure = (error as Error).message;
        this.logger.error({ err: error }, 'Falha ao enviar e-mail');
      }
    }
    await this.outbox.insert({
      companyId: message.companyId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachmentNames: (message.attachments ?? []).map((attachment) => attachment.filename),
      status,
      error: failure,
    });
    return status;
  }

  onModuleDestroy() {
    this.transport?.close();
  }
}
