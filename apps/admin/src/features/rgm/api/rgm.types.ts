import type { RgmState } from '@campo/contracts';

/*
 * The RGM as the API answers it. These mirror the server's `RgmView` and
 * `RgmSnapshot` (libs/api/field-service rgm/); they belong in @campo/contracts
 * next to `RgmState` once the server exports them from there.
 */

/** The figures computed for the whole scope and, in a consolidated RGM, per contract. */
export interface RgmFigures {
  chamados: number;
  corretivos: number;
  mttrHoras: number | null;
  restabelecimentoHoras: number | null;
  slaPercentual: number | null;
  ordensComMeta: number;
  ordensNoPrazo: number;
  km: number;
}

export interface RgmEquipmentRow {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  chamados: number;
  corretivos: number;
  mttrHoras: number | null;
  restabelecimentoHoras: number | null;
  recorrente: boolean;
}

export interface RgmTechnicianRow {
  tecnicoId: string;
  nome: string;
  ordensAtendidas: number;
  execucaoMediaHoras: number | null;
  slaPercentual: number | null;
  km: number;
}

export type RgmContractRow = RgmFigures & {
  contratoId: string;
  codigo: string;
  cliente: string | null;
};

/** The frozen content of an RGM. */
export interface RgmSnapshot {
  versaoFormulas: number;
  calculadoEm: string;
  periodo: { inicio: string; fim: string; fusoHorario: string };
  escopo: {
    consolidado: boolean;
    contrato: { id: string; codigo: string; cliente: string | null } | null;
  };
  parametros: { recorrencia: { ocorrencias: number; dias: number } };
  resumo: RgmFigures;
  porEquipamento: RgmEquipmentRow[];
  porTecnico: RgmTechnicianRow[];
  porContrato: RgmContractRow[] | null;
  checklist: Array<{ item: string; naoConformes: number; respostas: number }>;
  causasRaiz: Array<{ causa: string; ocorrencias: number }>;
  formulas: Record<string, string>;
}

export type RgmOrigin = 'manual' | 'automatico';

/** One line of the RGM list. */
export interface RgmSummary {
  id: string;
  estado: RgmState;
  origem: RgmOrigin;
  contratoId: string | null;
  consolidado: boolean;
  /** `YYYY-MM-DD`, inclusive. */
  inicio: string;
  fim: string;
  calculadoEm: string;
  liberadoEm: string | null;
  /** The name of who released it. */
  liberadoPor: string | null;
  enviadoEm: string | null;
}

export interface RgmEvent {
  acao: string;
  /** The user's name; null for the automatic closing. */
  usuario: string | null;
  em: string;
}

export interface RgmView extends RgmSummary {
  snapshot: RgmSnapshot;
  eventos: RgmEvent[];
}

/** The workflow actions, each a `POST /api/fs/rgm/:id/<action>`. */
export type RgmAction = 'recalcular' | 'liberar' | 'enviar' | 'reabrir';

/** A contract as the read API (`/api/dados/contrato`) shows it; only what the RGM screens use. */
export interface ContractRecord {
  id: string;
  codigo: string;
  /** The client's code. */
  cliente: string;
  descricao: string | null;
  diaFechamentoRgm: number | null;
  /** Recipients, comma-separated (as ingested). */
  emailsRgm: string | null;
}

/** A client as the read API shows it. */
export interface ClientRecord {
  id: string;
  codigo: string;
  nome: string;
}

/** `PATCH /api/fs/contratos/:id/rgm`. */
export interface ContractRgmSettingsInput {
  diaFechamentoRgm: number | null;
  emailsRgm: string[];
}

export interface ContractRgmSettings extends ContractRgmSettingsInput {
  id: string;
  codigo: string;
}
