/** Wire types of the refrigerant gas log (`/api/fs/fluidos`) and its annual report. */

export const FLUID_EVENT_KINDS = ['RECARGA', 'RETIRADA', 'VAZAMENTO'] as const;
export type FluidEventKind = (typeof FLUID_EVENT_KINDS)[number];

/** What each event kind reads as, on the screen, in the CSV and in the PDF. */
export const FLUID_EVENT_KIND_LABELS: Record<FluidEventKind, string> = {
  RECARGA: 'Recarga',
  RETIRADA: 'Retirada',
  VAZAMENTO: 'Vazamento',
};

/** The IPCC assessment whose 100-year GWPs the company reports with (a company setting; AR4 by default). */
export const GWP_SETS = ['AR4', 'AR5', 'AR6'] as const;
export type GwpSet = (typeof GWP_SETS)[number];
export const DEFAULT_GWP_SET: GwpSet = 'AR4';
export const GWP_SET_LABELS: Record<GwpSet, string> = {
  AR4: 'IPCC AR4 (2007), 100 anos',
  AR5: 'IPCC AR5 (2013), 100 anos',
  AR6: 'IPCC AR6 (2021), 100 anos',
};

/** HFC (F-gas, counted in tCO2e), HCFC (ozone-depleting, Montreal Protocol: reported apart), HC (hydrocarbon). */
export type GasCategory = 'HFC' | 'HCFC' | 'HC';

export interface RefrigerantGas {
  codigo: string;
  /** Global warming potential, 100 years, of the set asked for (AR4 when none). */
  gwp: number;
  fonte: string;
  categoria: GasCategory;
  /** Ozone-depleting potential (R-11 = 1). */
  odp: number;
  fonteOdp: string;
}

/** Why a stored event waits for a supervisor's review. */
export const FLUID_FLAGS = ['ACIMA_DA_CARGA', 'FORA_DO_ATENDIMENTO', 'DUPLICATA_PROVAVEL'] as const;
export type FluidFlagCode = (typeof FLUID_FLAGS)[number];
export const FLUID_FLAG_LABELS: Record<FluidFlagCode, string> = {
  ACIMA_DA_CARGA: 'Acima da carga nominal',
  FORA_DO_ATENDIMENTO: 'Fora do período da ordem',
  DUPLICATA_PROVAVEL: 'Provável duplicata',
};
export interface FluidFlag {
  codigo: FluidFlagCode;
  /** The reason in words, with the figures (pt-BR). */
  motivo: string;
}
/** PENDENTE: flagged, waiting; CONFIRMADO / CORRIGIDO / EXCLUIDO: what the supervisor did. */
export type FluidReviewState = 'PENDENTE' | 'CONFIRMADO' | 'CORRIGIDO' | 'EXCLUIDO';

/** Where recovered (withdrawn) gas went. */
export const RECOVERY_DESTINATIONS = ['REUTILIZADO_NO_LOCAL', 'REGENERACAO', 'DESTRUICAO'] as const;
export type RecoveryDestination = (typeof RECOVERY_DESTINATIONS)[number];
export const RECOVERY_DESTINATION_LABELS: Record<RecoveryDestination, string> = {
  REUTILIZADO_NO_LOCAL: 'Reutilizado no local',
  REGENERACAO: 'Enviado para regeneração',
  DESTRUICAO: 'Incineração / destruição',
};

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

/**
 * An equipment's leak rate by the EPA rolling-average method (40 CFR 82.152): at each
 * recharge, the kg added over the previous 365 days ÷ the full charge × 100.
 */
export interface LeakRate {
  equipamentoId: string;
  codigo: string;
  setor: string;
  tipoGas: string;
  cargaKg: number;
  recargas: Array<{
    data: string;
    kg: number;
    /** kg added in the 365 days ending on this recharge's date (this one included). */
    kg365Dias: number;
    taxaPercentual: number;
  }>;
  maiorTaxaPercentual: number;
  acimaDoLimite: boolean;
}

