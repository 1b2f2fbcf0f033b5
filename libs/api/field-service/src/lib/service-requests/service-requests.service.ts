import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  type AcceptServiceRequest,
  ORDER_PRIORITIES,
  ORDER_PRIORITY_LABELS,
  type OrderPriority,
  type Page,
  SERVICE_REQUEST_TEXT_MAX,
  SERVICE_REQUEST_TRACKING_LABELS,
  type ServiceRequestCounts,
  type ServiceRequestDetail,
  type ServiceRequestSummary,
  type ServiceRequestTracking,
  type ServiceRequestTrackingState,
} from '@campo/contracts';
import {
  FileService,
  type FileVariant,
  type OpenedFile,
  type PageRequest,
  type SessionPrincipal,
  WebhookEmitter,
} from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { requestEvent } from '../common/webhook-events';
import { ServiceOrderService } from '../orders/service-order.service';
import { invalid } from '../technician-app/technician-app.rules';
import { ServiceRequestNotices } from './service-request-notices';
import {
  ServiceRequestRepository,
  type ServiceRequestFilter,
  type TrackingRow,
} from './service-request.repository';
import { formatTrackingCode, newTrackingCode, parseTrackingCode } from './tracking-code';

/** The owner kind of a request's photo in the platform's file storage. */
export const REQUEST_FILE_OWNER = 'solicitacao';

/** A request just opened: its id, the staff's `SOL-n` and the requester's tracking code. */
export interface OpenedRequest {
  id: string;
  codigo: string;
  codigoAcompanhamento: string;
}

/** A request as the portal (a client user) or the public QR page sends it. */
export interface NewServiceRequest {
  origem: 'PORTAL' | 'QR';
  clienteId: string;
  contratoId: string;
  equipamentoId: string | null;
  local: string | null;
  descricao: string;
  urgencia: OrderPriority;
  contatoNome: string;
  contatoEmail: string | null;
  contatoTelefone: string | null;
  foto: { buffer: Buffer; mimetype: string; originalname: string } | null;
  solicitanteUsuarioId: string | null;
}

type Actor = Pick<SessionPrincipal, 'companyId' | 'timeZone' | 'userId'>;

export const requestNotFound = () =>
  fieldServiceError('SOLICITACAO_NAO_ENCONTRADA', 'Solicitação não encontrada.');

/**
 * Service requests: opened by a client (portal or QR code), decided by the supervisor.
 * Accepting opens a corrective order (the call) with the request's unit, contract, text
 * and urgency, links it, and tells the requester, all in one transaction; declining
 * keeps the reason and tells the requester too.
 */
