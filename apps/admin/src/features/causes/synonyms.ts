/** Synonyms as typed in one field: separated by semicolons or new lines. */
export function parseSynonyms(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((term) => term.trim())
    .filter(Boolean);
}

export function formatSynonyms(terms: readonly string[]): string {
  return terms.join('; ');
}
