import type { FluidCylinderSection } from './fluid-cylinder';
import { formatDay } from './report-format';

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
export const FLUID_FLAGS = [
  'ACIMA_DA_CARGA',
  'FORA_DO_ATENDIMENTO',
  'DUPLICATA_PROVAVEL',
  'GAS_A_CONFIRMAR',
  'ACIMA_DO_SALDO_DO_CILINDRO',
] as const;
export type FluidFlagCode = (typeof FLUID_FLAGS)[number];
export const FLUID_FLAG_LABELS: Record<FluidFlagCode, string> = {
  ACIMA_DA_CARGA: 'Acima da carga nominal',
  FORA_DO_ATENDIMENTO: 'Fora do período da ordem',
  DUPLICATA_PROVAVEL: 'Provável duplicata',
  GAS_A_CONFIRMAR: 'Gás do equipamento declarado pelo técnico, a confirmar',
  ACIMA_DO_SALDO_DO_CILINDRO: 'Recarga acima do saldo do cilindro',
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
  /**
   * The leak flag: null when never above the limit; AGUARDA_REPARO until a leak test and
   * repair is recorded on or after the last recharge above it; REPARADO then.
   */
  sinalVazamento: null | {
    situacao: 'AGUARDA_REPARO' | 'REPARADO';
    /** The last recharge above the limit, and the order it was recorded on. */
    desde: string;
    ordemCodigo: string | null;
    reparo: LeakRepair | null;
  };
}

/** A leak flag in words, the same on screen and on paper. */
export function leakFlagText(flag: NonNullable<LeakRate['sinalVazamento']>): string {
  const found = `recarga acima do indicador em ${formatDay(flag.desde)}${flag.ordemCodigo ? `, ordem ${flag.ordemCodigo}` : ''}`;
  if (!flag.reparo)
    return `Aguarda teste de estanqueidade e reparo: ${found}; registre-os na ordem que encontrou o vazamento ou em uma corretiva.`;
  const order = flag.reparo.ordemCodigo ? `, ordem ${flag.reparo.ordemCodigo}` : '';
  return `Reparado em ${formatDay(flag.reparo.data)}${order}: teste de estanqueidade: ${flag.reparo.testeEstanqueidade}; reparo: ${flag.reparo.reparo}.`;
}

/** `POST /api/fs/fluidos/equipamentos/:id/reparos`: a unit's leak test and repair. */
export interface LeakRepairRequest {
  id: string;
  /** `YYYY-MM-DD`. */
  data: string;
  /** The order the repair was done on: the one that found the leak, or a corrective for it. */
  ordemServicoId?: string;
  testeEstanqueidade: string;
  reparo: string;
}

export interface LeakRepair {
  id: string;
  equipamentoId: string;
  data: string;
  ordemServicoId: string | null;
  ordemCodigo: string | null;
  testeEstanqueidade: string;
  reparo: string;
  registradoPor: string | null;
}

/** HCFCs (R-22) apart: kg, ODP-weighted kg and, for information only, tCO2e (not in the HFC total). */
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
  /**
   * Where the gas went: the latest destination of its recovery cylinder (up to the year's
   * end) when it has one, else what the event says; null: recorded before destinations were asked.
   */
  destino: RecoveryDestination | null;
  /** The recovery cylinder's identification (picked), or the free text of older events. */
  cilindro: string | null;
  /** The destination's certificate number, or the event's. */
  certificado: string | null;
}

/** An event of the report's scope waiting for a supervisor's review: outside the totals until closed. */
export interface PendingFluidEvent {
  id: string;
  dataEvento: string;
  equipamentoCodigo: string | null;
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  quantidadeKg: number;
  sinais: FluidFlag[];
}

/**
 * One client and gas in the year: the installed charge (the units' nominal charges), what
 * was charged, recovered and sent to a destination off site, and the balance charged −
 * recovered. Emissions come from the balance (BALANCO_DE_MASSA) when every unit has a
 * nominal charge and the balance is not negative; otherwise from the recharges (RECARGAS),
 * and `motivo` says why.
 */
