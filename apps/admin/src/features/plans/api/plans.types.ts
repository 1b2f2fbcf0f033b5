/*
 * Maintenance plans and their preventive executions: the wire types live in
 * @campo/contracts, shared with the server; the plan screens import them from here.
 */
export type {
  CreatePlanRequest,
  MaintenancePlan,
  RecordExecutionRequest,
  UpdatePlanRequest,
} from '@campo/contracts';

/** A service order as the read API shows it; only what the execution form uses. */
export interface ServiceOrderRecord {
  id: string;
  codigo: string;
  tipo: string;
  status: string | null;
  /** ISO instant. */
  abertura: string;
}
