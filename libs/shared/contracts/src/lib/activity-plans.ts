/**
 * Wire types of the PMOC's activity plans (`/api/fs/atividades`): the company's
 * catalogue of activities per equipment type (Portaria 3.523/1998 Annex I, NBR 13971),
 * each unit's plan (its type's activities, adjusted per unit) and the company's
 * cleaning products (registered at ANVISA).
 */
import type { Periodicity } from './periodicity';

/**
 * The catalogue's equipment types: the equipment register's `tipo` values. A unit of
 * another type, or with none, follows `OUTRO`'s activities.
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
};

/** The catalogue's type for a unit's `tipo` (unknown or missing: `OUTRO`). */
export function activityTypeOf(tipo: string | null | undefined): ActivityEquipmentType {
  return (ACTIVITY_EQUIPMENT_TYPES as readonly string[]).includes(tipo ?? '')
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

/** One activity of a unit's plan, after the unit's adjustments. */
export interface UnitPlanActivity {
  /** The catalogue activity's id, or the unit's extra activity's id. */
  atividadeId: string;
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
  fonte: string;
  /** `catalogo`: from the type's catalogue; `unidade`: an extra activity of this unit. */
  origem: 'catalogo' | 'unidade';
  /** A catalogue activity this unit changed (periodicity) or switched off. */
  ajustada: boolean;
  ativo: boolean;
}

/** `GET /api/fs/atividades/unidades/:equipamentoId`. */
export interface UnitPlan {
  equipamentoId: string;
  codigo: string;
  tipoEquipamento: ActivityEquipmentType;
  atividades: UnitPlanActivity[];
}

/** `PUT /api/fs/atividades/unidades/:equipamentoId/:atividadeId`: the unit's adjustment. */
export interface AdjustUnitActivityRequest {
  /** null: the catalogue's periodicity again. */
  periodicidade?: Periodicity | null;
  ativo?: boolean;
}

/** `POST /api/fs/atividades/unidades/:equipamentoId`: an activity only this unit has. */
export interface AddUnitActivityRequest {
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
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