/** HCFCs apart: kg, ODP-weighted kg and, for information only, tCO2e (not in the HFC total). */
export interface HcfcTotals extends FluidTotals {
  tipoGas: string;
  odp: number;
  fonteOdp: string;
  /** Recharged kg × ODP (kg of R-11 equivalent). */
  odpKg: number;
}

/** A withdrawal with where the gas went. */
export interface RecoveryLine {
  id: string;
  dataEvento: string;
  equipamentoCodigo: string | null;
  setor: string;
  tipoGas: string;
  quantidadeKg: number;
  /** null: recorded before destinations were asked. */
  destino: RecoveryDestination | null;
  cilindro: string | null;
  certificado: string | null;
}

/** `GET /api/fs/fluidos/relatorio-anual`: kg per sector, gas, event kind and month; totals; tCO2e; leak rates. */
export interface FluidReport {
  ano: number;
  filtros: {
    setor: string | null;
    tipoGas: string | null;
    clienteId?: string | null;
    contratoId?: string | null;
    /** The client's name and the contract's code, when the report is filtered by them. */
    cliente?: string | null;
    contrato?: string | null;
  };
  /** The GWP set of the company, stated on the report. */
  conjuntoGwp: { codigo: GwpSet; rotulo: string };
  gases: RefrigerantGas[];
  linhas: FluidReportLine[];
  totais: {
    porSetor: Array<FluidTotals & { setor: string }>;
    porGas: Array<FluidTotals & { tipoGas: string; categoria: GasCategory }>;
    /** tCO2e of HFCs and HCs only: HCFCs are reported apart (`hcfc`). */
    geral: FluidTotals;
  };
  hcfc: { porGas: HcfcTotals[]; total: Omit<HcfcTotals, 'tipoGas' | 'odp' | 'fonteOdp'> };
  recuperacao: {
    eventos: RecoveryLine[];
    porDestino: Array<{ destino: RecoveryDestination | null; kg: number }>;
  };
  /** Events of the report's scope still waiting for review (counted in the figures). */
  revisaoPendente: number;
  taxasDeVazamento: LeakRate[];
  limiteTaxaPercentual: number;
  formulas: Record<string, string>;
}

/** `GET/PUT /api/fs/fluidos/parametros`: the company's GWP set. */
export interface FluidSettings {
  conjuntoGwp: GwpSet;
}

/** `POST /api/fs/fluidos/equipamentos/:id/troca-de-gas`: a retrofit (or the unit's gas registered for the first time). */
export interface GasChangeRequest {
  tipoGas: string;
  /** The new nominal charge, when it changes. */
  cargaGasKg?: number;
  /** `YYYY-MM-DD`: from this day on the equipment takes the new gas. */
  data: string;
  motivo: string;
}

/** One recorded change of an equipment's gas. */
export interface GasChange {
  id: string;
  equipamentoId: string;
  gasAnterior: string | null;
  gasNovo: string | null;
  cargaAnterior: number | null;
  cargaNova: number | null;
  data: string;
  /** TROCA: through the gas change (with a reason); CADASTRO: the register was edited (integration, editor). */
  origem: 'TROCA' | 'CADASTRO';
  motivo: string | null;
  usuario: string | null;
  em: string;
}

/** `POST /api/fs/fluidos/:id/confirmacao`: the supervisor confirms a flagged event as it is. */
export interface ConfirmFluidEventRequest {
  motivo: string;
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
  /** Why it was flagged at capture (empty: nothing to review). */
  sinais: FluidFlag[];
  revisao: FluidReviewState | null;
  /** Withdrawals: where the gas went, the cylinder and the certificate. */
  destino: RecoveryDestination | null;
  cilindro: string | null;
  certificado: string | null;
}

