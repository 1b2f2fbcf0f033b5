import { useQuery } from '@tanstack/react-query';
import { sectorKeys, sectorsApi } from '../api/sectors.api';

/** The company's sectors in alphabetical order (as people sort: "Casa" before "CPD"), with their equipment counts. */
export function useSectors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sectorKeys.list(),
    queryFn: sectorsApi.list,
    select: (sectors) => [...sectors].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    enabled,
  });
}
