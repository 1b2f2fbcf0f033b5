import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PublicReportLinkView } from '@campo/contracts';
import { actorOf, AuditService, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { VisitRecordsRepository } from './visit-records.repository';

export const linkNotFound = () =>
  fieldServiceError('LINK_INVALIDO', 'Link de relatório não encontrado ou já revogado.');

/**
 * The no-login report links still within their term, for the ADMIN and SUPERVISOR to see
 * who can open which report, and to revoke one: from then on it answers as unknown.
 */
@Injectable()
export class PublicReportLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visits: VisitRecordsRepository,
    private readonly audit: AuditService,
  ) {}

  list(companyId: string): Promise<PublicReportLinkView[]> {
    return this.visits.publicLinks(companyId);
  }

  async revoke(session: SessionPrincipal, id: string): Promise<void> {
    const link = (await this.visits.publicLinks(session.companyId)).find((row) => row.id === id);
    if (
      !link ||
      link.revogadoEm ||
      !(await this.visits.revokeLink(session.companyId, id, session.userId))
    )
      throw linkNotFound();
    await this.audit.record(this.dataSource.manager, {
      companyId: session.companyId,
      actor: actorOf(session),
      action: 'LINK_RELATORIO_REVOGADO',
      summary: `Revogou o link sem login do relatório da ordem ${link.ordem}.`,
      details: { linkId: id, ordemId: link.ordemId },
    });
  }
}
