import type { IngestionTokenView } from '@campo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tokenKeys } from '../api/tokens.api';

/** After a change: the token's new view in the cache, and the list fetched again. */
export function storeTokenView(queryClient: QueryClient, token: IngestionTokenView) {
  // Only the view: the secret of a new token must never reach the cache.
  const {
    id,
    nome,
    prefixo,
    modo,
    entidades,
    status,
    estado,
    expiraEm,
    ultimoUsoEm,
    criadoEm,
    criadoPor,
  } = token;
  queryClient.setQueryData<IngestionTokenView>(tokenKeys.detail(id), {
    id,
    nome,
    prefixo,
    modo,
    entidades,
    status,
    estado,
    expiraEm,
    ultimoUsoEm,
    criadoEm,
    criadoPor,
  });
  return queryClient.invalidateQueries({ queryKey: tokenKeys.list() });
}
