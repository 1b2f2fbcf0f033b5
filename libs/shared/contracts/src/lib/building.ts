import { formatCnpj } from './brazil-documents';
import type { CareArea } from './care-areas';
/**
 * Wire types of the building a contract serves (issue #30): its site address, its rooms
 * (ambientes climatizados) and their indoor-air analyses (ABNT NBR 17037:2023).
 */

/** A contract's site address: the contract's own (its building), else its client's. */
export interface SiteAddress {
  /** Building name (`contrato.edificio`), null when not known. */
  edificio: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
  /** Whose address it is: the contract's building, the client's, or none known. */
  origem: 'contrato' | 'cliente' | null;
}

/** A room of a contract, with how many units are assigned to it. */
export interface Room {
  id: string;
  codigo: string;
  nome: string;
  atividade: string | null;
  areaM2: number | null;
  ocupantesFixos: number | null;
  ocupantesFlutuantes: number | null;
  /** Thermal load in kW of refrigeration. */
  cargaTermicaKw: number | null;
  vazaoArExteriorM3h: number | null;
  equipamentos: number;
  /** The room's care area (ABNT NBR 7256:2021 class and parameters), or null: not a care area. */
  areaSaude: CareArea | null;
}

/** `POST /api/fs/contratos/:id/ambientes/dos-setores`: what the first-use creation made. */
export interface RoomsFromSectorsResult {
  criados: number;
  equipamentosAtribuidos: number;
  ambientes: Room[];
}

/** How a reference value is compared with the measured ones. */
export type IndoorAirComparison = 'FAIXA' | 'MAXIMO' | 'DIFERENCA_MAXIMA' | 'RAZAO_MAXIMA';

/** The quantities a laboratory measures, indoors (and outdoors, for CO₂ and fungi). */
export const INDOOR_AIR_QUANTITIES = [
  'TEMPERATURA',
  'UMIDADE_RELATIVA',
  'VELOCIDADE_AR',
  'CO2',
  'PM2_5',
  'PM10',
  'FUNGOS',
] as const;
export type IndoorAirQuantity = (typeof INDOOR_AIR_QUANTITIES)[number];

/** One NBR 17037 reference check, with its source. */
export interface IndoorAirReference {
  codigo: string;
  grandeza: IndoorAirQuantity;
  nome: string;
  unidade: string;
  comparacao: IndoorAirComparison;
  minimo: number | null;
  maximo: number | null;
  aplicacao: string;
  fonte: string;
}

export type IndoorAirVerdict = 'CONFORME' | 'NAO_CONFORME' | 'NAO_MEDIDO' | 'SEM_EXTERIOR';

/** One reference check applied to an analysis' values. */
export interface IndoorAirJudgement {
  codigo: string;
  nome: string;
  unidade: string;
  /** The limit as people read it (`21 a 26`, `≤ 700 acima do exterior`). */
  limite: string;
  interno: number | null;
  externo: number | null;
  /** The value compared with the limit (the difference or the ratio for those checks). */
  apurado: number | null;
  situacao: IndoorAirVerdict;
}

export interface IndoorAirValue {
  grandeza: IndoorAirQuantity;
  interno: number;
  externo: number | null;
}

/**
 * Who issued an analysis' report (ABNT NBR 17037:2023 asks for an accredited lab): its
 * CNPJ (14 digits), its ISO/IEC 17025 accreditation, and the professional who answers
 * for the report. Kept on the analysis (one report per analysis), so results per
 * sampling point can later be added to the analysis without moving the lab.
 */
export interface IndoorAirLabIdentity {
  laboratorio: string;
  laboratorioCnpj: string | null;
  /** The ISO/IEC 17025 accreditation number (Cgcre/Inmetro: `CRL 1234`), or null. */
  laboratorioAcreditacao: string | null;
  laboratorioResponsavel: string | null;
  /** The responsible's council registration (`CRQ-SP 04123456`, `CRBio 12345/01-D`), or null. */
  laboratorioResponsavelRegistro: string | null;
}

/** One PDF of the lab's report attached to an analysis (appended to the PMOC's PDF). */
export interface IndoorAirReportFile {
  id: string;
  tamanhoBytes: number;
  sha256: string;
  criadoEm: string;
}

/** Most PDFs one analysis keeps, and the pages of each, so the PMOC's PDF stays printable. */
export const INDOOR_AIR_REPORT_MAX_FILES = 5;
export const INDOOR_AIR_REPORT_MAX_PAGES = 60;

/** An analysis as listed. */
export interface IndoorAirAnalysisSummary extends IndoorAirLabIdentity {
  id: string;
  contratoId: string;
  contrato: string;
  ambienteId: string | null;
  ambiente: string | null;
  dataColeta: string;
  laudoNumero: string | null;
  resultado: 'CONFORME' | 'NAO_CONFORME';
  /** Names of the failing checks. */
  reprovados: string[];
  /** The first PDF attached (the one sent with the analysis), or null. */
  arquivoId: string | null;
  /** Fungal genera the lab identified (`Aspergillus`, `Penicillium`); empty: none stated. */
  generosFungos: string[];
}

export interface IndoorAirAnalysis extends IndoorAirAnalysisSummary {
  observacao: string | null;
  /** Every PDF of the lab's report, oldest first. */
  laudos: IndoorAirReportFile[];
  valores: IndoorAirValue[];
  julgamento: IndoorAirJudgement[];
  criadoEm: string;
}

