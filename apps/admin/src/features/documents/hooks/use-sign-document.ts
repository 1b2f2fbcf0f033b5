import { documentsApi } from '../api/documents.api';
import { useDocumentChange } from './use-save-document';

/**
 * Signs the current version (the one on screen), with the password when the
 * document's rule asks for it; if it is no longer current, 409 and a reload.
 */
export function useSignDocument(id: string) {
  return useDocumentChange(id, documentsApi.sign);
}
