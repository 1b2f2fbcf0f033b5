import { Injectable } from '@nestjs/common';
import {
  type ClientOverview,
  type ContractHubCounts,
  type ContractOverview,
  HUB_NEXT_ORDERS,
  HUB_RGM_MONTHS,
  type HubGasSummary,
  INDOOR_AIR_STANDINGS,
  indoorAirStandingText,
  localDate,
  orderDeadline,
} from '@campo/contracts';
import { DocumentService, type SessionPrincipal } from '@campo/platform';
import { Clock } from '../common/clock';
import { fieldServiceError } from '../common/field-service-errors';
import { FluidReportService } from '../fluid/fluid-report.service';
import { IndoorAirService } from '../indoor-air/indoor-air.service';
import { ServiceOrderRepository } from '../orders/service-order.repository';
import { PMOC_DOCUMENT_TYPE } from '../pmoc/pmoc-content';
import { RgmService } from '../rgm/rgm.service';
import { RoomRepository } from '../rooms/room.repository';
import { ServiceRequestsService } from '../service-requests/service-requests.service';
import { HubRepository } from './hub.repository';

type Scope = Pick<SessionPrincipal, 'companyId' | 'timeZone'>;

export const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
export const clientNotFound = () =>
  fieldServiceError('CLIENTE_NAO_ENCONTRADO', 'Cliente não encontrado.');

/** The RGM list's first page, newest period first: more than the months the hub shows. */
const RGM_PAGE = { pagina: 1, porPagina: 4 * HUB_RGM_MONTHS };

/**
 * The contract hub: what a contract holds, and a client's contracts side by side. It
 * composes, and never redefines: each figure is what the feature's own list or report
 * answers (orders by ORDER_STATE_SQL and the list's deadline ordering, the RGM list, the
 * fluid report's totals, the indoor-air standing, the platform's PMOC documents). This
 * is why it is a feature of its own (hub/) rather than part of contracts/, which writes
 * a contract's settings: it reads every feature and writes none.
 */
@Injectable()
export class HubService {
  constructor(
    private readonly hub: HubRepository,
    private readonly orders: ServiceOrderRepository,
    private readonly rooms: RoomRepository,
    private readonly requests: ServiceRequestsService,
    private readonly rgms: RgmService,
    private readonly documents: DocumentService,
    private readonly indoorAir: IndoorAirService,
    private readonly fluids: FluidReportService,
    private readonly clock: Clock,
  ) {}

  async contract(scope: Scope, id: string): Promise<ContractOverview> {
    const contract = await this.hub.contract(scope.companyId, id);
    if (!contract) throw contractNotFound();
    const today = localDate(this.clock.now(), scope.timeZone);
    const { companyId } = scope;
    const [units, rooms, orders, requests, rgms, pmocs, [air], gas] = await Promise.all([
      this.hub.activeUnits(companyId, id),
      this.rooms.list(companyId, id),
      this.orders.openOfContract(scope, id, HUB_NEXT_ORDERS),
      this.requests.list(
        companyId,
        { situacao: 'ABERTA', contratoId: id, busca: null },
        { pagina: 1, porPagina: HUB_NEXT_ORDERS },
      ),
      this.rgms.list(companyId, { contratoId: id }, RGM_PAGE),
      this.pmocs(companyId, id),
      this.indoorAir.schedules(companyId, today, id),
      this.gas(companyId, Number(today.slice(0, 4)), id),
    ]);
    const firstMonth = monthsBack(today, HUB_RGM_MONTHS - 1);
    return {
      contrato: { id: contract.id, codigo: contract.codigo, descricao: contract.descricao },
      cliente: contract.cliente,
      contagens: {
        equipamentosAtivos: units,
        ambientes: rooms.length,
        ordensAbertas: orders.abertas,
        ordensEmAtendimento: orders.emAtendimento,
        solicitacoesAbertas: requests.total,
        rgms: rgms.total,
        pmocs: pmocs.length,
        situacaoAr: air?.situacao ?? null,
      },
      proximasOrdens: orders.proximas.map((order) => ({
        id: order.id,
        codigo: order.codigo,
        situacao: order.situacao,
        tipo: order.tipo,
        equipamento: order.equipamento?.codigo ?? null,
        prazo: order.prazo,
        prazoRotulo: orderDeadline(order)?.rotulo ?? null,
      })),
      solicitacoes: requests.itens.map((request) => ({
        id: request.id,
        codigo: request.codigo,
        situacao: request.situacao,
        descricao: request.descricao,
        criadoEm: request.criadoEm,
      })),
      rgmsRecentes: rgms.itens
        .filter((rgm) => rgm.inicio.slice(0, 7) >= firstMonth)
        .map((rgm) => ({
          id: rgm.id,
          mes: rgm.inicio.slice(0, 7),
          inicio: rgm.inicio,
          fim: rgm.fim,
          estado: rgm.estado,
        })),
      pmocs,
      qualidadeAr: air
        ? { situacao: air.situacao, texto: indoorAirStandingText(air), proxima: air.proxima }
        : null,
      gas,
    };
  }

