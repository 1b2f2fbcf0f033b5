import type { IndoorAirStanding } from './building';
import type { OrderState } from './orders';
import type { RgmState } from './field-service';
import type { ServiceRequestState } from './service-requests';

/** How many of a contract's most urgent open orders the hub lists. */
export const HUB_NEXT_ORDERS = 5;
/** How many months of RGMs the hub lists, the current one included. */
export const HUB_RGM_MONTHS = 6;

/** One open order as the hub lists it: the next ones by deadline. */
export interface HubOrder {
  id: string;
  codigo: string;
  situacao: OrderState;
  tipo: string;
  /** The unit's tag, when the order names one. */
  equipamento: string | null;
  /** The next due time (the orders list's `prazo`); null: none. */
  prazo: string | null;
  /** Which deadline `prazo` is, by its one name (ORDER_DEADLINE_LABELS); null: none. */
  prazoRotulo: string | null;
}

export interface HubRequest {
  id: string;
  codigo: string;
  situacao: ServiceRequestState;
  descricao: string;
  criadoEm: string;
}

export interface HubRgm {
  id: string;
  /** `YYYY-MM`, the month the period starts in. */
  mes: string;
  inicio: string;
  fim: string;
  estado: RgmState;
}

export interface HubPmoc {
  /** The platform document's id (`/documentos/:id`). */
  id: string;
  ano: number;
  versao: number;
  assinado: boolean;
}

/** The contract's gas figures of one year, as the annual fluid report states them. */
export interface HubGasSummary {
  ano: number;
  recargaKg: number;
  retiradaKg: number;
  /** tCO2e of HFCs and HCs (HCFCs apart), in the company's GWP set. */
  tco2e: number;
  /** kg of HCFC charged, reported apart. */
  hcfcRecargaKg: number;
  /** Units over the leak-rate indicator. */
  acimaDoLimite: number;
  /** Events waiting for review, left out of every figure. */
  revisaoPendente: number;
}

/** The figures of one contract, alone or as a line of its client's hub. */
export interface ContractHubCounts {
  /** Active units (equipment not retired). */
  equipamentosAtivos: number;
  ambientes: number;
  ordensAbertas: number;
  ordensEmAtendimento: number;
  solicitacoesAbertas: number;
  rgms: number;
  pmocs: number;
  situacaoAr: IndoorAirStanding | null;
}

/**
 * `GET /api/fs/contratos/:id/visao-geral`: what a contract holds, each figure read from
 * the feature that owns it (the orders list, the RGM list, the fluid report, ...).
 */
export interface ContractOverview {
  contrato: { id: string; codigo: string; descricao: string | null };
  cliente: { id: string; codigo: string; nome: string } | null;
  contagens: ContractHubCounts;
  /** The open orders due first, by the orders list's "prazo" ordering. */
  proximasOrdens: HubOrder[];
  /** The open requests, newest first (at most HUB_NEXT_ORDERS). */
  solicitacoes: HubRequest[];
  /** The RGMs of the last HUB_RGM_MONTHS months, newest first. */
  rgmsRecentes: HubRgm[];
  /** Every PMOC of the contract, newest year first. */
  pmocs: HubPmoc[];
  /** The indoor-air schedule's standing (NBR 17037), null when the contract has none. */
  qualidadeAr: {
    situacao: IndoorAirStanding;
    /** The standing in one line, as the indoor-air page and the PMOC print it. */
    texto: string;
    proxima: string | null;
  } | null;
  gas: HubGasSummary;
}

/** `GET /api/fs/clientes/:id/visao-geral`: the client's contracts, each with its counts, and the totals. */
export interface ClientOverview {
  cliente: { id: string; codigo: string; nome: string };
  contratos: Array<{
    id: string;
    codigo: string;
    descricao: string | null;
    contagens: ContractHubCounts;
  }>;
  /** Sums over the contracts; the indoor-air standing is the most serious one. */
  totais: ContractHubCounts;
  gas: HubGasSummary;
}
