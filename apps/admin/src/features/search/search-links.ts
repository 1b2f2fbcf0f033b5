import type { SearchKind } from '@campo/contracts';
import { CLIENTS, CONTRACTS, EQUIPMENT } from '../../app/registers';
import { withQuery } from '../../lib/query-string';

/** Each kind's record page and its list searched by the same text (for "Ver todos"). */
export const SEARCH_LINKS: Record<
  SearchKind,
  { record: (id: string) => string; list: (busca: string) => string }
> = {
  ORDEM: {
    record: (id) => `/ordens/${encodeURIComponent(id)}`,
    list: (busca) => withQuery('/ordens', { busca }),
  },
  EQUIPAMENTO: {
    record: (id) => `${EQUIPMENT.path}/${encodeURIComponent(id)}`,
    list: (busca) => withQuery(EQUIPMENT.path, { busca }),
  },
  CONTRATO: {
    record: (id) => `${CONTRACTS.path}/${encodeURIComponent(id)}`,
    list: (busca) => withQuery(CONTRACTS.path, { busca }),
  },
  CLIENTE: {
    record: (id) => `${CLIENTS.path}/${encodeURIComponent(id)}`,
    list: (busca) => withQuery(CLIENTS.path, { busca }),
  },
  SOLICITACAO: {
    record: (id) => `/solicitacoes/${encodeURIComponent(id)}`,
    list: (busca) => withQuery('/solicitacoes', { situacao: 'todas', busca }),
  },
};
