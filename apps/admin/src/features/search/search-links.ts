import type { SearchKind } from '@campo/contracts';
import { CLIENTS, CONTRACTS, EQUIPMENT } from '../../app/registers';
import { withQuery } from '../../lib/query-string';
import { hubLinks } from '../hub/hub-links';

/** Each kind's record page (the hub's links) and its list searched by the same text (for "Ver todos"). */
export const SEARCH_LINKS: Record<
  SearchKind,
  { record: (id: string) => string; list: (busca: string) => string }
> = {
  ORDEM: { record: hubLinks.order, list: (busca) => withQuery('/ordens', { busca }) },
  EQUIPAMENTO: {
    record: (id) => `${EQUIPMENT.path}/${encodeURIComponent(id)}`,
    list: (busca) => withQuery(EQUIPMENT.path, { busca }),
  },
  CONTRATO: { record: hubLinks.contract, list: (busca) => withQuery(CONTRACTS.path, { busca }) },
  CLIENTE: { record: hubLinks.client, list: (busca) => withQuery(CLIENTS.path, { busca }) },
  SOLICITACAO: {
    record: hubLinks.request,
    list: (busca) => withQuery('/solicitacoes', { situacao: 'todas', busca }),
  },
};
