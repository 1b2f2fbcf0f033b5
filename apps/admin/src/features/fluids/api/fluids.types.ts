/*
 * The refrigerant gas log and its annual report. These mirror the server's
 * views (libs/api/field-service fluid/); they belong in @campo/contracts once
 * the server exports them from there. The log's list, manual entry, correction,
 * deletion and audit trail follow the contract agreed while those endpoints are
 * being built.
 */

export type FluidEventKind = 'RECARGA' | 'RETIRADA' | 'VAZAMENTO';

export interface RefrigerantGas {
  codigo: string;
  /** Global warming potential, 100 years. */
  gwp: number;
  fonte: string;
}

export interface FluidTotals {
  recargaKg: number;
  retiradaKg: number;
  vazamentoKg: number;
  /** Recharged kg × GWP ÷ 1000. */
  tco2e: number;
}

export interface FluidReportLine {
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  /** kg per month, January first. */
  meses: number[];
  totalKg: number;
}

export interface LeakRate {
  equipamentoId: string;
  codigo: string;
  setor: string;
  tipoGas: string;
  cargaKg: number;
  recargas: Array<{
    data: string;
    kg: number;
    diasDesdeAnterior: number;
    taxaAnualPercentual: number;
  }>;
  maiorTaxaPercentual: number;
  acimaDoLimite: boolean;
}

export interface FluidReport {
  ano: number;
  filtros: { setor: string | null; tipoGas: string | null };
  gases: RefrigerantGas[];
  linhas: FluidReportLine[];
  totais: {
    porSetor: Array<FluidTotals & { setor: string }>;
    porGas: Array<FluidTotals & { tipoGas: string }>;
    geral: FluidTotals;
  };
  taxasDeVazamento: LeakRate[];
  limiteTaxaPercentual: number;
  formulas: Record<string, string>;
}

export interface FluidReportQuery {
  ano: number;
  setor?: string;
  tipoGas?: string;
}

/** One event of the log. */
export interface FluidEventView {
  id: string;
  ordemServicoId: string | null;
  ordemServicoCodigo: string | null;
  equipamentoId: string | null;
  equipamentoCodigo: string | null;
  /** Copied from the equipment when the event was recorded. */
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  quantidadeKg: number;
  /** `YYYY-MM-DD`. */
  dataEvento: string;
  registradoEm: string;
  /** Who recorded it. */
  registradoPor: string | null;
}

export interface FluidEventQuery extends FluidReportQuery {
  pagina: number;
}

/** `POST /api/fs/fluidos`: an event recorded by hand (the id is generated here, so a resend is harmless). */
export interface CreateFluidEventRequest {
  id: string;
  equipamentoId: string;
  ordemServicoId?: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  quantidadeKg: number;
  dataEvento: string;
}

/** `PATCH /api/fs/fluidos/:id`: the fields that change, and why. */
export interface CorrectFluidEventRequest {
  tipoGas?: string;
  tipoEvento?: FluidEventKind;
  quantidadeKg?: number;
  dataEvento?: string;
  motivo: string;
}

export interface FluidAuditEntry {
  acao: 'CRIADO' | 'CORRIGIDO' | 'EXCLUIDO';
  usuario: string | null;
  em: string;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
  motivo: string | null;
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
