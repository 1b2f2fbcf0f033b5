/**
 * Platform documents as `/api/documentos` answers them: versioned structured content
 * (rich-text sections and data tables), signatures and diffs. The server builds
 * them and the admin app shows them from these types.
 */
import { MONTH_CELL_TABLE_TEXT } from './report-format';
import type { MonthCell } from './schedule';

/** One month of an annual grid: shown as a coloured cell with its letter. */
export interface DocumentMonthCell {
  tipo: 'mes';
  situacao: MonthCell;
}

/** A data table's cell: text, or a month of an annual grid. */
export type DocumentCell = string | DocumentMonthCell;

/** Rich text (sanitized HTML), edited in the editor. */
export interface DocumentTextSection {
  id: string;
  titulo: string;
  tipo: 'texto';
  html: string;
}

/** A data table, filled from its source when the document was generated; read-only. */
export interface DocumentTableSection {
  id: string;
  titulo: string;
  tipo: 'tabela';
  /** Which data the rows came from (`equipamentos`, `cronograma`…), as an identifier. */
  fonte: string;
  /** Where the rows came from, as the reader is told under the table. */
  nota: string;
  colunas: string[];
  linhas: DocumentCell[][];
}

export type DocumentSection = DocumentTextSection | DocumentTableSection;

export interface DocumentContent {
  secoes: DocumentSection[];
}

export function isMonthCell(cell: DocumentCell): cell is DocumentMonthCell {
  return typeof cell === 'object' && cell !== null && cell.tipo === 'mes';
}

/** A cell as plain text (a month as its label, or a dot when empty): for diffs and screen readers. */
export function documentCellText(cell: DocumentCell): string {
  return isMonthCell(cell) ? MONTH_CELL_TABLE_TEXT[cell.situacao] : cell;
}

/** One fact a signature states beside the signer's name (a professional registration, an ART…). */
export interface SignatureQualification {
  rotulo: string;
  valor: string;
}

export interface DocumentSignature {
  /** The signer's name. */
  usuario: string;
  assinadoEm: string;
  versao: number;
  /** SHA-256 (hex) of the exact version signed. */
  sha256: string;
  /** What the signature states beside the name, as the document type asked when it was signed. */
  qualificacao: SignatureQualification[];
}

/** A `[preencher]` blank still in a version: the section and the field it sits in. */
export interface DocumentBlank {
  secaoId: string;
  secao: string;
  /** The label the blank follows (`Registro no conselho (CREA/CFT)`), or `texto da seção`. */
  campo: string;
}

/** The one person a document type names to sign a document. */
export interface DesignatedSigner {
  usuarioId: string;
  nome: string;
  qualificacao: SignatureQualification[];
}

/**
 * How this document is signed, as its type declares: today's rule (any ADMIN or
 * SUPERVISOR, one click) unless the type names its signer, asks for the password
 * again or refuses a version with blanks.
 */
export interface DocumentSigningRule {
  /** The signer re-enters their password (`senha` in the request). */
  exigeSenha: boolean;
  /** Only this person may sign; null when any ADMIN or SUPERVISOR may (or no one yet, see `impedimento`). */
  signatario: DesignatedSigner | null;
  /** Why no one can sign yet (no signer named…); null when someone can. */
  impedimento: string | null;
  /** Blanks that block the signature (only for types that refuse incomplete versions). */
  pendencias: DocumentBlank[];
}

/** `POST /api/documentos/:id/assinar`. */
export interface SignDocumentRequest {
  versao: number;
  /** The signer's password, when the rule asks for it. */
  senha?: string;
}

/** One version of a document (the current one unless asked for another). */
export interface DocumentView {
  id: string;
  tipo: string;
  /** What the type is, in full, as the domain that owns the type named it; null when it gave none. */
  rotuloTipo: string | null;
  titulo: string;
  referencia: Record<string, unknown>;
  versao: number;
  conteudo: DocumentContent;
  sha256: string;
  /** When this version was saved. */
  atualizadoEm: string;
  /** Who saved this version; null for a generated one. */
  autor: string | null;
  /** The signatures of this version. */
  assinaturas: DocumentSignature[];
  /** How the current version is signed (who, with what; what still blocks it). */
  regraAssinatura: DocumentSigningRule;
}

/** One line of the document list. */
export interface DocumentSummary {
  id: string;
  tipo: string;
  titulo: string;
  referencia: Record<string, unknown>;
  /** The current version. */
  versao: number;
  /** Whether the current version has a signature. */
  assinado: boolean;
  atualizadoEm: string;
}

/** One line of a document's history. */
export interface DocumentVersionSummary {
  versao: number;
  titulo: string;
  sha256: string;
  criadoEm: string;
  autor: string | null;
  /** How many signatures the version has. */
  assinaturas: number;
}

export type DiffPartKind = 'inserido' | 'removido' | 'igual';

/** Word-level differences between two versions, section by section. */
export interface DocumentDiff {
  de: number;
  para: number;
  secoes: Array<{
    id: string;
    titulo: string;
    alterada: boolean;
    partes: Array<{ texto: string; tipo: DiffPartKind }>;
  }>;
}

/** `PUT /api/documentos/:id`: only the sections that changed. */
export interface EditDocumentRequest {
  /** The version the edit started from; another save since then answers 409. */
  versaoBase: number;
  titulo?: string;
  secoes: Array<{ id: string; html: string }>;
}
