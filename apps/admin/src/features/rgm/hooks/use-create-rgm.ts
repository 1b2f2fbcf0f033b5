import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rgmApi } from '../api/rgm.api';
import { storeRgmView } from './rgm-cache';

/** Computes a new draft RGM for a period and a contract (or the whole company). */
export function useCreateRgm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rgmApi.create,
    onSuccess: (view) => storeRgmView(queryClient, view),
  });
}
