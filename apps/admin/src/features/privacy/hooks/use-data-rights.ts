import type { DataSubjectQuery } from '@campo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataRightsApi, dataRightsKeys } from '../api/data-rights.api';

/** The requests people made about their data, open ones first by deadline. */
export function useDataSubjectRequests() {
  return useQuery({ queryKey: dataRightsKeys.requests(), queryFn: dataRightsApi.requests });
}

/** Records how a request was answered. */
export function useAnswerDataSubjectRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resposta: string) => dataRightsApi.answer(id, resposta),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.requests() }),
  });
}

/**
 * What the company holds about the person looked up; nothing is asked until there is a
 * person (each export is audited, so it runs once per lookup, not on every focus).
 */
export function usePersonalDataExport(query: DataSubjectQuery | undefined) {
  return useQuery({
    queryKey: dataRightsKeys.export(query ?? {}),
    queryFn: () => dataRightsApi.export(query ?? {}),
    enabled: query !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** What erasing the person would delete, anonymise and keep (the same code as the act, rolled back). */
export function useErasurePreview(query: DataSubjectQuery, enabled: boolean) {
  return useQuery({
    queryKey: dataRightsKeys.erasure(query),
    queryFn: () => dataRightsApi.erasurePreview(query),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Erases the person; what the company holds about them is asked again. */
export function useErase(query: DataSubjectQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataRightsApi.erase(query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.export(query) }),
  });
}
