import type { ContractEntry } from '../contracts/hooks/use-contract-directory';
import type { ScheduleQuery } from './api/schedule.types';
import { periodicityLabel } from './schedule-format';

/** `CT-2026-001 · Hospital Boa Saúde`, or `Toda a empresa`. */
export function scopeLabel(query: ScheduleQuery, contract: ContractEntry | undefined): string {
  if (!query.contratoId) return 'Toda a empresa';
  return contract ? `${contract.codigo} · ${contract.clienteNome}` : 'Contrato';
}

/** `Setor: UTI Adulto · Periodicidade: MS (mensal)`, or '' without filters. */
export function filtersLabel(query: ScheduleQuery): string {
  return [
    query.setor ? `Setor: ${query.setor}` : null,
    query.periodicidade
      ? `Periodicidade: ${query.periodicidade} (${periodicityLabel(query.periodicidade).toLowerCase()})`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
