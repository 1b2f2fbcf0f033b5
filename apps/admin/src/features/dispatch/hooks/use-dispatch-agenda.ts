import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveQuery } from '../../orders/live-refresh';
import { dispatchApi, dispatchKeys } from '../api/dispatch.api';

/** Seven days of open orders from `inicio` (today when absent), with the technicians; follows the field. */
export function useDispatchAgenda(inicio: string | undefined) {
  return useQuery({
    queryKey: dispatchKeys.agenda(inicio),
    queryFn: () => dispatchApi.agenda(inicio),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}
