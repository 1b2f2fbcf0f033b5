import type { IngestionTokenView } from '@campo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tokenKeys } from '../api/tokens.api';

/** What the cache keeps of a token: only the view, so a new token's secret never reaches it. */
const VIEW_FIELDS = [
  'id',
  'nome',
  'prefixo',
  'modo',
  'entidades',
  'status',
  'estado',
  'expiraEm',
  'ultimoUsoEm',
  'criadoEm',
  'criadoPor',
] as const satisfies readonly (keyof IngestionTokenView)[];

/** After a change: the token's new view in the cache, and the list fetched again. */
export function storeTokenView(queryClient: QueryClient, token: IngestionTokenView) {
  const view = Object.fromEntries(
    VIEW_FIELDS.map((field) => [field, token[field]]),
  ) as unknown as IngestionTokenView;
  queryClient.setQueryData<IngestionTokenView>(tokenKeys.detail(token.id), view);
  return queryClient.invalidateQueries({ queryKey: tokenKeys.list() });
}
