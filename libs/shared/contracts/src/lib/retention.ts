/** What the daily job does at the end of a category's term. */
export type RetentionAction = 'EXCLUIR' | 'ANONIMIZAR';

/** One category's retention term for the caller's company (`GET /api/admin/retencao`). */
export interface RetentionTermView {
  codigo: string;
  titulo: string;
  /** The term in force: the company's own, or the record's default. `null`: kept while the thing exists. */
  dias: number | null;
  padraoDias: number | null;
  minimoDias: number | null;
  maximoDias: number | null;
  /** True when the ADMIN may change it (the bounds differ). */
  editavel: boolean;
  /** True when the company set its own term. */
  personalizado: boolean;
  contaDe: string;
  acao: RetentionAction;
  mantem: string | null;
  /** True when the daily job has a handler for this category; false: kept until it has. */
  aplicadoPelaRotina: boolean;
}

/** `PUT /api/admin/retencao/:codigo`: a term in days, or `null` to go back to the default. */
export interface SetRetentionTermRequest {
  dias: number | null;
}

/** One run of the daily job for the caller's company. */
export interface RetentionRunView {
  dia: string;
  executadoEm: string;
  /** Rows deleted or anonymised, per category code (zero entries left out). */
  afetados: Record<string, number>;
}

/** A legal hold on a client (or one of its contracts): the retention job deletes and anonymises nothing of it. */
export interface LegalHoldView {
  id: string;
  clienteId: string;
  clienteNome: string;
  contratoId: string | null;
  contratoCodigo: string | null;
  motivo: string;
  criadoEm: string;
  criadoPor: string | null;
  liberadoEm: string | null;
}

/** `POST /api/fs/retencao/bloqueios`. */
export interface CreateLegalHoldRequest {
  clienteId: string;
  contratoId?: string | null;
  motivo: string;
}
