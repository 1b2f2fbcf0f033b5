import type { EntityDescriptor, RecordPage } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

/**
 * A stored record as the read API shows it: `id`, the `campo`s, `criadoEm` and
 * `atualizadoEm`; a record of a `desativavel` entity also has `desativadoEm` and `desativadoPor`.
 */
export type StoredRecord = Record<string, unknown> & {
  id: string;
  criadoEm: string;
  atualizadoEm: string;
  desativadoEm?: string | null;
  desativadoPor?: string | null;
};

/**
 * `PATCH /api/dados/:entidade/:id`: the fields that change, each as the ingestion
 * API takes it (`DD/MM/AAAA`, enum labels, `Sim`/`Não`, `1,45`); null clears one.
 */
export type RecordChanges = Record<string, string | null>;

/** A record just created, with the warnings the validator gave its row (an unknown optional link, say). */
export interface CreatedRecord {
  record: StoredRecord;
  avisos: string[];
}

export interface RecordQuery {
  entidade: string;
  /** Equality filters, by `campo` (and `situacao`: `ativos` or `desativados`, for a `desativavel` entity). */
  filtros: Record<string, string>;
  /** `campo` or `-campo` (descending); by the entity's key when absent. */
  ordenar?: string;
  pagina: number;
  porPagina: number;
}

export const recordKeys = queryKeys('records', {
  entities: 'entities',
  list: (query: RecordQuery) => ['list', query] as const,
  detail: (entidade: string, id: string) => ['detail', entidade, id],
});

export const recordsApi = {
  /** The readable entities with their fields and labels (every role, unlike the admin registry). */
  entities: () => apiClient.get<EntityDescriptor[]>('/api/dados'),
  list: ({ entidade, filtros, ordenar, pagina, porPagina }: RecordQuery) =>
    apiClient.get<RecordPage<StoredRecord>>(
      withQuery(`/api/dados/${encodeURIComponent(entidade)}`, {
        ...filtros,
        ordenar,
        pagina,
        porPagina,
      }),
    ),
  get: (entidade: string, id: string) =>
    apiClient.get<StoredRecord>(
      `/api/dados/${encodeURIComponent(entidade)}/${encodeURIComponent(id)}`,
    ),
  /** Validated as the ingestion API validates a row; answers the record as stored. */
  edit: (entidade: string, id: string, changes: RecordChanges) =>
    apiClient.patch<StoredRecord>(
      `/api/dados/${encodeURIComponent(entidade)}/${encodeURIComponent(id)}`,
      changes,
    ),
  /** `POST /api/dados/:entidade`: one record, validated as an ingestion row; a taken key is 409. */
  create: async (entidade: string, values: RecordChanges): Promise<CreatedRecord> => {
    const envelope = await apiClient.postEnvelope<StoredRecord>(
      `/api/dados/${encodeURIComponent(entidade)}`,
      values,
    );
    const { avisos } = envelope as { avisos?: string[] };
    return { record: envelope.dados, avisos: avisos ?? [] };
  },
  /** Retires (`desativar`) or reactivates (`reativar`) a record of a `desativavel` entity. */
  setRetired: (entidade: string, id: string, retire: boolean) =>
    apiClient.post<StoredRecord>(
      `/api/dados/${encodeURIComponent(entidade)}/${encodeURIComponent(id)}/${retire ? 'desativar' : 'reativar'}`,
      {},
    ),
};
