import { recordsApi } from '../api/records.api';
import { useRecordChange } from './use-edit-record';

/**
 * Retires (`true`) or reactivates a record. Every other query is marked stale: the
 * annual grid, the PMOC and the lists read whether a record is retired.
 */
export function useRetireRecord(entidade: string, id: string) {
  return useRecordChange<boolean>(entidade, id, recordsApi.setRetired);
}
