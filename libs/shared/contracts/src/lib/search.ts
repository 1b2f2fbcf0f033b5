/** What the header's search finds, in the order it lists them. */
export const SEARCH_KINDS = ['ORDEM', 'EQUIPAMENTO', 'CONTRATO', 'CLIENTE', 'SOLICITACAO'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's group heading in the header's search. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  ORDEM: 'Ordens de serviço',
  EQUIPAMENTO: 'Equipamentos',
  CONTRATO: 'Contratos',
  CLIENTE: 'Clientes',
  SOLICITACAO: 'Solicitações',
};

/** How many records of each kind the header's search lists (the list page has the rest). */
export const SEARCH_HITS_PER_KIND = 5;

/** The fewest characters the header's search looks for (one letter finds everything). */
export const SEARCH_MIN_LENGTH = 2;

/** One record found: its code, its name or text, and where it sits. */
export interface SearchHit {
  id: string;
  codigo: string;
  /** The name (client), the description (unit, contract) or the problem (order, request). */
  titulo: string | null;
  /** Where it sits and how it stands, in words: "AC-003 · CT-2026-001 · Aberta". */
  detalhe: string | null;
}

export interface SearchGroup {
  tipo: SearchKind;
  itens: SearchHit[];
  /** More records of the kind match than the group lists: the list page has them all. */
  mais: boolean;
}

/** `GET /api/fs/busca?busca=…`: the company's records matching the text, by kind. */
export interface GlobalSearchResult {
  busca: string;
  /** Only the kinds with a match, in SEARCH_KINDS order. */
  grupos: SearchGroup[];
}
