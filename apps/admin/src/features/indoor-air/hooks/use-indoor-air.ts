import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { indoorAirApi, indoorAirKeys } from '../api/indoor-air.api';

export function useIndoorAirSchedules() {
  return useQuery({ queryKey: indoorAirKeys.schedules(), queryFn: indoorAirApi.schedules });
}

export function useIndoorAirReferences() {
  return useQuery({
    queryKey: indoorAirKeys.references(),
    queryFn: indoorAirApi.references,
    staleTime: Infinity,
  });
}

/** The analyses, latest first, of one contract ('' for all). */
export function useIndoorAirAnalyses(contractId: string) {
  return useQuery({
    queryKey: indoorAirKeys.analyses(contractId),
    queryFn: () => indoorAirApi.analyses(contractId),
  });
}

export function useIndoorAirAnalysis(id: string) {
  return useQuery({
    queryKey: indoorAirKeys.analysis(id),
    queryFn: () => indoorAirApi.analysis(id),
  });
}

export function useCreateIndoorAirAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: indoorAirApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indoorAirKeys.all }),
  });
}

export function useSetIndoorAirInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: indoorAirApi.setInterval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indoorAirKeys.schedules() }),
  });
}

export function useUpdateIndoorAirAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: indoorAirApi.update,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indoorAirKeys.all }),
  });
}

export function useAttachIndoorAirReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: indoorAirApi.attachReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indoorAirKeys.all }),
  });
}