@Injectable()
export class ServiceRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ServiceRequestRepository,
    private readonly orders: ServiceOrderService,
    private readonly notices: ServiceRequestNotices,
    private readonly files: FileService,
    private readonly webhooks: WebhookEmitter,
  ) {}

  /**
   * Opens a request for one client: the contract must be the client's and the unit (if
   * any) that contract's (422 SOLICITACAO_ALVO_INVALIDO otherwise); the photo is checked
   * and re-encoded by the file storage (a refused image is 4xx and nothing is written).
   */
  async open(companyId: string, input: NewServiceRequest): Promise<OpenedRequest> {
    const fields = checkNewRequest(input);
    const id = randomUUID();
    // Decoded and re-encoded before any connection is taken (bounded per instance).
    const prepared = input.foto
      ? await this.files.prepare({
          companyId,
          owner: { kind: REQUEST_FILE_OWNER, id },
          label: 'FOTO',
          format: 'photo',
          bytes: input.foto.buffer,
          createdBy: input.solicitanteUsuarioId,
        })
      : null;
    const target = await this.requests.target(
      companyId,
      input.clienteId,
      input.contratoId,
      input.equipamentoId,
    );
    if (!target)
      throw fieldServiceError(
        'SOLICITACAO_ALVO_INVALIDO',
        'O contrato ou o equipamento informado não é deste cliente.',
        { detalhes: ['contratoId/equipamentoId: não pertence ao cliente'] },
      );
    const write = () =>
      this.dataSource.transaction(async (manager) => {
        const photo = prepared ? (await this.files.save(prepared, manager)).file : null;
        const codigo = requestCode(await this.requests.nextNumber(companyId, manager));
        const codigoAcompanhamento = newTrackingCode();
        await this.requests.insert(
          companyId,
          {
            id,
            codigo,
            codigoAcompanhamento,
            origem: input.origem,
            clienteId: input.clienteId,
            contratoId: target.contrato.id,
            equipamentoId: target.equipamento?.id ?? null,
            fotoArquivoId: photo?.id ?? null,
            solicitanteUsuarioId: input.solicitanteUsuarioId,
            ...fields,
          },
          manager,
        );
        await this.webhooks.emit(
          manager,
          companyId,
          'solicitacao.recebida',
          requestEvent(this.webhooks, {
            id,
            codigo,
            origem: input.origem,
            urgencia: fields.urgencia,
          }),
        );
        return { id, codigo, codigoAcompanhamento };
      });
    return prepared ? this.files.withUploadConnection(write) : write();
  }

  /**
   * Where the request behind a tracking code stands: its state and dates, nothing of the
   * visit (report, signer, photos, technicians). 404 SOLICITACAO_NAO_ENCONTRADA for a code
   * that is no request's, malformed or not.
   */
  async tracking(input: string): Promise<ServiceRequestTracking> {
    const code = parseTrackingCode(input);
    const row = code ? await this.requests.tracking(code) : undefined;
    if (!row) throw requestNotFound();
    const situacao = trackingState(row);
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      codigo: formatTrackingCode(row.codigo),
      situacao,
      situacaoRotulo: SERVICE_REQUEST_TRACKING_LABELS[situacao],
      empresa: row.empresa,
      fusoHorario: row.timeZone,
      equipamento: row.equipamento,
      recebidaEm: new Date(row.recebidaEm).toISOString(),
      aceitaEm: row.situacao === 'ACEITA' ? iso(row.decididaEm) : null,
      recusadaEm: row.situacao === 'RECUSADA' ? iso(row.decididaEm) : null,
      agendadaPara: situacao === 'CANCELADA' ? null : iso(row.agendadaPara),
      concluidaEm: situacao === 'CONCLUIDA' ? iso(row.concluidaEm) : null,
    };
  }

  async list(
    companyId: string,
    filter: ServiceRequestFilter,
    page: PageRequest,
  ): Promise<Page<ServiceRequestSummary>> {
    return { ...(await this.requests.list(companyId, filter, page)), ...page };
  }

  counts(companyId: string): Promise<ServiceRequestCounts> {
    return this.requests.counts(companyId);
  }

  async get(companyId: string, id: string): Promise<ServiceRequestDetail> {
    const found = await this.requests.find(companyId, id);
    if (!found) throw requestNotFound();
    return withoutFile(found);
  }

  /** The request's photo (or its thumbnail); 404 when it has none. */
  async photo(companyId: string, id: string, variant: FileVariant = 'original') {
    const found = await this.requests.find(companyId, id);
    if (!found) throw requestNotFound();
    if (!found.fotoArquivoId) throw photoNotFound();
    return this.files.open(companyId, found.fotoArquivoId, variant);
  }

  /** The stored file id of the request's photo (of one client's request, with `clienteId`), or null. */
  async photoFileId(companyId: string, id: string, clienteId: string | null = null) {
    return (await this.requests.find(companyId, id, clienteId))?.fotoArquivoId ?? null;
  }

  listForClient(companyId: string, clienteId: string): Promise<ServiceRequestSummary[]> {
    return this.requests.listOfClient(companyId, clienteId);
  }

  async findForClient(
    companyId: string,
    clienteId: string,
    id: string,
  ): Promise<ServiceRequestDetail | null> {
    const found = await this.requests.find(companyId, id, clienteId);
    return found ? withoutFile(found) : null;
  }

  /** The photo of one of the client's requests, opened for streaming, or null. */
  async photoForClient(
    companyId: string,
    clienteId: string,
    id: string,
    variant: FileVariant = 'original',
  ): Promise<OpenedFile | null> {
    const found = await this.requests.find(companyId, id, clienteId);
    if (!found?.fotoArquivoId) return null;
    return this.files.open(companyId, found.fotoArquivoId, variant);
  }

  /** Turns the request into a call (a corrective order) and tells the requester. */
  /**
   * Opens the call from the request and, when the dialog names a technician, a day and a
   * time, schedules it in the same transaction: the requester is told it was accepted and
   * then scheduled, or nothing happens (a time already past: 422 HORARIO_PASSADO).
   */
  async accept(
    actor: Actor,
    id: string,
    schedule: AcceptServiceRequest = {},
  ): Promise<ServiceRequestDetail> {
    await this.dataSource.transaction(async (manager) => {
      const request = await this.decidable(actor.companyId, id, manager);
      const order = await this.orders.openWithin(
        actor,
        {
          contrato: { id: request.contratoId, codigo: request.contrato },
          equipamento:
            request.equipamentoId && request.equipamento
              ? { id: request.equipamentoId, codigo: request.equipamento }
              : null,
          tipo: 'CORRETIVA',
          descricao: callDescription(request),
          prioridade: request.urgencia,
          agendadaPara: null,
        },
        manager,
      );
      await this.requests.accept(
        actor.companyId,
        id,
        { orderId: order.id, userId: actor.userId },
        manager,
      );
      await this.notices.accepted(actor.companyId, id, manager);
      const { tecnicoId, dia, hora } = schedule;
      if (tecnicoId && dia && hora) {
        await this.orders.scheduleAtWithin(actor, order.id, { tecnicoId, dia, hora }, manager);
      }
    });
    return this.get(actor.companyId, id);
  }

  async decline(actor: Actor, id: string, motivo: string): Promise<ServiceRequestDetail> {
    await this.dataSource.transaction(async (manager) => {
      await this.decidable(actor.companyId, id, manager);
      await this.requests.decline(actor.companyId, id, { motivo, userId: actor.userId }, manager);
      await this.notices.declined(actor.companyId, id, motivo, manager);
    });
    return this.get(actor.companyId, id);
  }

  private async decidable(companyId: string, id: string, manager: EntityManager) {
    const request = await this.requests.lock(companyId, id, manager);
    if (!request) throw requestNotFound();
    if (request.situacao !== 'ABERTA')
      throw fieldServiceError(
        'SOLICITACAO_JA_DECIDIDA',
        `A solicitação ${request.codigo} já foi ${request.situacao === 'ACEITA' ? 'aceita' : 'recusada'}.`,
        { situacao: request.situacao },
      );
    return request;
  }
}

