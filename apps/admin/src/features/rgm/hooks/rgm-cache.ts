import type { QueryClient } from '@tanstack/react-query';
import { rgmKeys } from '../api/rgm.api';
import type { RgmView } from '../api/rgm.types';

/** After a change: the RGM's new view in the cache, and every list fetched again. */
export function storeRgmView(queryClient: QueryClient, view: RgmView) {
  queryClient.setQueryData<RgmView>(rgmKeys.detail(view.id), view);
  return queryClient.invalidateQueries({ queryKey: rgmKeys.lists() });
}
