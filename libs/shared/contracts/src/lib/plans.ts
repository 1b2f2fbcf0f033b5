/**
 * Wire types of the maintenance plans and their preventive executions (`/api/fs/planos`).
 * Dates are `YYYY-MM-DD`.
 *
 * @deprecated The API is retired (issue 43): a unit's plan is its activities
 * (`activity-plans.ts`: `UnitPlan`, `UpdateUnitPlanRequest`, `RecordActivityExecutionRequest`).
 * These stay exported only while the admin's plan screens still import them.
 */
import type { Periodicity } from './periodicity';

/** One plan of one equipment. */
export interface MaintenancePlan {
  id: string;
  equipamentoId: string;
  equipamentoCodigo: string;
  periodicidade: Periodicity;
  /** A cadence in days that replaces the code's step; null to follow the code. */
  cadenciaDias: number | null;
  inicio: string;
  ativo: boolean;
  ultimaExecucao: string | null;
}

/** `POST /api/fs/planos`. */
export interface CreatePlanRequest {
  equipamentoId: string;
  periodicidade: Periodicity;
  cadenciaDias?: number | null;
  inicio: string;
}

/** `PATCH /api/fs/planos/:id`: what changes. */
export interface UpdatePlanRequest {
  periodicidade?: Periodicity;
  cadenciaDias?: number | null;
  inicio?: string;
  ativo?: boolean;
}

/** `POST /api/fs/planos/:id/execucoes`. */
export interface RecordExecutionRequest {
  data: string;
  ordemServicoId?: string;
}
