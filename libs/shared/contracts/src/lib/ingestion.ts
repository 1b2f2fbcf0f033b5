/** Wire types of the ingestion API (area A) and of its administration. */

export const INGESTION_MODES = ['UPSERT', 'INSERT'] as const;
export type IngestionMode = (typeof INGESTION_MODES)[number];

/** Most rows accepted in one request (`maxLinhasPorRequisicao`). */
export const MAX_ROWS_PER_REQUEST = 500;

export const IngestionErrorCode = {
  TOKEN_AUSENTE: 'TOKEN_AUSENTE',
  TOKEN_INVALIDO: 'TOKEN_INVALIDO',
  TOKEN_REVOGADO: 'TOKEN_REVOGADO',
  TOKEN_INATIVO: 'TOKEN_INATIVO',
  TOKEN_EXPIRADO: 'TOKEN_EXPIRADO',
  TOKEN_SEM_ESCOPO: 'TOKEN_SEM_ESCOPO',
  ENTIDADE_FORA_DO_ESCOPO: 'ENTIDADE_FORA_DO_ESCOPO',
  ENTIDADE_DESCONHECIDA: 'ENTIDADE_DESCONHECIDA',
  /** The admin API: the entity exists but the company does not use it (company settings). */
  ENTIDADE_NAO_HABILITADA: 'ENTIDADE_NAO_HABILITADA',
  ENTIDADE_NAO_DESATIVAVEL: 'ENTIDADE_NAO_DESATIVAVEL',
  REGISTRO_JA_EXISTE: 'REGISTRO_JA_EXISTE',
  LOTE_VAZIO: 'LOTE_VAZIO',
  LOTE_GRANDE_DEMAIS: 'LOTE_GRANDE_DEMAIS',
  CHAVE_IDEMPOTENCIA_REUTILIZADA: 'CHAVE_IDEMPOTENCIA_REUTILIZADA',
  TOKEN_NAO_ENCONTRADO: 'TOKEN_NAO_ENCONTRADO',
  TOKEN_JA_REVOGADO: 'TOKEN_JA_REVOGADO',
  LOTE_NAO_ENCONTRADO: 'LOTE_NAO_ENCONTRADO',
  /** An XLSX that unpacks beyond the limits (bytes, entries, compression ratio); checked before it is read. */
  PLANILHA_GRANDE_DEMAIS: 'PLANILHA_GRANDE_DEMAIS',
  /** A spreadsheet (XLSX or CSV) with more rows than one import takes; `maximo` says how many. */
  PLANILHA_LINHAS_DEMAIS: 'PLANILHA_LINHAS_DEMAIS',
} as const;
export type IngestionErrorCode = (typeof IngestionErrorCode)[keyof typeof IngestionErrorCode];

export type FieldType =
  | 'texto'
  | 'inteiro'
  | 'decimal'
  | 'data'
  | 'dataHora'
  | 'competencia'
  | 'simNao'
  | 'enum'
  | 'email'
  | 'cnpj'
  | 'cep';

export interface AllowedValue {
  /** What clients send (the Portuguese label). */
  rotulo: string;
  /** What is stored. */
  valor: string;
  sinonimos?: string[];
}

/** A field as the discovery operation describes it. */
export interface FieldDescriptor {
  campo: string;
  rotulo: string;
  obrigatorio: boolean;
  tipo: FieldType;
  descricao: string;
  exemplo: string;
  chave?: boolean;
  tamanhoMaximo?: number;
  /** Values starting with this prefix (any case) are refused: it is reserved to codes the app generates. */
  prefixoReservado?: string;
  valores?: AllowedValue[];
  /** `entidade.campo` this field refers to. */
  referencia?: string;
}

export interface EntityDescriptor {
  entidade: string;
  nome: string;
  descricao?: string;
  endpoint: string;
  chave: string[];
  campos: FieldDescriptor[];
  /**
   * Records of this entity can be retired and reactivated (`POST /api/dados/:entidade/:id/desativar`);
   * the read API then shows `desativadoEm` and `desativadoPor`. Declared by the owning domain.
   */
  desativavel?: boolean;
  /**
   * The fields the read API's `busca` matches (part of a word, any case, no accents):
   * `GET /api/dados/:entidade?busca=`. Absent: the list has no search.
   */
  busca?: string[];
}

/** Who retired a record and when (null while it is active); on records of a `desativavel` entity. */
export interface Retirement {
  /** ISO instant of the retirement, or null when the record is active. */
  desativadoEm: string | null;
  /** Name of the user who retired it. */
  desativadoPor: string | null;
}

/** The `situacao` filter of a `desativavel` entity's list (all records when absent). */
export const RECORD_SITUATIONS = ['ativos', 'desativados'] as const;
export type RecordSituation = (typeof RECORD_SITUATIONS)[number];

export interface DiscoveryData {
  token: { nome: string; prefixo: string; modo: IngestionMode };
  maxLinhasPorRequisicao: number;
  entidades: EntityDescriptor[];
}

