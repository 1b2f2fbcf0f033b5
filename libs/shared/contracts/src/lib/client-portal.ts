import type { IndoorAirAnalysisSummary, IndoorAirSchedule } from './building';
import type { OrderPriority, OrderState, OrderType } from './orders';
import type { ServiceRequestSummary } from './service-requests';

/*
 * Wire types of the client portal (`/api/portal/…`): what a client user (role CLIENTE)
 * reads of its own client inside the company. Nothing of another client and nothing of
 * the company's internals (users, tokens, other contracts, costs, technicians' ids).
 */

/** The client the session belongs to. */
export interface PortalClient {
  id: string;
  nome: string;
  /** The maintenance company serving it. */
  empresa: { nome: string };
}

export interface PortalContract {
  id: string;
  codigo: string;
  descricao: string | null;
  /** `YYYY-MM-DD` or null. */
  inicio: string | null;
  fim: string | null;
  unidades: number;
  /** Retired by the company: kept for its history. */
  encerrado: boolean;
}

/** A unit (equipment) of one of the client's contracts. */
export interface PortalUnit {
  id: string;
  tag: string;
  descricao: string | null;
  tipo: string | null;
  setor: string;
  localizacao: string | null;
  contrato: { id: string; codigo: string };
  /** When the last attendance ended (ISO 8601), or null. */
  ultimaVisita: string | null;
}

export interface PortalUnitDetail extends PortalUnit {
  fabricante: string | null;
  modelo: string | null;
  capacidadeBtu: number | null;
  tipoGas: string | null;
  /** The unit's orders, newest first. */
  historico: PortalOrder[];
}

/** An order of the client's, as the client sees it (no costs, no internal notes). */
export interface PortalOrder {
  id: string;
  codigo: string;
  tipo: OrderType | string;
  estado: OrderState;
  prioridade: OrderPriority | null;
  descricao: string | null;
  abertura: string;
  agendadaPara: string | null;
  inicioAtendimento: string | null;
  fimAtendimento: string | null;
  contrato: { id: string; codigo: string };
  unidade: { id: string; tag: string; setor: string } | null;
  /** The visit report PDF's address once the order is finished; null before. */
  relatorioUrl: string | null;
}

/** A released (or sent) RGM of one of the client's contracts. */
export interface PortalRgm {
  id: string;
  contrato: { id: string; codigo: string };
  /** `YYYY-MM-DD`, inclusive. */
  inicio: string;
  fim: string;
  liberadoEm: string;
  /** The client's acknowledgement of receipt (who and when); null until given. */
  ciente: { nome: string; em: string } | null;
  pdfUrl: string;
}

/** Body of `POST /api/portal/rgms/:id/ciente`: the name printed on the RGM. */
export interface AcknowledgeRgmRequest {
  nome: string;
}

/** A PMOC of one of the client's contracts with a signed version. */
export interface PortalPmoc {
  id: string;
  titulo: string;
  contrato: { id: string; codigo: string } | null;
  ano: number | null;
  /** The version the PDF shows: the latest signed one. */
  versao: number;
  assinadoEm: string;
  assinadoPor: string;
  pdfUrl: string;
}

/** `dados` of `GET /api/portal/inicio`. */
export interface PortalHome {
  cliente: PortalClient;
  contratos: PortalContract[];
  /** Released RGMs not yet acknowledged. */
  rgmsPendentes: PortalRgm[];
  /** Requests still in progress: awaiting the company's decision, or accepted with the call open. */
  solicitacoesAbertas: ServiceRequestSummary[];
  /** Orders open now (not finished or cancelled). */
  ordensAbertas: PortalOrder[];
  /** The latest finished orders, with their visit reports. */
  ultimosRelatorios: PortalOrder[];
}

/** The client's indoor-air analyses (NBR 17037), newest first, and each contract's schedule. */
export interface PortalIndoorAir {
  analises: IndoorAirAnalysisSummary[];
  agenda: IndoorAirSchedule[];
}