export interface MassBalanceLine {
  clienteId: string | null;
  cliente: string;
  tipoGas: string;
  categoria: GasCategory;
  unidades: number;
  /** Units of this client and gas without a nominal charge. */
  unidadesSemCarga: number;
  instaladoKg: number;
  carregadoKg: number;
  recolhidoKg: number;
  /**
   * Recovered gas sent to regeneration or destruction (reuse on site stays in the balance),
   * by the recovery's destination as `RecoveryLine.destino` reads it.
   */
  destinadoKg: number;
  balancoKg: number;
  metodo: 'BALANCO_DE_MASSA' | 'RECARGAS';
  motivo: string | null;
  emissaoKg: number;
  /** emissaoKg × GWP ÷ 1000; for an HCFC informative only (outside the total). */
  tco2e: number;
  /** emissaoKg ÷ instaladoKg × 100, when the installed charge is known. */
  taxaEmissaoPercentual: number | null;
}

export const MASS_BALANCE_METHOD_LABELS: Record<MassBalanceLine['metodo'], string> = {
  BALANCO_DE_MASSA: 'Balanço de massa',
  RECARGAS: 'Recargas',
};

/** A unit on an HCFC (R-22): in the phase-out, listed for replacement planning. */
export interface HcfcUnit {
  equipamentoId: string;
  codigo: string;
  cliente: string;
  setor: string;
  tipoGas: string;
  cargaKg: number | null;
  nota: string;
}

/** The replacement note of every HCFC unit, in the report and the RGM's pending items. */
export const HCFC_REPLACEMENT_NOTE =
  'HCFC em eliminação no Brasil (PBH, Portaria MMA nº 212/2012; importação limitada pela ' +
  'IN Ibama nº 20/2022): planejar a substituição ou a conversão para um fluido sem ODP e de ' +
  'baixo GWP; até lá, recolher e regenerar o gás em toda intervenção (ABNT NBR 15960:2021).';

/** The company's CTF/APP number as the report states it, on screen and on paper. */
export function ctfAppStatement(ctfApp: string | null): string {
  return ctfApp
    ? `CTF/APP (Ibama) nº ${ctfApp}`
    : 'CTF/APP (Ibama): número não informado nos parâmetros da empresa';
}

/** Where the report still leans on foreign references, and for what only. */
export const FOREIGN_REFERENCES_NOTE =
  'GWP do IPCC, método do balanço de massa (GHG Protocol) e método da taxa de vazamento (EPA) ' +
  'são referências estrangeiras, usadas só como fonte de valores e de método.';

/** A Brazilian rule cited by the refrigerant report, and where it was checked. */
export interface RefrigerantRule {
  norma: string;
  assunto: string;
  verificadoEm: string;
}

/**
 * The Brazilian framework of the refrigerant log, each rule with its number and year, as
 * checked on the source named (docs/registro-de-fluidos.md says how). The report on screen,
 * its PDF and the docs read this list.
 */
