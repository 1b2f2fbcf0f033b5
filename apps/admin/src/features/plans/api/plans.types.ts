/*
 * Maintenance plans and their preventive executions, as `/api/fs/planos` serves
 * them (libs/api/field-service plans/). Dates are `YYYY-MM-DD`.
 */

/** One plan of one equipment. */
export interface MaintenancePlan {
  id: string;
  equipamentoId: string;
  equipamentoCodigo: string;
  /** A periodicity code: D, 2D, SM, QZ, MS, BM, TR, QD, SE, AN, H or PT. */
  periodicidade: string;
  /** A cadence in days that replaces the code's step; null to follow the code. */
  cadenciaDias: number | null;
  inicio: string;
  ativo: boolean;
  ultimaExecucao: string | null;
}

/** `POST /api/fs/planos`. */
export interface CreatePlanRequest {
  equipamentoId: string;
  periodicidade: string;
  cadenciaDias?: number | null;
  inicio: string;
}

/** `PATCH /api/fs/planos/:id`: what changes. */
export interface UpdatePlanRequest {
  periodicidade?: string;
  cadenciaDias?: number | null;
  inicio?: string;
  ativo?: boolean;
}

/** `POST /api/fs/planos/:id/execucoes`. */
export interface RecordExecutionRequest {
  data: string;
  ordemServicoId?: string;
}

/** A service order as the read API shows it; only what the execution form uses. */
export interface ServiceOrderRecord {
  id: string;
  codigo: string;
  tipo: string;
  status: string | null;
  /** ISO instant. */
  abertura: string;
}
