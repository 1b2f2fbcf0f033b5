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

/** An analysis as listed. */
export interface IndoorAirAnalysisSummary {
  id: string;
  contratoId: string;
  contrato: string;
  ambienteId: string | null;
  ambiente: string | null;
  laboratorio: string;
  dataColeta: string;
  laudoNumero: string | null;
  resultado: 'CONFORME' | 'NAO_CONFORME';
  /** Names of the failing checks. */
  reprovados: string[];
  arquivoId: string | null;
}

export interface IndoorAirAnalysis extends IndoorAirAnalysisSummary {
  observacao: string | null;
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
  situacao: 'EM_DIA' | 'VENCENDO' | 'ATRASADA' | 'SEM_ANALISE';
  /** The latest analysis of some room failed. */
  reprovada: boolean;
}

/** Body of `POST /api/fs/qualidade-ar/analises` (multipart: these fields, `valores` as JSON, and `laudo`). */
export interface CreateIndoorAirAnalysisRequest {
  contratoId: string;
  ambienteId?: string | null;
  laboratorio: string;
  dataColeta: string;
  laudoNumero?: string | null;
  observacao?: string | null;
  valores: IndoorAirValue[];
}
