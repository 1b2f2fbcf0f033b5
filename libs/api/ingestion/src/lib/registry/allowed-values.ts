import type { AllowedValue } from '@campo/contracts';

/** Lower-case, accents stripped, spaces collapsed: how enumerations are compared. */
export function normalizeWord(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** `Em análise` → `EM_ANALISE`: the stored value derived from a label. */
export function internalValue(label: string) {
  return normalizeWord(label)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/**
 * Allowed values from their labels, with optional synonyms per label:
 * `allowedValues('Baixa', 'Média', { Alta: ['high'] })`.
 */
export function allowedValues(
  ...entries: Array<string | Record<string, string[]>>
): AllowedValue[] {
  return entries.flatMap((entry) =>
    typeof entry === 'string'
      ? [{ rotulo: entry, valor: internalValue(entry) }]
      : Object.entries(entry).map(([rotulo, sinonimos]) => ({
          rotulo,
          valor: internalValue(rotulo),
          sinonimos,
        })),
  );
}