/** A contract's analysis schedule: the last sampling date and the next due one. */
export interface IndoorAirSchedule {
  contratoId: string;
  contrato: string;
  intervaloMeses: number;
  ultimaColeta: string | null;
  /** Next due date (`YYYY-MM-DD`); null when there is none yet (no analysis: due now). */
  proxima: string | null;
  situacao: IndoorAirStanding;
  /** The latest analysis of some room failed. */
  reprovada: boolean;
  /** Until when the failed rooms are to be re-tested (the earliest failed sampling + INDOOR_AIR_RETEST_DAYS); null: none failed. */
  retesteAte: string | null;
  /** The contract's rooms never analysed (codes): each reads "pendente", never "em dia". */
  ambientesPendentes: string[];
}

/**
 * A contract's indoor-air standing, most serious first: a room's latest analysis failed
 * (until a re-test of that room passes), no analysis at all, the next analysis overdue,
 * due within 30 days, a room never analysed (the contract is then never "em dia"), in
 * order.
 */
export const INDOOR_AIR_STANDINGS = [
  'NAO_CONFORME',
  'SEM_ANALISE',
  'ATRASADA',
  'VENCENDO',
  'PENDENTE',
  'EM_DIA',
] as const;
export type IndoorAirStanding = (typeof INDOOR_AIR_STANDINGS)[number];

/** How the standing reads, on the admin screen, in the portal and in the PMOC alike. */
export const INDOOR_AIR_STANDING_LABELS: Record<IndoorAirStanding, string> = {
  NAO_CONFORME: 'Não conforme',
  ATRASADA: 'Atrasada',
  PENDENTE: 'Pendente',
  SEM_ANALISE: 'Pendente (sem análise)',
  VENCENDO: 'Vence em até 30 dias',
  EM_DIA: 'Em dia',
};

/** Days, from a failed sampling, within which the room is to be re-tested. */
export const INDOOR_AIR_RETEST_DAYS = 30;
/** How many days ahead an analysis counts as due soon. */
export const INDOOR_AIR_DUE_SOON_DAYS = 30;

const addDaysIso = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The contract's standing on `today` (`YYYY-MM-DD`), by INDOOR_AIR_STANDINGS' order. */
export function indoorAirStanding(
  schedule: Pick<IndoorAirSchedule, 'proxima' | 'reprovada' | 'ambientesPendentes'>,
  today: string,
): IndoorAirStanding {
  if (schedule.reprovada) return 'NAO_CONFORME';
  if (!schedule.proxima) return 'SEM_ANALISE';
  if (schedule.proxima < today) return 'ATRASADA';
  if (schedule.proxima <= addDaysIso(today, INDOOR_AIR_DUE_SOON_DAYS)) return 'VENCENDO';
  return schedule.ambientesPendentes.length > 0 ? 'PENDENTE' : 'EM_DIA';
}

/** The re-test's deadline for a failed sampling on `day`. */
export function indoorAirRetestDate(day: string): string {
  return addDaysIso(day, INDOOR_AIR_RETEST_DAYS);
}

/**
 * The standing in one line, with what it asks for ("Não conforme — reteste até
 * 15/01/2027"; "Pendente — sem análise: AMB-02, AMB-03"): the screens and the PMOC print this.
 */
export function indoorAirStandingText(
  schedule: Pick<IndoorAirSchedule, 'situacao' | 'retesteAte' | 'ambientesPendentes'>,
): string {
  const label = INDOOR_AIR_STANDING_LABELS[schedule.situacao];
  const parts = [
    schedule.situacao === 'NAO_CONFORME' && schedule.retesteAte
      ? `reteste até ${schedule.retesteAte.split('-').reverse().join('/')}`
      : '',
    schedule.ambientesPendentes.length > 0
      ? `sem análise: ${schedule.ambientesPendentes.join(', ')}`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${label} — ${parts.join('; ')}` : label;
}

/** Body of `POST /api/fs/qualidade-ar/analises` (multipart: these fields, `valores` and `generosFungos` as JSON, and `laudo`). */
export interface CreateIndoorAirAnalysisRequest extends Partial<
  Omit<IndoorAirLabIdentity, 'laboratorio'>
> {
  contratoId: string;
  ambienteId?: string | null;
  laboratorio: string;
  dataColeta: string;
  laudoNumero?: string | null;
  observacao?: string | null;
  generosFungos?: string[];
  valores: IndoorAirValue[];
}

/** Body of `PATCH /api/fs/qualidade-ar/analises/:id`: the report's identity; an omitted field stays. */
export interface UpdateIndoorAirAnalysisRequest {
  laboratorio?: string;
  laboratorioCnpj?: string | null;
  laboratorioAcreditacao?: string | null;
  laboratorioResponsavel?: string | null;
  laboratorioResponsavelRegistro?: string | null;
  laudoNumero?: string | null;
  generosFungos?: string[];
}

/** The lab in one line, as the PMOC and the screens print it: `Conforlab (CNPJ 11.222.333/0001-81)`. */
export function labIdentityText(lab: IndoorAirLabIdentity): string {
  const facts = [
    lab.laboratorioCnpj ? `CNPJ ${formatCnpj(lab.laboratorioCnpj)}` : null,
    lab.laboratorioAcreditacao ? `ISO/IEC 17025 nº ${lab.laboratorioAcreditacao}` : null,
  ].filter(Boolean);
  return facts.length > 0 ? `${lab.laboratorio} (${facts.join('; ')})` : lab.laboratorio;
}
