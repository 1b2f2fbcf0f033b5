import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@campo/web-client';
import { rgmApi, rgmKeys } from '../api/rgm.api';
import type { RgmAction } from '../api/rgm.types';
import { storeRgmView } from './rgm-cache';

/** A workflow step, and for `enviar` the recipients chosen in its dialog. */
export interface RgmStep {
  action: RgmAction;
  destinatarios?: string[];
}

/** A workflow step on one RGM (recalcular, liberar, enviar, reabrir); answers the updated RGM. */
export function useRgmAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, destinatarios }: RgmStep) =>
      rgmApi.act(id, action, destinatarios ? { destinatarios } : undefined),
    onSuccess: (view) => storeRgmView(queryClient, view),
    onError: (error) => {
      // 409: someone else moved the RGM meanwhile; show its current state.
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: rgmKeys.detail(id) });
      }
    },
  });
}
