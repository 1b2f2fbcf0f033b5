import { FieldServiceErrorCode, RGM_STATES, type RgmState } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@campo/web-client';
import { rgmApi } from '../api/rgm.api';
import { storeRgmView } from './rgm-cache';

/** The RGM that already holds the scope and period, when creation failed with `RGM_JA_EXISTE`. */
export function existingRgm(error: unknown): { id: string; estado: RgmState } | null {
  if (!(error instanceof ApiError) || error.codigo !== FieldServiceErrorCode.RGM_JA_EXISTE)
    return null;
  const { rgmId, estado } = error.extra;
  if (typeof rgmId !== 'string') return null;
  return {
    id: rgmId,
    estado: RGM_STATES.find((state) => state === estado) ?? 'rascunho',
  };
}

/** Computes a new draft RGM for a period and a contract (or the whole company). */
export function useCreateRgm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rgmApi.create,
    onSuccess: (view) => storeRgmView(queryClient, view),
  });
}
