import type { CylinderOption } from './fluid-cylinder';
/**
 * Wire types of the technician's app (`/api/fs/app/os…`): the orders allocated to the
 * signed-in technician and the offline-safe writes that record their attendance. Every
 * write carries a client-generated UUID (`id`): the same id and body give the same
 * answer and write nothing twice; the same id with another body is 409 ACAO_ID_REUTILIZADO.
 */
import type { FluidEventView } from './fluid';
import type { Periodicity } from './periodicity';
import type { ServiceOrderSummary } from './orders';
import type { VisitRecords } from './visit-report';

/**
 * The standard checklist, asked on orders whose unit has no activity plan (no maintenance
 * plan, or a company without an activity catalogue). A unit with a plan is asked the
 * activities due at the visit instead. Answers to other items already stored on the
 * order (sent by an integration) are shown too.
 */
export const STANDARD_CHECKLIST_ITEMS = [
  'Filtros',
  'Serpentina',
  'Dreno',
  'Bandeja',
  'Conexões elétricas',
  'Carga de fluido refrigerante',
  'Qualidade do ar',
] as const;

/** Where the API serves the technician's app (the scope of its service worker). */
export const TECHNICIAN_APP_PATH = '/tecnico';

/** How far ahead of the server's clock a time recorded on the phone may be (clock skew). */
export const APP_CLOCK_SKEW_MINUTES = 5;

/** Where an order stands on the technician's day (local days, company time zone). */
export type TechnicianOrderWhen = 'ATRASADA' | 'HOJE' | 'PROXIMA';

export interface TechnicianOrderEquipment {
  id: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  tipo: string | null;
  localizacao: string | null;
  tipoGas: string | null;
  /**
   * True when the unit serves a care area (its room has an ABNT NBR 7256 class): the app
   * reminds the technician, before a photo, not to photograph patients or other people.
   */
  areaAssistencial: boolean;
}

/** The technician's own allocation on the order: when they started and finished, and km. */
export interface TechnicianAllocation {
  id: string;
  /** When the technician started (or, before that, when they were assigned). */
  inicio: string;
  fim: string | null;
  km: number;
  /** Whether the technician recorded the start of their attendance. */
  iniciada: boolean;
}

/** One order of `GET /api/fs/app/os`. */
export interface TechnicianOrder extends Omit<ServiceOrderSummary, 'equipamento'> {
  quando: TechnicianOrderWhen;
  equipamento: TechnicianOrderEquipment | null;
  contrato: { id: string; codigo: string; cliente: string | null };
  /**
   * The unit's maintenance plan: `id` is the unit's id, `periodicidade` its visit cadence
   * (the ingested one, else its most frequent activity's). null: no unit, or no cadence.
   */
  plano: { id: string; periodicidade: Periodicity } | null;
  minhaAlocacao: TechnicianAllocation;
  /** The site's address (one line), or null when not registered. */
  endereco: string | null;
  /** The client's contact as registered. */
  contato: { nome: string | null; telefone: string | null; email: string | null };
}

export interface ChecklistAnswer {
  item: string;
  /** The plan activity the item is (null: a standard or integration item). */
  atividadeId?: string | null;
  /** The activity's periodicity and acceptance criterion, shown to the technician. */
  periodicidade?: Periodicity | null;
  criterio?: string | null;
  /** null: not answered yet; true for "não se aplica" too (no non-conformity). */
  conforme: boolean | null;
  /** Answered "não se aplica": `observacao` holds the reason. The server always sends it. */
  naoSeAplica?: boolean;
  observacao: string | null;
}

/** A finished visit to the same equipment. */
export interface EquipmentVisit {
  id: string;
  codigo: string;
  tipo: string;
  fimAtendimento: string;
  causaRaiz: string | null;
  tecnicos: string[];
}

/** `GET /api/fs/app/os/:id` and the answer of every write. */
export interface TechnicianOrderDetail extends TechnicianOrder {
  causaRaiz: string | null;
  /** Whether finishing needs a root cause (corrective orders). */
  exigeCausaRaiz: boolean;
  /**
   * Whether the company records the technician's position at check-in and check-out (the
   * phone asks the technician's consent first, and takes it only at those two moments).
   */
  registraPosicao: boolean;
  checklist: ChecklistAnswer[];
  ultimasVisitas: EquipmentVisit[];
  /** Refrigerant events recorded on the order (the app's captures included), oldest first. */
  fluidos: FluidEventView[];
  /** The visit report's records on the server: services, readings, materials, photos, acceptance. */
  visita: VisitRecords;
}

/** `GET /api/fs/app/os`. */
export interface TechnicianDay {
  itens: TechnicianOrder[];
  /** The company's active refrigerant cylinders, picked offline on a gas event. */
  cilindros: CylinderOption[];
}

export type TechnicianActionKind = 'inicio' | 'checklist' | 'causa-raiz' | 'fim';

/**
 * The answer of every write: the action as stored (identical when the same id and body
 * come again) and the order as it stands now (null once it is no longer the technician's).
 */
export interface TechnicianActionResult {
  acao: {
    id: string;
    tipo: TechnicianActionKind;
    ordemId: string;
    /** The field time sent (start, finish), or null. */
    em: string | null;
    /** When the server first stored it. */
    registradaEm: string;
  };
  ordem: TechnicianOrderDetail | null;
}

/** `POST /api/fs/app/os/:id/inicio`. */
export interface StartAttendanceRequest {
  id: string;
  /** ISO instant recorded on the phone (may be in the past). */
  em: string;
  /** km driven to the site. */
  km?: number;
}

/**
 * `POST /api/fs/app/os/:id/checklist`: "não conforme" needs `observacao`; "não se aplica"
 * (`naoSeAplica: true`, `conforme` true or left out) needs its reason in `observacao`.
 */
export interface ChecklistRequest {
  id: string;
  respostas: Array<{
    item: string;
    conforme: boolean;
    naoSeAplica?: boolean;
    observacao?: string | null;
  }>;
}

/** `POST /api/fs/app/os/:id/causa-raiz`. */
export interface RootCauseRequest {
  id: string;
  causaRaiz: string;
}

/** `POST /api/fs/app/os/:id/fim`: closes the order at `em` (≥ the start). */
export interface FinishAttendanceRequest {
  id: string;
  em: string;
  /** For a corrective, when not recorded before. */
  causaRaiz?: string;
}
