/** Platform documents as `/api/documentos` answers them: the wire types live in @campo/contracts. */
export type {
  DiffPartKind,
  DocumentCell,
  DocumentContent,
  DocumentDiff,
  DocumentSection,
  DocumentSignature,
  DocumentSummary,
  DocumentTableSection,
  DocumentVersionSummary,
  DocumentSigningRule,
  DocumentView,
  EditDocumentRequest,
  SignDocumentRequest,
} from '@campo/contracts';
