import { useMemo } from 'react';
import { useClients } from '../../contracts/hooks/use-clients';
import { useContracts } from '../../contracts/hooks/use-contracts';
import { useSectors } from '../../sectors/hooks/use-sectors';

/**
 * Values to offer as a filter is typed: client and contract codes, sector
 * names. Each list is fetched only when one of the fields filters by it.
 */
export function useFilterSuggestions(campos: readonly string[]) {
  const clients = useClients({ enabled: campos.includes('cliente') });
  const contracts = useContracts({ enabled: campos.includes('contrato') });
  const sectors = useSectors({ enabled: campos.includes('setor') });

  return useMemo(
    () => ({
      cliente: clients.data?.map((client) => client.codigo) ?? [],
      contrato: contracts.data?.map((contract) => contract.codigo) ?? [],
      setor: sectors.data?.map((sector) => sector.nome) ?? [],
    }),
    [clients.data, contracts.data, sectors.data],
  );
}