export const REFRIGERANT_RULES: RefrigerantRule[] = [
  {
    norma: 'Decreto nº 99.280/1990',
    assunto:
      'Promulga a Convenção de Viena e o Protocolo de Montreal (substâncias que destroem a camada de ozônio).',
    verificadoEm:
      'Considerandos da IN Ibama nº 20/2022 e da IN Ibama nº 4/2018 (lex.com.br; myindaia.com.br).',
  },
  {
    norma: 'Decreto nº 11.666/2023',
    assunto:
      'Promulga a Emenda de Kigali (redução escalonada dos HFCs: congelamento em 2024; −10 % em 2029 até −80 % em 2045).',
    verificadoEm:
      'Texto do decreto (lex.com.br; vlex.com.br, DOU 25/08/2023) e página da Emenda de Kigali no gov.br/mma.',
  },
  {
    norma: 'Portaria MMA nº 212/2012',
    assunto:
      'Institui o Programa Brasileiro de Eliminação dos HCFCs (PBH); Etapa III até 2030, com eliminação do consumo em 2040.',
    verificadoEm: 'Preâmbulo da IN Ibama nº 20/2022 (lex.com.br) e página do PBH no gov.br/mma.',
  },
  {
    norma: 'IN Ibama nº 20/2022',
    assunto:
      'Controle da importação de HCFCs e misturas com HCFC: cotas e limites anuais em toneladas PDO.',
    verificadoEm: 'Texto publicado no DOU de 20/12/2022 (lex.com.br) e nota de omniaonline.com.br.',
  },
  {
    norma: 'IN Ibama nº 29/2023',
    assunto: 'Controle da importação de HFCs e misturas com HFC, em aplicação da Emenda de Kigali.',
    verificadoEm:
      'Página da Emenda de Kigali no gov.br/mma e comunicado do Ibama de 19/11/2024 (gov.br/ibama).',
  },
  {
    norma: 'Lei nº 6.938/1981, art. 17, II',
    assunto: 'Cria o Cadastro Técnico Federal de Atividades Potencialmente Poluidoras (CTF/APP).',
    verificadoEm: 'Preâmbulo da IN Ibama nº 13/2021 (saesadvogados.com.br).',
  },
  {
    norma: 'IN Ibama nº 13/2021',
    assunto: 'Regulamenta a inscrição no CTF/APP (alterada pela IN Ibama nº 23/2025).',
    verificadoEm:
      'Texto da IN (saesadvogados.com.br) e texto da IN Ibama nº 23/2025 (legislacao.regoola.io).',
  },
  {
    norma: 'Resolução CONAMA nº 340/2003',
    assunto:
      'Cilindros e recolhimento de CFC-12, CFC-114, CFC-115, R-502 e halons; proíbe liberar essas substâncias. Não alcança HCFCs nem HFCs.',
    verificadoEm: 'Texto da resolução (direitoambiental.com, DOU 03/11/2003).',
  },
  {
    norma: 'ABNT NBR 15960:2021',
    assunto:
      'Fluidos refrigerantes — recolhimento, reciclagem e regeneração (3R) — procedimento (2ª edição, 28/06/2021).',
    verificadoEm: 'Folha de rosto da norma (scribd.com) e artigo de normas.com.br.',
  },
];

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
  /** How many events of the report's scope still wait for review (left out of every figure). */
  revisaoPendente: number;
  /** Those events, shown apart, oldest first. */
  emRevisao: PendingFluidEvent[];
  /** Installed charge and mass balance per client and gas (see `MassBalanceLine`). */
  balanco: { linhas: MassBalanceLine[]; tco2e: number };
  /** Every unit of the scope on an HCFC, with its charge and the replacement note. */
  hcfcEquipamentos: HcfcUnit[];
  /** The company's CTF/APP number (IBAMA), null when not registered in the settings. */
  ctfApp: string | null;
  /** Supply cylinders charged from in the year, and recovery cylinders with their destinations. */
  cilindros: FluidCylinderSection;
  /** The Brazilian rules the report follows, with number and year (`REFRIGERANT_RULES`). */
  marcoLegal: RefrigerantRule[];
  taxasDeVazamento: LeakRate[];
  limiteTaxaPercentual: number;
  formulas: Record<string, string>;
}

/** `GET/PUT /api/fs/fluidos/parametros`: the company's GWP set. */
export interface FluidSettings {
  conjuntoGwp: GwpSet;
  /** The company's number in IBAMA's federal technical register (CTF/APP); null: not registered. */
  ctfApp: string | null;
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
  /** The free-text cylinder of events recorded before cylinders were registered. */
  cilindro: string | null;
  certificado: string | null;
  /** The registered cylinder picked (supply for a recharge, recovery for a withdrawal). */
  cilindroId: string | null;
  cilindroIdentificacao: string | null;
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
  /** A registered cylinder: an active supply cylinder of the gas (recharge) or recovery cylinder (withdrawal). */
  cilindroId?: string;
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
  /** Older events only: the cylinder as free text. */
  cilindro?: string;
  certificado?: string;
  /** The registered cylinder picked. */
  cilindroId?: string;
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
  if (draft.tipoEvento === 'RETIRADA' && !draft.cilindroId) {
    // Without a registered cylinder (older records): the free text and the destination.
    if (!draft.destino) problems.destino = 'Informe o destino do gás recolhido.';
    if (!draft.cilindro?.trim())
      problems.cilindro = 'Escolha o cilindro de recolhimento ou informe o que recebeu o gás.';
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

/**
 * The gas catalogue's codes (table `gas_refrigerante`; a test keeps the two equal): what
 * an equipment's gas is stored as, whatever spelling the ERP or spreadsheet sent.
 */
export const REFRIGERANT_GAS_CODES = [
  'R-134a',
  'R-22',
  'R-290',
  'R-32',
  'R-404A',
  'R-407C',
  'R-410A',
] as const;

/** `r410a`, `R 410A`, `R-410A` are the same gas. */
export function gasKey(code: string) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
