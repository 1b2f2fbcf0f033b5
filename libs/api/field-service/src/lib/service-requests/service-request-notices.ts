import { Injectable, OnModuleInit } from '@nestjs/common';
import { CLIENT_PORTAL_PATH, formatInstant } from '@campo/contracts';
import { AppConfig, MailService } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { OrderTransitionHooks, type OrderTransition } from '../orders/order-transition-hooks';
import { type RequestRecipient, ServiceRequestRepository } from './service-request.repository';
import { formatTrackingCode, trackingUrl } from './tracking-code';

/**
 * What the requester is told by e-mail (the mail outbox, in the caller's transaction):
 * the request accepted or declined (with the reason), then the call scheduled and
 * finished. Status, never evidence: no message carries the visit report or a link to
 * it (its PDF names the signer, their document and signature, and shows the photos).
 *
 * - A QR requester (anonymous) reads the opaque tracking code and the tracking page's
 *   link, never the company's sequential codes (`SOL-n`, the order's) nor who attends.
 * - A portal requester (a client user) reads the request's and the call's codes, the
 *   technicians, and the request's page in the portal, where the report is behind login.
 *
 * A request without an e-mail (a QR request that left only a phone) is told nothing.
 */
@Injectable()
export class ServiceRequestNotices implements OnModuleInit {
  constructor(
    private readonly requests: ServiceRequestRepository,
    private readonly mail: MailService,
    private readonly hooks: OrderTransitionHooks,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.hooks.listen((transition, manager) => this.orderChanged(transition, manager));
  }

  async accepted(companyId: string, requestId: string, manager: EntityManager) {
    await this.tell(companyId, { requestId }, manager, (request) => ({
      subject: `Solicitação ${this.name(request)} aceita${this.call(request, ' — chamado ')}`,
      text:
        `Olá, ${request.contatoNome}.\n\nSua solicitação ${this.name(request)} foi aceita pela ${request.empresa}` +
        `${this.call(request, ' e virou o chamado ')}. Avisaremos quando o atendimento for agendado e quando for concluído.\n` +
        this.follow(request),
    }));
  }

  async declined(companyId: string, requestId: string, motivo: string, manager: EntityManager) {
    await this.tell(companyId, { requestId }, manager, (request) => ({
      subject: `Solicitação ${this.name(request)} recusada`,
      text:
        `Olá, ${request.contatoNome}.\n\nSua solicitação ${this.name(request)} foi recusada pela ${request.empresa}.\n\n` +
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
      await this.send(companyId, recipients, manager, (request) => ({
        subject: `Atendimento concluído — solicitação ${this.name(request)}`,
        text:
          `Olá, ${request.contatoNome}.\n\nO atendimento${this.call(request, ' do chamado ')}, aberto a partir da sua ` +
          `solicitação ${this.name(request)}, foi concluído.\n` +
          this.follow(request),
      }));
      return;
    }
    const schedule = await this.requests.orderSchedule(companyId, orderId, manager);
    if (!schedule.agendadaPara && schedule.tecnicos.length === 0) return;
    // Only a time still ahead is told: one already gone (a technician assigned to a late
    // order) would promise a visit that cannot happen then.
    const ahead =
      schedule.agendadaPara && new Date(schedule.agendadaPara).getTime() > Date.now()
        ? new Date(schedule.agendadaPara)
        : null;
    const when = ahead
      ? `Data prevista: ${formatInstant(ahead.toISOString(), timeZone)}.`
      : 'A data ainda será combinada.';
    const who =
      schedule.tecnicos.length > 0
        ? `Técnico${schedule.tecnicos.length > 1 ? 's' : ''}: ${schedule.tecnicos.join(', ')}.\n`
        : 'O técnico ainda será definido.\n';
    await this.send(companyId, recipients, manager, (request) => ({
      subject: `Atendimento agendado — solicitação ${this.name(request)}`,
      text:
        `Olá, ${request.contatoNome}.\n\nO atendimento${this.call(request, ' do chamado ')}, aberto a partir da sua ` +
        `solicitação ${this.name(request)}, foi agendado.\n\n${when}\n${anonymous(request) ? '' : who}` +
        this.follow(request),
    }));
  }

  /** The request's name for its requester: the tracking code (anonymous) or `SOL-n`. */
  private name(request: RequestRecipient) {
    return anonymous(request) ? formatTrackingCode(request.codigoAcompanhamento) : request.codigo;
  }

  /** `prefix` + the call's code, for a portal requester only. */
  private call(request: RequestRecipient, prefix: string) {
    return !anonymous(request) && request.ordemCodigo ? `${prefix}${request.ordemCodigo}` : '';
  }

  /** Where to follow the request: the tracking page, or the request's page in the portal. */
  private follow(request: RequestRecipient) {
    return anonymous(request)
      ? `\nAcompanhe a situação em:\n\n${trackingUrl(this.config.publicUrl, request.codigoAcompanhamento)}\n`
      : `\nAcompanhe no portal do cliente (o relatório de atendimento fica lá, com login):\n\n` +
          `${this.config.publicUrl}${CLIENT_PORTAL_PATH}/solicitacoes/${request.id}\n`;
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

/** A QR request with a tracking code: its requester signed in nowhere. */
function anonymous(
  request: RequestRecipient,
): request is RequestRecipient & { codigoAcompanhamento: string } {
  return request.origem === 'QR' && request.codigoAcompanhamento !== null;
}
