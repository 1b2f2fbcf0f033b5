import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';

/** The company's GWP set (every role reads it; the ADMIN changes it). */
export function useFluidSettings() {
  return useQuery({ queryKey: fluidKeys.settings(), queryFn: fluidsApi.settings });
}

export function useSaveFluidSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fluidsApi.saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluidKeys.all }),
  });
}
