/**
 * Wire types of the PMOC's activity plans (`/api/fs/atividades`): the company's
 * catalogue of activities per equipment type (Portaria 3.523/1998 Annex I, NBR 13971),
 * each unit's plan (its type's activities, adjusted per unit) and the company's
 * cleaning products (registered at ANVISA).
 */
import type { Periodicity } from './periodicity';

/**
 * The catalogue's equipment types: the equipment register's `tipo` values. A unit of
 * another type, or with none, follows `OUTRO`'s activities. `AREA_SAUDE` is no unit's
 * type: its activities join the plan of every unit serving a care area (a room with an
 * NBR 7256 class), and one of them replaces the type's activity on the same component.
 */
export const ACTIVITY_EQUIPMENT_TYPES = [
  'SPLIT',
  'CASSETE',
  'PISO_TETO',
  'JANELA',
  'VRF',
  'SELF_CONTAINED',
  'FAN_COIL',
  'CHILLER',
  'OUTRO',
  'AREA_SAUDE',
] as const;
export type ActivityEquipmentType = (typeof ACTIVITY_EQUIPMENT_TYPES)[number];

export const ACTIVITY_EQUIPMENT_TYPE_LABELS: Record<ActivityEquipmentType, string> = {
  SPLIT: 'Split',
  CASSETE: 'Cassete',
  PISO_TETO: 'Piso-teto',
  JANELA: 'Janela',
  VRF: 'VRF',
  SELF_CONTAINED: 'Self contained',
  FAN_COIL: 'Fan coil',
  CHILLER: 'Chiller',
  OUTRO: 'Outros tipos (e tipo não informado)',
  AREA_SAUDE: 'Unidades que atendem áreas de saúde (ABNT NBR 7256:2021)',
};

/** A unit's `tipo` in words: the catalogue's label, or the text as registered. */
export function equipmentTypeLabel(tipo: string | null | undefined): string | null {
  if (!tipo) return null;
  if (tipo === 'OUTRO') return 'Outro';
  return (ACTIVITY_EQUIPMENT_TYPES as readonly string[]).includes(tipo)
    ? ACTIVITY_EQUIPMENT_TYPE_LABELS[tipo as ActivityEquipmentType]
    : tipo;
}

/** The catalogue's type for a unit's `tipo` (unknown or missing: `OUTRO`). */
export function activityTypeOf(tipo: string | null | undefined): ActivityEquipmentType {
  return tipo !== 'AREA_SAUDE' &&
    (ACTIVITY_EQUIPMENT_TYPES as readonly string[]).includes(tipo ?? '')
    ? (tipo as ActivityEquipmentType)
    : 'OUTRO';
}

/** One activity of the company's catalogue. */
export interface CatalogueActivity {
  id: string;
  tipoEquipamento: ActivityEquipmentType;
  /** The component it acts on (`Filtros de ar`, `Bandeja de condensado`…). */
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  /** The acceptance criterion the technician checks. */
  criterio: string;
  /** Where the activity comes from (`Portaria 3.523/1998, Anexo I`, `ABNT NBR 13971`…). */
  fonte: string;
  ativo: boolean;
}

/** `GET /api/fs/atividades/catalogo`. */
export interface ActivityCatalogue {
  atividades: CatalogueActivity[];
}

/** `POST /api/fs/atividades/catalogo`. */
export interface CreateCatalogueActivityRequest {
  tipoEquipamento: ActivityEquipmentType;
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
  fonte: string;
}

/** `PATCH /api/fs/atividades/catalogo/:id`: what changes. */
export type UpdateCatalogueActivityRequest = Partial<
  Omit<CreateCatalogueActivityRequest, 'tipoEquipamento'> & { ativo: boolean }
>;