/** The state a requester reads: the request's, then the call's once accepted. */
function trackingState(row: TrackingRow): ServiceRequestTrackingState {
  if (row.situacao === 'ABERTA') return 'RECEBIDA';
  if (row.situacao === 'RECUSADA') return 'RECUSADA';
  switch (row.ordemSituacao) {
    case 'CANCELADA':
    case 'CONCLUIDA':
    case 'EM_ATENDIMENTO':
      return row.ordemSituacao;
    default:
      return row.agendadaPara ? 'AGENDADA' : 'ACEITA';
  }
}

export const photoNotFound = () =>
  fieldServiceError('FOTO_NAO_ENCONTRADA', 'Esta solicitação não tem foto.');

/** `SOL-000012`: the company's request number. */
export function requestCode(number: number): string {
  return `SOL-${String(number).padStart(6, '0')}`;
}

/** The call's description: the request's text, then where and whom to talk to. */
function callDescription(request: {
  codigo: string;
  descricao: string;
  local: string | null;
  contatoNome: string;
  contatoTelefone: string | null;
}): string {
  const lines = [
    request.descricao,
    '',
    `Solicitação ${request.codigo}.`,
    ...(request.local ? [`Local: ${request.local}.`] : []),
    `Contato: ${request.contatoNome}${request.contatoTelefone ? `, ${request.contatoTelefone}` : ''}.`,
  ];
  return lines.join('\n');
}

/** The text fields of a new request, trimmed and checked (400 DADOS_INVALIDOS listing each problem). */
function checkNewRequest(input: NewServiceRequest) {
  const text = (value: string | null) => (value ?? '').trim() || null;
  const fields = {
    descricao: text(input.descricao) ?? '',
    local: text(input.local),
    urgencia: input.urgencia,
    contatoNome: text(input.contatoNome) ?? '',
    contatoEmail: text(input.contatoEmail),
    contatoTelefone: text(input.contatoTelefone),
  };
  const problems = [
    ...(fields.descricao.length === 0 || fields.descricao.length > SERVICE_REQUEST_TEXT_MAX
      ? [`descricao: descreva o problema (até ${SERVICE_REQUEST_TEXT_MAX} caracteres)`]
      : []),
    ...((ORDER_PRIORITIES as readonly string[]).includes(fields.urgencia)
      ? []
      : [`urgencia: deve ser uma destas: ${Object.values(ORDER_PRIORITY_LABELS).join(', ')}`]),
    ...(fields.contatoNome.length === 0 || fields.contatoNome.length > 120
      ? ['contatoNome: informe o nome de quem pede (até 120 caracteres)']
      : []),
    ...(fields.contatoEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.contatoEmail)
      ? ['contatoEmail: e-mail inválido']
      : []),
    ...(fields.contatoEmail && fields.contatoEmail.length > 254
      ? ['contatoEmail: longo demais']
      : []),
    ...(fields.contatoTelefone && fields.contatoTelefone.length > 40
      ? ['contatoTelefone: até 40 caracteres']
      : []),
    ...(fields.local && fields.local.length > 200 ? ['local: até 200 caracteres'] : []),
  ];
  if (problems.length > 0) throw invalid(...problems);
  return fields;
}

/** The detail without the stored file's id (the photo is reached through the request). */
function withoutFile({
  fotoArquivoId: _file,
  ...detail
}: ServiceRequestDetail & { fotoArquivoId: string | null }): ServiceRequestDetail {
  return detail;
}