/** `POST /api/fs/fluidos`: an event recorded by hand (the id is generated by the client, so a resend is harmless). */
export interface CreateFluidEventRequest {
  id: string;
  equipamentoId: string;
  ordemServicoId?: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  quantidadeKg: number;
  dataEvento: string;
  destino?: RecoveryDestination;
  cilindro?: string;
  certificado?: string;
}

/** `PATCH /api/fs/fluidos/:id`: the fields that change, and why. */
export interface CorrectFluidEventRequest {
  tipoGas?: string;
  tipoEvento?: FluidEventKind;
  quantidadeKg?: number;
  dataEvento?: string;
  destino?: RecoveryDestination;
  cilindro?: string;
  certificado?: string;
  motivo: string;
}

export type FluidAuditAction = 'CRIADO' | 'CORRIGIDO' | 'EXCLUIDO' | 'CONFIRMADO';

/** One line of an event's audit trail (`GET /api/fs/fluidos/:id/auditoria`). */
export interface FluidAuditEntry {
  acao: FluidAuditAction;
  usuario: string | null;
  em: string;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
  motivo: string | null;
}

/** The editable fields of a gas event as typed in a form (admin log and technician app). */
export interface FluidEventDraft {
  tipoGas: string;
  tipoEvento: FluidEventKind;
  /** As typed: `1,5` or `1.5`. */
  quantidadeKg: string;
  /** `YYYY-MM-DD`. */
  dataEvento: string;
  /** Withdrawals only. */
  destino?: RecoveryDestination | '';
  cilindro?: string;
  certificado?: string;
}

/** A decimal typed with a comma or a point (`1,5`, `1.5`), or NaN when it is not one. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A typed quantity of gas in kg, or NaN. */
export const parseKg = parseDecimal;

/**
 * What is wrong with a draft, field by field, before it is sent (the server checks the
 * same and more). `today` is the company's `YYYY-MM-DD`: an event cannot be in the future.
 */
export function fluidDraftProblems(
  draft: FluidEventDraft,
  today: string,
): Partial<Record<keyof FluidEventDraft, string>> {
  const problems: Partial<Record<keyof FluidEventDraft, string>> = {};
  const kg = parseKg(draft.quantidadeKg);
  if (!draft.tipoGas) problems.tipoGas = 'Escolha o gás.';
  if (Number.isNaN(kg) || kg <= 0)
    problems.quantidadeKg = 'Informe a quantidade em kg, maior que zero.';
  else if (kg > 1000) problems.quantidadeKg = 'No máximo 1000 kg por evento.';
  else if (!/^\d+([.,]\d{1,3})?$/.test(draft.quantidadeKg.trim()))
    problems.quantidadeKg = 'Até 3 casas decimais.';
  if (!draft.dataEvento) problems.dataEvento = 'Informe a data do evento.';
  else if (draft.dataEvento > today) problems.dataEvento = 'A data não pode estar no futuro.';
  if (draft.tipoEvento === 'RETIRADA') {
    if (!draft.destino) problems.destino = 'Informe o destino do gás recolhido.';
    if (!draft.cilindro?.trim()) problems.cilindro = 'Informe o cilindro que recebeu o gás.';
  }
  return problems;
}

/**
 * The equipment's registered gas against the gas of an event, as the server compares them
 * (`R410A`, `r-410a` and `R-410A` are the same): `desconhecido` when the equipment has no
 * gas registered, `diferente` when they differ. The phone and the admin warn with it before
 * sending; the server refuses the same.
 */
export function gasMismatch(
  equipmentGas: string | null | undefined,
  eventGas: string,
): 'desconhecido' | 'diferente' | null {
  if (!equipmentGas?.trim()) return 'desconhecido';
  return gasKey(equipmentGas) === gasKey(eventGas) ? null : 'diferente';
}

/** `r410a`, `R 410A`, `R-410A` are the same gas. */
export function gasKey(code: string) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
