import { SEARCH_INDEXES } from '../database/migrations/1764844010000-search-indexes';

export type SearchIndex = keyof typeof SEARCH_INDEXES;

/**
 * `<column> IN (the rows of the index's table whose search text matches <pattern>)`: the
 * comparison is the trigram index's own expression (SEARCH_INDEXES), so a search stays an
 * index scan, and no query writes a search expression of its own. `$1` is the company;
 * `pattern` the parameter holding a `searchPattern()`.
 */
export function matchesSearch(index: SearchIndex, column: string, pattern: string): string {
  const { table, expression } = SEARCH_INDEXES[index];
  return `${column} IN (SELECT id FROM ${table} WHERE empresa_id = $1 AND ${expression} LIKE campo_busca(${pattern}))`;
}
