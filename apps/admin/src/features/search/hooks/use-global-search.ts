import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@campo/contracts';
import { searchApi, searchKeys } from '../api/search.api';

/** The company's records matching `busca`: asked once it has the fewest letters to search by. */
export function useGlobalSearch(busca: string) {
  const text = busca.trim();
  return useQuery({
    queryKey: searchKeys.find(text),
    queryFn: () => searchApi.find(text),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    // The previous answer stays while the next is on its way: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
