import type { CreateLegalHoldRequest } from '@campo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retentionApi, retentionKeys } from '../api/retention.api';

/** Every category's retention term for the company, in the record's order. */
export function useRetentionTerms() {
  return useQuery({ queryKey: retentionKeys.terms(), queryFn: retentionApi.terms });
}

/** Sets a category's term (`null`: back to its default); the list reads the answer. */
export function useSetRetentionTerm(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dias: number | null) => retentionApi.setTerm(code, dias),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.terms() }),
  });
}

/** The daily job's last runs for the company, newest first. */
export function useRetentionRuns() {
  return useQuery({ queryKey: retentionKeys.runs(), queryFn: retentionApi.runs });
}

/** The legal holds, in force and lifted. */
export function useLegalHolds() {
  return useQuery({ queryKey: retentionKeys.holds(), queryFn: retentionApi.holds });
}

export function useCreateLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLegalHoldRequest) => retentionApi.createHold(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.holds() }),
  });
}

export function useLiftLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retentionApi.liftHold(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.holds() }),
  });
}
