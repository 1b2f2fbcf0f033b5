import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type {
  DocumentDiff,
  DocumentSummary,
  DocumentVersionSummary,
  DocumentView,
  EditDocumentRequest,
  SignDocumentRequest,
} from './documents.types';

export const documentKeys = queryKeys('documents', {
  lists: 'list',
  list: (tipo?: string) => ['list', tipo ?? ''],
  detail: (id: string) => ['detail', id],
  versions: (id: string) => ['detail', id, 'versions'],
  version: (id: string, versao: number) => ['detail', id, 'version', versao],
  diff: (id: string, de: number, para: number) => ['detail', id, 'diff', de, para],
});

const BASE = '/api/documentos';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** A version's PDF (the current one without `versao`), with that version's signatures. */
export function documentPdfUrl(id: string, versao?: number): string {
  return withQuery(`${path(id)}/pdf`, { versao });
}

export const documentsApi = {
  list: (tipo?: string) => apiClient.get<DocumentSummary[]>(withQuery(BASE, { tipo })),
  get: (id: string) => apiClient.get<DocumentView>(path(id)),
  versions: (id: string) => apiClient.get<DocumentVersionSummary[]>(`${path(id)}/versoes`),
  version: (id: string, versao: number) =>
    apiClient.get<DocumentView>(`${path(id)}/versoes/${versao}`),
  diff: (id: string, de: number, para: number) =>
    apiClient.get<DocumentDiff>(withQuery(`${path(id)}/diferencas`, { de, para })),
  edit: (id: string, request: EditDocumentRequest) =>
    apiClient.put<DocumentView>(path(id), request),
  sign: (id: string, request: SignDocumentRequest) =>
    apiClient.post<DocumentView>(`${path(id)}/assinar`, request),
};
