import type { GeneratePmocRequest } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

/**
 * The answer: the new document (its `id`), or `{documentoId, versao}` as the
 * issue first described it; both are read.
 */
export interface GeneratedPmoc {
  id?: string;
  documentoId?: string;
  versao: number;
}

export function generatedDocumentId(result: GeneratedPmoc): string {
  const id = result.documentoId ?? result.id;
  if (!id) throw new Error('A geração do PMOC não devolveu o id do documento.');
  return id;
}

export const pmocApi = {
  generate: (request: GeneratePmocRequest) =>
    apiClient.post<GeneratedPmoc>('/api/fs/pmoc/gerar', request),
};