export type RowStatus = 'OK' | 'ERRO' | 'DUPLICADO';
export type RowAction = 'CRIADO' | 'ATUALIZADO' | 'INALTERADO';

export interface RowResult {
  linha: number;
  status: RowStatus;
  id?: string;
  acao?: RowAction;
  aviso?: string;
  erros?: string[];
}

export interface BatchData {
  entidade: string;
  modo: IngestionMode;
  preview: boolean;
  loteId: string;
  totalLinhas: number;
  gravadas: number;
  recusadas: number;
  duplicadas: number;
  resultados: RowResult[];
}

export interface BatchResponse {
  sucesso: true;
  mensagem: string;
  dados: BatchData;
}

export type TokenState = 'ATIVO' | 'INATIVO' | 'REVOGADO' | 'EXPIRADO' | 'SEM_ESCOPO';

/** A token as the administration API shows it (never the secret). */
export interface IngestionTokenView {
  id: string;
  nome: string;
  prefixo: string;
  modo: IngestionMode;
  entidades: string[];
  /** Stored state (ATIVO, INATIVO, REVOGADO). */
  status: 'ATIVO' | 'INATIVO' | 'REVOGADO';
  /** What a request with it would meet now: REVOGADO > INATIVO > EXPIRADO > SEM_ESCOPO > ATIVO. */
  estado: TokenState;
  expiraEm: string | null;
  ultimoUsoEm: string | null;
  criadoEm: string;
  criadoPor: string | null;
}

/** `POST /api/admin/tokens-ingestao`. */
export interface CreateIngestionTokenRequest {
  nome: string;
  /** UPSERT when omitted. */
  modo?: IngestionMode;
  entidades: string[];
  /** ISO instant; omitted for a token that does not expire. */
  expiraEm?: string;
}

/** `PATCH /api/admin/tokens-ingestao/:id`: what changes. */
export interface UpdateIngestionTokenRequest {
  nome?: string;
  modo?: IngestionMode;
  entidades?: string[];
  /** `null` removes the expiry. */
  expiraEm?: string | null;
}

export interface CreatedIngestionToken extends IngestionTokenView {
  /** The full token: shown only in the creation answer. */
  token: string;
}

export interface ImportBatchSummary {
  loteId: string;
  entidade: string;
  origem: string;
  tokenId: string | null;
  modo: IngestionMode;
  totalLinhas: number;
  gravadas: number;
  criadas: number;
  atualizadas: number;
  inalteradas: number;
  duplicadas: number;
  recusadas: number;
  duracaoMs: number;
  criadoEm: string;
}

/**
 * The columns the import history sorts by (`ordenar=<coluna>`, or `-<coluna>` for descending;
 * newest first by default). A list's sort is a search parameter of the same shape everywhere.
 */
export const IMPORT_HISTORY_SORTS = [
  'criadoEm',
  'entidade',
  'origem',
  'totalLinhas',
  'gravadas',
  'criadas',
  'atualizadas',
  'inalteradas',
  'duplicadas',
  'recusadas',
  'duracaoMs',
] as const satisfies ReadonlyArray<keyof ImportBatchSummary>;

export type ImportHistorySort = (typeof IMPORT_HISTORY_SORTS)[number];

export interface ImportBatchRow {
  linha: number;
  status: RowStatus;
  erros: string[];
  aviso: string | null;
  dados: Record<string, unknown>;
}

export interface ImportBatchDetail extends ImportBatchSummary {
  ip: string | null;
  linhas: ImportBatchRow[];
}

export interface Page<T> {
  itens: T[];
  total: number;
  pagina: number;
  porPagina: number;
}

/**
 * A page of `GET /api/dados/:entidade`, with the names of the records its references point
 * to: per reference field, the referred record's name by the code the page shows
 * (`{ cliente: { "CLI-001": "Hospital Boa Saúde" } }`). Only fields whose entity has a name
 * (cliente: nome; contrato: descrição), and only when some row of the page names one.
 */
export interface RecordPage<T> extends Page<T> {
  nomes?: Record<string, Record<string, string>>;
}

/** How one header of an uploaded spreadsheet was read: the field it maps to, or `null` (ignored). */
export interface SpreadsheetColumn {
  cabecalho: string;
  campo: string | null;
}

/** The answer of a spreadsheet preview or import; `linha` is the sheet's row number. */
export interface SpreadsheetBatchData extends BatchData {
  colunas: SpreadsheetColumn[];
}

/** One ingestion entity in the company's entity set (`GET /api/admin/empresa/entidades`). */
export interface CompanyEntityChoice {
  entidade: string;
  nome: string;
  descricao?: string;
  /** The company uses it: menus, spreadsheets, data browser and token scopes offer it. */
  habilitada: boolean;
  /** Part of the set a new company starts with (the field-service master data). */
  padrao: boolean;
}

/** `PUT /api/admin/empresa/entidades`: the entities the company uses (at least one). */
export interface CompanyEntitySetInput {
  entidades: string[];
}
