import { Injectable } from '@nestjs/common';
import type {
  PortalClient,
  PortalContract,
  PortalHome,
  PortalOrder,
  PortalPmoc,
  PortalRgm,
  PortalUnit,
  PortalUnitDetail,
} from '@campo/contracts';
import { DocumentService, platformError, type SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { FluidReportService } from '../fluid/fluid-report.service';
import { orderNotFound } from '../orders/service-order.service';
import { rgmNotFound, RgmService } from '../rgm/rgm.service';
import { ServiceRequestsService } from '../service-requests/service-requests.service';
import { VisitReportService } from '../visit-report/visit-report.service';
import { type ClientScope, ClientPortalRepository } from './client-portal.repository';

/** A portal session: a CLIENTE user, tied to one client of the company. */
export type PortalSession = Pick<SessionPrincipal, 'companyId' | 'userId' | 'role' | 'clientId'>;

/** How many orders the portal lists at most (newest first); older ones stay on each unit's page. */
const ORDER_LIST_LIMIT = 200;
const HOME_LIST_LIMIT = 5;

export const unitNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Unidade não encontrada.');
export const pmocNotFound = () => platformError('NAO_ENCONTRADO', 'PMOC assinado não encontrado.');

/**
 * The client portal: what a client user reads of its own client, and the one write it
 * has here (acknowledging an RGM). Every read goes through the client's contracts, so
 * another client's ids, like another company's, are not found (404).
 */
@Injectable()
export class ClientPortalService {
  constructor(
    private readonly portal: ClientPortalRepository,
    private readonly rgms: RgmService,
    private readonly visits: VisitReportService,
    private readonly documents: DocumentService,
    private readonly fluids: FluidReportService,
    private readonly requests: ServiceRequestsService,
  ) {}

  async home(session: PortalSession): Promise<PortalHome> {
    const scope = scopeOf(session);
    const [cliente, contratos, rgmsPendentes, requests, ordensAbertas, ultimosRelatorios] =
      await Promise.all([
        this.client(scope),
        this.portal.contracts(scope),
        this.portal.rgms(scope, { pendingOnly: true }),
        this.requests.listForClient(scope.companyId, scope.clientId),
        this.portal.orders(scope, { open: true, limit: ORDER_LIST_LIMIT }),
        this.portal.orders(scope, { finished: true, limit: HOME_LIST_LIMIT }),
      ]);
    const solicitacoesAbertas = requests.filter(
      (request) =>
        request.situacao === 'ABERTA' ||
        (request.situacao === 'ACEITA' &&
          (request.ordem?.situacao === 'ABERTA' || request.ordem?.situacao === 'EM_ATENDIMENTO')),
    );
    return {
      cliente,
      contratos,
      rgmsPendentes,
      solicitacoesAbertas,
      ordensAbertas,
      ultimosRelatorios,
    };
  }

  contracts(session: PortalSession): Promise<PortalContract[]> {
    return this.portal.contracts(scopeOf(session));
  }

  units(session: PortalSession): Promise<PortalUnit[]> {
    return this.portal.units(scopeOf(session));
  }

  async unit(session: PortalSession, id: string): Promise<PortalUnitDetail> {
    const scope = scopeOf(session);
    const unit = await this.portal.unit(scope, id);
    if (!unit) throw unitNotFound();
    const historico = await this.portal.orders(scope, { unitId: id, limit: ORDER_LIST_LIMIT });
    return { ...unit, historico };
  }

  orders(session: PortalSession): Promise<PortalOrder[]> {
    return this.portal.orders(scopeOf(session), { limit: ORDER_LIST_LIMIT });
  }

  async order(session: PortalSession, id: string): Promise<PortalOrder> {
    const order = await this.portal.order(scopeOf(session), id);
    if (!order) throw orderNotFound();
    return order;
  }

  /** The visit report's PDF of a finished order of the client's. */
  async visitReportPdf(session: PortalSession, id: string) {
    const order = await this.order(session, id);
    if (!order.relatorioUrl) {
      throw fieldServiceError(
        'TRANSICAO_INVALIDA',
        'O relatório de atendimento fica disponível quando a ordem é concluída.',
        { estado: order.estado },
      );
    }
    return this.visits.pdf(session, id);
  }

  rgmList(session: PortalSession): Promise<PortalRgm[]> {
    return this.portal.rgms(scopeOf(session));
  }

  async rgmPdf(session: PortalSession, id: string) {
    await this.rgm(session, id);
    return this.rgms.pdf(session.companyId, id);
  }

  /** Records who acknowledged receipt and when (once: a second confirmation changes nothing). */
  async acknowledgeRgm(session: PortalSession, id: string, name: string): Promise<PortalRgm> {
    await this.rgm(session, id);
    await this.rgms.acknowledge(session, id, name);
    return this.rgm(session, id);
  }

  async pmocs(session: PortalSession): Promise<PortalPmoc[]> {
    const pmocs = await this.portal.pmocs(scopeOf(session));
    return pmocs.map((pmoc) => ({ ...pmoc, pdfUrl: `/api/portal/pmocs/${pmoc.id}/pdf` }));
  }

  /** The PDF of the PMOC's latest signed version (never an unsigned draft). */
  async pmocPdf(session: PortalSession, id: string) {
    const [pmoc] = await this.portal.pmocs(scopeOf(session), id);
    if (!pmoc) throw pmocNotFound();
    return this.documents.pdf(session.companyId, id, pmoc.versao);
  }

  /** The refrigerant report of the client's own units (the report's per-client filter). */
  fluidReport(session: PortalSession, year: number) {
    return this.fluids.annual(session.companyId, {
      ano: year,
      clienteId: scopeOf(session).clientId,
    });
  }

  async fluidReportPdf(session: PortalSession, year: number) {
    return this.fluids.pdf(session.companyId, await this.fluidReport(session, year));
  }

  private async client(scope: ClientScope): Promise<PortalClient> {
    const client = await this.portal.client(scope);
    if (!client) throw platformError('NAO_ENCONTRADO', 'Cliente não encontrado.');
    return { id: scope.clientId, nome: client.nome, empresa: { nome: client.empresa } };
  }

  private async rgm(session: PortalSession, id: string): Promise<PortalRgm> {
    const rgm = await this.portal.rgm(scopeOf(session), id);
    if (!rgm) throw rgmNotFound();
    return rgm;
  }
}

/** The session's client; a portal route is for CLIENTE only, so a session without one is refused. */
export function scopeOf(session: PortalSession): ClientScope {
  if (session.role !== 'CLIENTE' || !session.clientId) {
    throw platformError('ACESSO_NEGADO', 'O portal do cliente é para usuários de clientes.');
  }
  return { companyId: session.companyId, clientId: session.clientId };
}
