import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSubjectRequestReceipt } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { actorOf, AuditService } from '../../audit/audit.service';
import type { SessionPrincipal } from '../../auth/session-principal';
import { platformError } from '../../common/app-exception';
import {
  DataSubjectRequestRepository,
  type NewDataSubjectRequest,
} from './data-subject-request.repository';

/** LGPD art. 19, II: the complete answer within 15 days of the request. */
export const DATA_SUBJECT_DEADLINE_DAYS = 15;

const requestNotFound = () => platformError('NAO_ENCONTRADO', 'Pedido do titular não encontrado.');

/**
 * A person's requests about their own data: opened from the portal or a tracking page
 * (the domain knows who the person is and hands it here), listed to the ADMIN with the
 * deadline, and answered with the export and erasure tools. Each act is audited.
 */
@Injectable()
export class DataSubjectRequests {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: DataSubjectRequestRepository,
    private readonly audit: AuditService,
  ) {}

  async open(
    companyId: string,
    request: NewDataSubjectRequest,
  ): Promise<DataSubjectRequestReceipt> {
    const opened = await this.requests.open(companyId, request, DATA_SUBJECT_DEADLINE_DAYS);
    await this.audit.record(this.dataSource, {
      companyId,
      actor: null,
      action: 'TITULAR_PEDIDO_RECEBIDO',
      targetId: opened.id,
      summary: `Pedido do titular recebido (${request.origin === 'PORTAL' ? 'portal' : 'página de acompanhamento'}); prazo ${opened.prazoEm.slice(0, 10)}`,
      details: { origem: request.origin, referencia: request.reference },
    });
    return { prazoEm: opened.prazoEm };
  }

  list(companyId: string) {
    return this.requests.list(companyId);
  }

  async answer(admin: SessionPrincipal, id: string, answer: string) {
    if (!(await this.requests.find(admin.companyId, id))) throw requestNotFound();
    await this.dataSource.transaction(async (db) => {
      if (!(await this.requests.answer(db, admin.companyId, id, admin.userId, answer)))
        throw platformError('VERSAO_DESATUALIZADA', 'Este pedido já foi atendido.');
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'TITULAR_PEDIDO_ATENDIDO',
        targetId: id,
        summary: 'Pedido do titular atendido',
        details: { resposta: answer },
      });
    });
    return (await this.requests.find(admin.companyId, id))!;
  }
}

export { requestNotFound };
