import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportLinkKeys, reportLinksApi } from '../api/report-links.api';

/** The public report links still within their term, newest first. */
export function useReportLinks() {
  return useQuery({ queryKey: reportLinkKeys.list(), queryFn: reportLinksApi.list });
}

export function useRevokeReportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reportLinksApi.revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportLinkKeys.list() }),
  });
}
