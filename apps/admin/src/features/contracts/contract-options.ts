import type { SelectOption } from '../../components/select-field';
import type { ContractEntry } from './hooks/use-contract-directory';

/** Contracts as filter options: "CT-2026-001 — Hospital Boa Saúde". */
export const contractOptions = (contracts: readonly ContractEntry[]): SelectOption[] =>
  contracts.map((contract) => ({
    value: contract.id,
    label: `${contract.codigo} — ${contract.clienteNome}`,
  }));

/** A filter bar's "Contrato" select (`contratoId`), with `allLabel` for no contract. */
export const contractFilter = (contracts: readonly ContractEntry[], allLabel: string) => ({
  name: 'contratoId' as const,
  label: 'Contrato',
  allLabel,
  options: contractOptions(contracts),
});
