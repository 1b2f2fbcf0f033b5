import type {
  AuthorisedSignerInput,
  CreateCatalogItemRequest,
  FinishRequirement,
  OrderType,
  UpdateCatalogItemRequest,
} from '@campo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitReportApi, visitReportKeys } from '../api/visit-report.api';

/** The company's catalogue of services and materials, inactive items included (the editor). */
export function useVisitCatalog() {
  return useQuery({ queryKey: visitReportKeys.catalog(), queryFn: visitReportApi.catalog });
}

export function useCreateCatalogItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCatalogItemRequest) => visitReportApi.createItem(request),
    onSuccess: () => client.invalidateQueries({ queryKey: visitReportKeys.catalog() }),
  });
}

export function useUpdateCatalogItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateCatalogItemRequest & { id: string }) =>
      visitReportApi.updateItem(id, request),
    onSuccess: () => client.invalidateQueries({ queryKey: visitReportKeys.catalog() }),
  });
}

export function useFinishRequirements() {
  return useQuery({
    queryKey: visitReportKeys.requirements(),
    queryFn: visitReportApi.requirements,
  });
}

export function useSaveFinishRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: Array<{ tipo: OrderType } & FinishRequirement>) =>
      visitReportApi.saveRequirements(rows),
    onSuccess: (saved) => client.setQueryData(visitReportKeys.requirements(), saved),
  });
}

/** A supervisor's addendum to the sealed report of an order. */
export function useAddVisitAddendum(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texto: string) => visitReportApi.addAddendum(orderId, texto),
    onSuccess: () => client.invalidateQueries({ queryKey: visitReportKeys.report(orderId) }),
  });
}

/** Who may sign visit reports for the client, besides its portal users. */
export function useAuthorisedSigners(clientId: string) {
  return useQuery({
    queryKey: visitReportKeys.signers(clientId),
    queryFn: () => visitReportApi.signers(clientId),
  });
}

export function useAddAuthorisedSigner(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthorisedSignerInput) => visitReportApi.addSigner(clientId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: visitReportKeys.signers(clientId) }),
  });
}

export function useRemoveAuthorisedSigner(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => visitReportApi.removeSigner(clientId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: visitReportKeys.signers(clientId) }),
  });
}