  /** The client's contracts, each with the figures its own hub shows, and their sums. */
  async client(scope: Scope, id: string): Promise<ClientOverview> {
    const client = await this.hub.client(scope.companyId, id);
    if (!client) throw clientNotFound();
    const contracts = await this.hub.contractsOfClient(scope.companyId, id);
    const overviews: ContractOverview[] = [];
    // One after the other: each overview already runs its reads side by side.
    for (const contract of contracts) overviews.push(await this.contract(scope, contract.id));
    const year = Number(localDate(this.clock.now(), scope.timeZone).slice(0, 4));
    return {
      cliente: client,
      contratos: overviews.map((overview) => ({
        ...overview.contrato,
        contagens: overview.contagens,
      })),
      totais: sumCounts(overviews.map((overview) => overview.contagens)),
      // The client's report, not a sum of the contracts': the fluid report scopes by client.
      gas: await this.gas(scope.companyId, year, null, id),
    };
  }

  /** The contract's PMOC documents (the platform's, typed PMOC), newest year first. */
  private async pmocs(companyId: string, contractId: string) {
    const documents = await this.documents.list(companyId, PMOC_DOCUMENT_TYPE);
    return documents
      .filter((document) => document.referencia['contratoId'] === contractId)
      .map((document) => ({
        id: document.id,
        ano: Number(document.referencia['ano']),
        versao: document.versao,
        assinado: document.assinado,
      }))
      .sort((a, b) => b.ano - a.ano);
  }

  /** The year's figures of the annual fluid report, for a contract or a client. */
  private async gas(
    companyId: string,
    ano: number,
    contratoId: string | null,
    clienteId?: string,
  ): Promise<HubGasSummary> {
    const report = await this.fluids.annual(companyId, {
      ano,
      ...(contratoId ? { contratoId } : {}),
      ...(clienteId ? { clienteId } : {}),
    });
    return {
      ano,
      recargaKg: report.totais.geral.recargaKg,
      retiradaKg: report.totais.geral.retiradaKg,
      tco2e: report.totais.geral.tco2e,
      hcfcRecargaKg: report.hcfc.total.recargaKg,
      acimaDoLimite: report.taxasDeVazamento.filter((rate) => rate.acimaDoLimite).length,
      revisaoPendente: report.revisaoPendente,
    };
  }
}

/** `YYYY-MM` of the month `months` before `today`'s. */
function monthsBack(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Sums of the contracts' counts; the indoor-air standing is the most serious of them. */
export function sumCounts(counts: ContractHubCounts[]): ContractHubCounts {
  const sum = (key: Exclude<keyof ContractHubCounts, 'situacaoAr'>) =>
    counts.reduce((total, line) => total + line[key], 0);
  const standings = counts.flatMap((line) => (line.situacaoAr ? [line.situacaoAr] : []));
  return {
    equipamentosAtivos: sum('equipamentosAtivos'),
    ambientes: sum('ambientes'),
    ordensAbertas: sum('ordensAbertas'),
    ordensEmAtendimento: sum('ordensEmAtendimento'),
    solicitacoesAbertas: sum('solicitacoesAbertas'),
    rgms: sum('rgms'),
    pmocs: sum('pmocs'),
    situacaoAr: INDOOR_AIR_STANDINGS.find((standing) => standings.includes(standing)) ?? null,
  };
}
