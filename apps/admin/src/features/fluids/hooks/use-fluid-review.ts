import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';

/** The flagged events waiting for a supervisor, newest first. */
export function useFluidReview(pagina: number) {
  return useQuery({
    queryKey: fluidKeys.review(pagina),
    queryFn: () => fluidsApi.review(pagina),
    placeholderData: keepPreviousData,
  });
}
