import { Injectable } from '@nestjs/common';
import {
  type GlobalSearchResult,
  ORDER_STATE_LABELS,
  type OrderState,
  SEARCH_HITS_PER_KIND,
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  SERVICE_REQUEST_STATE_LABELS,
  type ServiceRequestState,
} from '@campo/contracts';
import { searchPattern, searchText } from '@campo/platform';
import { type SearchRow, SearchRepository } from './search.repository';

/** A hit's state in the words its own list uses. */
function stateText(row: SearchRow): string | null {
  if (!row.situacao) return null;
  if (row.tipo === 'ORDEM') return ORDER_STATE_LABELS[row.situacao as OrderState];
  if (row.tipo === 'SOLICITACAO')
    return SERVICE_REQUEST_STATE_LABELS[row.situacao as ServiceRequestState];
  return 'Desativado';
}

/**
 * The header's search: a few records of each kind that hold the text, by the same
 * forgiving match as each list's search box (part of a word, any case, no accents).
 */
@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(companyId: string, raw: string | undefined): Promise<GlobalSearchResult> {
    const pattern = searchPattern(raw);
    const busca = searchText(raw);
    if (!pattern || busca.length < SEARCH_MIN_LENGTH) return { busca, grupos: [] };
    // The same text, matched at the start: codes that begin with it come first.
    const prefix = pattern.slice(1);
    const rows = await this.repository.find(companyId, pattern, prefix);
    const grupos: SearchGroup[] = [];
    for (const tipo of SEARCH_KINDS) {
      const found = rows.filter((row) => row.tipo === tipo);
      if (found.length === 0) continue;
      grupos.push({
        tipo,
        mais: found.length > SEARCH_HITS_PER_KIND,
        itens: found.slice(0, SEARCH_HITS_PER_KIND).map((row) => ({
          id: row.id,
          codigo: row.codigo,
          titulo: row.titulo,
          detalhe: [...row.lugar, stateText(row)].filter(Boolean).join(' · ') || null,
        })),
      });
    }
    return { busca, grupos };
  }
}