/** One activity of a unit's plan, after the unit's adjustments (view `plano_atividade`). */
export interface UnitPlanActivity {
  /** The catalogue activity's id, or the unit's extra activity's id. */
  atividadeId: string;
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  /** For `H`: the interval in hours of use; null otherwise (or not set). */
  intervaloHoras: number | null;
  /** Why the unit departs from the catalogue (or from its visit cadence), as the PMOC prints it. */
  justificativa: string | null;
  /** The last day it was executed (`execucao_atividade`, "não se aplica" aside); null: never. */
  ultimaExecucao: string | null;
  criterio: string;
  fonte: string;
  /** `catalogo`: from the type's catalogue; `unidade`: an extra activity of this unit. */
  origem: 'catalogo' | 'unidade';
  /** A catalogue activity this unit changed (periodicity) or switched off. */
  ajustada: boolean;
  ativo: boolean;
}

/** `GET /api/fs/atividades/unidades/:equipamentoId`: the unit's one maintenance plan. */
export interface UnitPlan {
  equipamentoId: string;
  codigo: string;
  tipoEquipamento: ActivityEquipmentType;
  /** The plan's start (`YYYY-MM-DD`): the unit's own, else the later of its contract's start and its arrival. */
  inicio: string;
  /** false: the unit's plan is suspended (every activity then reads `ativo: false`). */
  ativo: boolean;
  /** The contract's visit cadence for the unit (the ingested `periodicidade`); null: not set. */
  periodicidadeVisita: Periodicity | null;
  /** The visit cadence in force: `periodicidadeVisita`, else the most frequent active activity's. */
  cadenciaVisita: Periodicity | null;
  atividades: UnitPlanActivity[];
  /**
   * The active activities more frequent than the contract's visit cadence
   * (`periodicidadeVisita`), in the plan's order; one without `justificativa` blocks the
   * PMOC's signature until the RT records why the plan stands or changes it.
   */
  conflitos: UnitPlanConflict[];
}

/** An activity of a unit's plan that needs work more often than the contract's visits bring. */
export interface UnitPlanConflict {
  atividadeId: string;
  /** The contract's visit cadence the activity is more frequent than. */
  visitas: Periodicity;
  /** The RT's justification (the PMOC prints it); null: the conflict is open. */
  justificativa: string | null;
}

/** `PUT /api/fs/atividades/unidades/:equipamentoId/plano`: the plan's start, or suspend/resume it. */
export interface UpdateUnitPlanRequest {
  /** `YYYY-MM-DD`. */
  inicio?: string;
  ativo?: boolean;
}

/**
 * `POST /api/fs/atividades/unidades/:equipamentoId/execucoes`: executions recorded by hand
 * (conforme). Answers the unit's plan.
 */
export interface RecordActivityExecutionRequest {
  /** The local day executed, `YYYY-MM-DD` (not in the future). */
  data: string;
  /** The activities executed; default: those due that day. */
  atividades?: string[];
  /** The order of the unit they were executed on. */
  ordemServicoId?: string;
}

/** The answer of `POST …/execucoes`. */
export interface RecordedActivityExecutions {
  data: string;
  /** The activities recorded (those already recorded on the same order are left out). */
  atividades: string[];
  plano: UnitPlan;
}

/** `PUT /api/fs/atividades/unidades/:equipamentoId/:atividadeId`: the unit's adjustment. */
export interface AdjustUnitActivityRequest {
  /** null: the catalogue's periodicity again. */
  periodicidade?: Periodicity | null;
  /** For `H`: hours of use between executions (1–100000); null: the catalogue's again. */
  intervaloHoras?: number | null;
  /** Why the unit departs from the catalogue or its visit cadence (1–1000 characters); null clears it. */
  justificativa?: string | null;
  ativo?: boolean;
}

/** `POST /api/fs/atividades/unidades/:equipamentoId`: an activity only this unit has. */
export interface AddUnitActivityRequest {
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
  intervaloHoras?: number | null;
  justificativa?: string | null;
}

/** A cleaning product the company uses (PMOC: product, active ingredient, ANVISA registration). */
export interface CleaningProduct {
  id: string;
  produto: string;
  principioAtivo: string | null;
  registroAnvisa: string | null;
}

/** `POST /api/fs/atividades/produtos` and `PATCH …/produtos/:id`. */
export interface CleaningProductRequest {
  produto: string;
  principioAtivo?: string | null;
  registroAnvisa?: string | null;
}
