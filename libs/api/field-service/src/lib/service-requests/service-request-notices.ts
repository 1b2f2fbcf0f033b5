import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatInstant, VISIT_REPORT_LINK_DAYS } from '@campo/contracts';
import { MailService } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { OrderTransitionHooks, type OrderTransition } from '../orders/order-transition-hooks';
import { VisitClosingService } from '../visit-report/visit-closing.service';
import { type RequestRecipient, ServiceRequestRepository } from './service-request.repository';

/**
 * What the requester is told by e-mail (the mail outbox, in the caller's transaction):
 * the request accepted (with the order's code) or declined (with the reason), and then
 * the order's life: scheduled (a technician or a time), finished (with the visit
 * report's link, which works without login until it expires). A request without an
 * e-mail (a QR request that left only a phone) is told nothing.
 */
@Injectable()
export class ServiceRequestNotices implements OnModuleInit {
  constructor(
    private readonly requests: ServiceRequestRepository,
    private readonly mail: MailService,
    private readonly closing: VisitClosingService,
    private readonly hooks: OrderTransitionHooks,
  ) {}

  onModuleInit() {
    this.hooks.listen((transition, manager) => this.orderChanged(transition, manager));
  }

  async accepted(companyId: string, requestId: string, manager: EntityManager) {
    await this.tell(companyId, { requestId }, manager, (request) => ({
      subject: `Solicitação ${request.codigo} aceita — chamado ${request.ordemCodigo}`,
      text:
        `Olá, ${request.contatoNome}.\n\nSua solicitação ${request.codigo} foi aceita pela ${request.empresa} ` +
        `e virou o chamado ${request.ordemCodigo}. Avisaremos quando o atendimento for agendado e quando for concluído.\n`,
    }));
  }

  async declined(companyId: string, requestId: string, motivo: string, manager: EntityManager) {
    await this.tell(companyId, { requestId }, manager, (request) => ({
      subject: `Solicitação ${request.codigo} recusada`,
      text:
        `Olá, ${request.contatoNome}.\n\nSua solicitação ${request.codigo} foi recusada pela ${request.empresa}.\n\n` +
        `Motivo: ${motivo}\n\nSe precisar, abra uma nova solicitação ou fale com a empresa.\n`,
    }));
  }

  /** An order's scheduling or finish, told to the requesters of the requests it came from (most orders have none). */
  private async orderChanged(transition: OrderTransition, manager: EntityManager) {
    const { companyId, orderId, action, timeZone } = transition;
    if (action !== 'alocar' && action !== 'reagendar' && action !== 'concluir') return;
    const recipients = (await this.requests.recipients(companyId, { orderId }, manager)).filter(
      (request) => request.email,
    );
    if (recipients.length === 0) return;
    if (action === 'concluir') {
      const link = await this.closing.issueLink(companyId, orderId, manager);
      await this.send(companyId, recipients, manager, (request) => ({
        subject: `Chamado ${request.ordemCodigo} concluído — solicitação ${request.codigo}`,
        text:
          `Olá, ${request.contatoNome}.\n\nO atendimento do chamado ${request.ordemCodigo}, aberto a partir da sua ` +
          `solicitação ${request.codigo}, foi concluído. O relatório de atendimento está em:\n\n${link}\n\n` +
          `O link funciona sem login por ${VISIT_REPORT_LINK_DAYS} dias.\n`,
      }));
      return;
    }
    const schedule = await this.requests.orderSchedule(companyId, orderId, manager);
    if (!schedule.agendadaPara && schedule.tecnicos.length === 0) return;
    const when = schedule.agendadaPara
      ? `Data prevista: ${formatInstant(new Date(schedule.agendadaPara).toISOString(), timeZone)}.`
      : 'A data ainda será combinada.';
    const who =
      schedule.tecnicos.length > 0
        ? `Técnico${schedule.tecnicos.length > 1 ? 's' : ''}: ${schedule.tecnicos.join(', ')}.`
        : 'O técnico ainda será definido.';
    await this.send(companyId, recipients, manager, (request) => ({
      subject: `Chamado ${request.ordemCodigo} agendado — solicitação ${request.codigo}`,
      text:
        `Olá, ${request.contatoNome}.\n\nO chamado ${request.ordemCodigo}, aberto a partir da sua solicitação ` +
        `${request.codigo}, foi agendado.\n\n${when}\n${who}\n`,
    }));
  }

  private async tell(
    companyId: string,
    by: { requestId: string } | { orderId: string },
    manager: EntityManager,
    message: (request: RequestRecipient) => { subject: string; text: string },
  ) {
    await this.send(
      companyId,
      await this.requests.recipients(companyId, by, manager),
      manager,
      message,
    );
  }

  private async send(
    companyId: string,
    recipients: RequestRecipient[],
    manager: EntityManager,
    message: (request: RequestRecipient) => { subject: string; text: string },
  ) {
    for (const request of recipients) {
      if (!request.email) continue;
      await this.mail.enqueue({ companyId, to: [request.email], ...message(request) }, manager);
    }
  }
}
