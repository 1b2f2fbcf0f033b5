/*
 * Platform documents as `/api/documentos` answers them. The lists, versions,
 * signatures and differences live in @campo/contracts, shared with the server;
 * the content types (the sections) are declared here.
 */
import type { DocumentView as DocumentViewOf } from '@campo/contracts';

export type {
  DiffPartKind,
  DocumentDiff,
  DocumentSignature,
  DocumentSummary,
  DocumentVersionSummary,
  EditDocumentRequest,
} from '@campo/contracts';

/** A rich-text section (sanitized HTML, edited in the editor) or a data table (read-only). */
export type DocumentSection =
  | { id: string; titulo: string; tipo: 'texto'; html: string }
  | {
      id: string;
      titulo: string;
      tipo: 'tabela';
      /** Where the rows came from when the document was generated (`equipamentos`, `cronograma`…). */
      fonte: string;
      colunas: string[];
      linhas: string[][];
    };

/** One version of a document (the current one unless asked for another). */
export type DocumentView = DocumentViewOf<{ secoes: DocumentSection[] }>;
