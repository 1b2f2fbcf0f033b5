import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatDay } from '@campo/contracts';
import { MailService } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { RgmRepository } from './rgm.repository';

export interface RgmAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The e-mail that sends an RGM: to the recipients chosen when sending, else the contract's
 * RGM recipients, or, for a consolidated RGM, the company's supervisors.
 */
@Injectable()
export class RgmNoticeService {
  constructor(
    private readonly rgms: RgmRepository,
    private readonly mail: MailService,
  ) {}

  async send(
    companyId: string,
    id: string,
    options: { attachment?: RgmAttachment; recipients?: string[] } = {},
    manager?: EntityManager,
  ) {
    const { attachment } = options;
    const rgm = await this.rgms.notice(companyId, id, manager);
    const recipients = options.recipients
      ? [...new Set(options.recipients.map((email) => email.trim().toLowerCase()))]
      : rgm.consolidado
        ? await this.rgms.supervisorEmails(companyId, manager)
        : String(rgm.emailsRgm ?? '')
            .split(/[,;\s]+/)
            .filter((email) => email.includes('@'));
    if (recipients.length === 0) {
      throw fieldServiceError(
        'SEM_DESTINATARIOS',
        'O contrato não tem destinatários de RGM; cadastre os e-mails do RGM no contrato.',
      );
    }
    const scope = rgm.consolidado
      ? 'consolidado'
      : `do contrato ${rgm.contratoCodigo}${rgm.cliente ? ` (${rgm.cliente})` : ''}`;
    // Queued in the caller's transaction: the e-mail exists exactly when the RGM is marked sent.
    await this.mail.enqueue(
      {
        companyId,
        to: recipients,
        subject: `RGM ${scope} — ${formatDay(rgm.inicio)} a ${formatDay(rgm.fim)}`,
        text: `Olá,\n\nO relatório gerencial de manutenção (RGM) ${scope}, de ${formatDay(rgm.inicio)} a ${formatDay(rgm.fim)}, foi liberado por ${rgm.empresa}. Segue em anexo, em PDF.\n\nAtenciosamente,\n${rgm.empresa}`,
        attachments: attachment ? [attachment] : undefined,
      },
      manager,
    );
  }
}
