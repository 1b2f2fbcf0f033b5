import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import {
  formatInstant,
  ORDER_TYPE_LABELS,
  type OrderType,
  VISIT_REPORT_LINK_DAYS,
} from '@campo/contracts';
import { AppConfig, MailService } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { LockedOrder } from '../orders/service-order.repository';
import { VisitCatalogService } from './visit-catalog.service';
import { VisitRecordsRepository } from './visit-records.repository';

/** Where the e-mailed link opens the report without login (`/api/fs/relatorios-publicos/:token`). */
export const PUBLIC_REPORT_PATH = '/api/fs/relatorios-publicos';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * What finishing a visit needs and what it sets off: the company's requirements for the
 * order's type are checked when the technician finishes (422 FINALIZACAO_INCOMPLETA,
 * `pendencias` naming each one), and the finished visit's report is e-mailed to the
 * contract's recipients with a link that works without login until it expires (a random
 * token; only its SHA-256 is stored). Both run in the finish's transaction.
 */
@Injectable()
export class VisitClosingService {
  constructor(
    private readonly visits: VisitRecordsRepository,
    private readonly catalog: VisitCatalogService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async requireComplete(companyId: string, order: LockedOrder, manager: EntityManager) {
    const requirement = await this.catalog.requirementOf(companyId, order.tipo, manager);
    const pendencias: string[] = [];
    if (
      requirement.exigeAssinatura &&
      !(await this.visits.acceptance(companyId, order.id, manager))
    )
      pendencias.push('aceite do cliente (assinatura, ou cliente ausente com o motivo)');
    if (
      requirement.exigeFotoDepois &&
      !(await this.visits.hasPhoto(companyId, order.id, 'DEPOIS', manager))
    )
      pendencias.push('ao menos uma foto "depois" enviada');
    if (pendencias.length > 0) {
      const type = ORDER_TYPE_LABELS[order.tipo as OrderType] ?? order.tipo;
      throw fieldServiceError(
        'FINALIZACAO_INCOMPLETA',
        `Para concluir uma ordem ${type.toLowerCase()}, a empresa exige: ${pendencias.join('; ')}.`,
        { pendencias },
      );
    }
  }

  /** Queues the report's e-mail to the contract's recipients (none: nothing is sent). */
  async sendReport(
    companyId: string,
    orderId: string,
    timeZone: string,
    manager: EntityManager,
    now = new Date(),
  ): Promise<boolean> {
    const header = await this.visits.header(companyId, orderId, manager);
    const recipients = String(header?.emailsRgm ?? '')
      .split(/[,;\s]+/)
      .filter((email) => email.includes('@'));
    if (!header || recipients.length === 0) return false;
    const { link, expiresAt } = await this.issueLink(companyId, orderId, manager, now);
    const unit = header.equipamento
      ? `${header.equipamento.codigo}${header.equipamento.setor ? ` (${header.equipamento.setor})` : ''}`
      : 'sem equipamento';
    await this.mail.enqueue(
      {
        companyId,
        to: recipients,
        subject: `Relatório de atendimento ${header.codigo} — ${header.cliente ?? header.contrato}`,
        text:
          `Olá,\n\nO atendimento da ordem ${header.codigo} (contrato ${header.contrato}, equipamento ${unit}) foi concluído. ` +
          `O relatório de atendimento, com os serviços, as medições, as fotos e o aceite, está em:\n\n${link}\n\n` +
          `O link funciona sem login até ${formatInstant(expiresAt.toISOString(), timeZone)}.\n`,
      },
      manager,
    );
    return true;
  }

  /** A new link to the order's report, valid the company's days (VISIT_REPORT_LINK_DAYS by default). */
  async issueLink(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
    now = new Date(),
  ): Promise<{ link: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const days = (await this.visits.linkDays(companyId, manager)) ?? VISIT_REPORT_LINK_DAYS;
    const expiresAt = new Date(now.getTime() + days * 86_400_000);
    await this.visits.insertLink(
      { companyId, orderId, tokenHash: hashLinkToken(token), expiresAt },
      manager,
    );
    return { link: `${this.config.publicUrl}${PUBLIC_REPORT_PATH}/${token}`, expiresAt };
  }
}
