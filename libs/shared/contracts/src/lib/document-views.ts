/**
 * Platform documents as `/api/documentos` answers them: lists, versions, signatures and
 * differences. A document's content (its sections) is typed where the sections are
 * declared, and passed to `DocumentView` as `Content`.
 */

export interface DocumentSignature {
  /** The signer's name. */
  usuario: string;
  assinadoEm: string;
  versao: number;
  /** SHA-256 (hex) of the exact version signed. */
  sha256: string;
}

/** One version of a document (the current one unless asked for another). */
export interface DocumentView<Content> {
  id: string;
  tipo: string;
  titulo: string;
  referencia: Record<string, unknown>;
  versao: number;
  conteudo: Content;
  sha256: string;
  /** When this version was saved. */
  atualizadoEm: string;
  /** Who saved this version; null for a generated one. */
  autor: string | null;
  /** The signatures of this version. */
  assinaturas: DocumentSignature[];
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
