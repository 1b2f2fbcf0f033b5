/*
 * The refrigerant gas log and its annual report: the wire types live in
 * @campo/contracts, shared with the server; the fluid screens import them from here.
 */
export type {
  CreateFluidCylinderRequest,
  CylinderPurpose,
  FluidCylinder,
  FluidCylinderSection,
  FluidDestination,
  CorrectFluidEventRequest,
  CreateFluidEventRequest,
  FluidAuditEntry,
  FluidEventKind,
  FluidEventView,
  FluidReport,
  FluidReportLine,
  FluidSettings,
  FluidTotals,
  GasChange,
  GasChangeRequest,
  LeakRate,
  LeakRepair,
  LeakRepairRequest,
  RefrigerantGas,
} from '@campo/contracts';

export interface FluidReportQuery {
  ano: number;
  setor?: string;
  tipoGas?: string;
  /** One client's (or one contract's) equipment; absent: the whole company. */
  clienteId?: string;
  contratoId?: string;
}

export interface FluidEventQuery extends FluidReportQuery {
  pagina: number;
}

/** An equipment as the read API shows it; only what the event form uses. */
export interface EquipmentRecord {
  id: string;
  codigo: string;
  contrato: string;
  setor: string | null;
  descricao: string | null;
  tipoGas: string | null;
  cargaGasKg: number | null;
}
