import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExecutionApproval } from '@campo/contracts';
import { actorOf, AuditService, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { ExecutionApprovalRepository } from './execution-approval.repository';

export const orderNotFound = () =>
  fieldServiceError('ORDEM_NAO_ENCONTRADA', 'Ordem de serviço não encontrada.');

/**
 * The responsável técnico's approval of a concluded order's executions: what the PMOC's
 * execution record prints as "Aprovada por" (name, council registration, date). Only the
 * contract's RT approves (Lei 13.589/2018: the RT answers for the plan's execution); a
 * supervisor who concluded the order is not an approver. Audited.
 */
@Injectable()
export class ExecutionApprovalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly approvals: ExecutionApprovalRepository,
    private readonly audit: AuditService,
  ) {}

  async approve(
    session: Pick<SessionPrincipal, 'companyId' | 'userId' | 'userName'>,
    orderId: string,
  ): Promise<ExecutionApproval> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.approvals.lockOrder(manager, session.companyId, orderId);
      if (!order) throw orderNotFound();
      if (!order.rtUsuarioId || !order.rtRegistro)
        throw fieldServiceError(
          'APROVACAO_SOMENTE_RT',
          `O contrato ${order.contratoCodigo} não tem responsável técnico definido; defina-o (com o registro CREA/CFT) antes de aprovar as execuções.`,
        );
      if (order.rtUsuarioId !== session.userId)
        throw fieldServiceError(
          'APROVACAO_SOMENTE_RT',
          `Só o responsável técnico do contrato ${order.contratoCodigo} (${order.rtNome}) aprova as execuções da ordem ${order.codigo}.`,
        );
      if (order.aprovadoEm)
        throw fieldServiceError(
          'APROVACAO_INVALIDA',
          `As execuções da ordem ${order.codigo} já foram aprovadas.`,
        );
      if (order.status !== 'CONCLUIDA' || order.execucoes === 0)
        throw fieldServiceError(
          'APROVACAO_INVALIDA',
          order.status !== 'CONCLUIDA'
            ? `A ordem ${order.codigo} não está concluída; aprove depois da conclusão.`
            : `A ordem ${order.codigo} não tem execuções de atividades do plano a aprovar.`,
        );
      const approvedAt = await this.approvals.insert(manager, {
        companyId: session.companyId,
        orderId,
        userId: session.userId,
        registration: order.rtRegistro,
      });
      await this.audit.record(manager, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: 'EXECUCOES_APROVADAS_RT',
        targetId: orderId,
        summary: `Aprovou, como responsável técnico (${order.rtRegistro}), as ${order.execucoes} execuções da ordem ${order.codigo} (contrato ${order.contratoCodigo}).`,
        details: { registro: order.rtRegistro, execucoes: order.execucoes },
      });
      return {
        ordemServicoId: orderId,
        aprovadoPor: order.rtNome!,
        registro: order.rtRegistro,
        aprovadoEm: new Date(approvedAt).toISOString(),
        execucoes: order.execucoes,
      };
    });
  }
}
