import { invalid } from './paging';

/** The longest search a list accepts: beyond it the text is not a search but a paste. */
export const SEARCH_MAX_LENGTH = 100;

/** A search box's text as it is searched: trimmed, each run of spaces one space. */
export function searchText(raw: string | undefined): string {
  return raw?.trim().replace(/\s+/g, ' ') ?? '';
}

/**
 * A search box's text as a `LIKE` pattern for `campo_busca(...)` (the migration
 * `TextSearch`): trimmed, the pattern's own characters escaped, matched anywhere. The
 * SQL side applies `campo_busca` to the pattern too, so accents and case drop alike.
 * `undefined` for an empty box; 400 for a text too long.
 */
export function searchPattern(raw: string | undefined): string | undefined {
  const text = searchText(raw);
  if (!text) return undefined;
  if (text.length > SEARCH_MAX_LENGTH)
    throw invalid(`busca: no máximo ${SEARCH_MAX_LENGTH} caracteres`);
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
