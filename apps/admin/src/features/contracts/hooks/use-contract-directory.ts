import { useMemo } from 'react';
import type { ContractRecord } from '../api/contracts.types';
import { useClients } from './use-clients';
import { useContracts } from './use-contracts';

export interface ContractEntry extends ContractRecord {
  /** The client's name, or its code while (or if) the clients are not loaded. */
  clienteNome: string;
}

/**
 * The contracts with their clients' names, in order and by id. The RGM list
 * answers only a contract id, so this is how its scope gets a readable name;
 * the schedule and the PMOC pick a contract from it.
 */
export function useContractDirectory() {
  const contracts = useContracts();
  const clients = useClients();

  const entries = useMemo(() => {
    const names = new Map(clients.data?.map((client) => [client.codigo, client.nome]));
    return (contracts.data ?? []).map((contract): ContractEntry => ({
      ...contract,
      clienteNome: names.get(contract.cliente) ?? contract.cliente,
    }));
  }, [contracts.data, clients.data]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);

  return { contracts, entries, byId };
}
