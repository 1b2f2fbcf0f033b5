/** Who an ADMIN looks for (LGPD art. 18): exactly one of a user's id, an e-mail or a phone. */
export interface DataSubjectQuery {
  usuarioId?: string;
  email?: string;
  telefone?: string;
}

/** The rows of one table that are about the person, as stored (secrets and binary contents left out). */
export interface PersonalDataTable {
  tabela: string;
  linhas: Array<Record<string, unknown>>;
  /** True when more rows matched than the export carries. */
  truncado: boolean;
}

/** One category of the record of processing, with what it holds about the person. */
export interface PersonalDataCategory {
  codigo: string;
  titulo: string;
  finalidade: string;
  baseLegal: string;
  tabelas: PersonalDataTable[];
}

/** Everything the database holds about one person (`GET /api/admin/titulares/dados`). */
export interface PersonalDataExport {
  titular: DataSubjectQuery;
  geradoEm: string;
  categorias: PersonalDataCategory[];
  /** pt-BR: what the export does not carry and why (password hashes, file bytes). */
  observacoes: string[];
}

/** Where a person asked from. */
export type DataSubjectRequestOrigin = 'PORTAL' | 'ACOMPANHAMENTO';

/** A person's request about their own data, as the ADMIN lists it (`GET /api/admin/titulares/pedidos`). */
export interface DataSubjectRequestView {
  id: string;
  origem: DataSubjectRequestOrigin;
  /** The portal user's id, or the tracking code of the service request. */
  referencia: string;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  pedido: string;
  criadoEm: string;
  /** 15 days after it was made (LGPD art. 19, II). */
  prazoEm: string;
  atendidoEm: string | null;
  resposta: string | null;
}

/** What a person sends from the portal or the tracking page. */
export interface OpenDataSubjectRequest {
  pedido: string;
}

/** What the person is told: the request was received, and by when it is answered. */
export interface DataSubjectRequestReceipt {
  prazoEm: string;
}

/** `POST /api/admin/titulares/pedidos/:id/atender`. */
export interface AnswerDataSubjectRequest {
  resposta: string;
}

/** What an erasure did, or would do, in one category. */
export type ErasureOutcome = 'EXCLUIDO' | 'ANONIMIZADO' | 'MANTIDO';

/** One category of an erasure: how many rows about the person, and what happened to them. */
export interface ErasureCategory {
  codigo: string;
  titulo: string;
  resultado: ErasureOutcome;
  quantidade: number;
  /** pt-BR: what stays and the legal reason (LGPD art. 16 and art. 7º, VI). */
  mantem: string | null;
}

/**
 * `GET /api/admin/titulares/eliminacao?…` (what would happen, nothing changed) and
 * `POST /api/admin/titulares/eliminacao` (done, and audited).
 */
export interface ErasureReport {
  titular: DataSubjectQuery;
  executada: boolean;
  categorias: ErasureCategory[];
}
