/** `path?a=1&b=2`, leaving out empty, null and undefined values. */
export function withQuery(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A positive page number from a search parameter; 1 when absent or invalid. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The address's parameters after `changes`: an empty value removes its parameter, and a
 * change of anything but the page starts the list again from its first page (`pagina`).
 */
export function withChanges(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('pagina' in changes)) next.delete('pagina');
  return next;
}

/** A year from a search parameter, between 2000 and 2100; this year when absent or invalid. */
export function yearFrom(value: string | null): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : new Date().getFullYear();
}

/** One of `values`, or undefined for anything else (a parameter typed by hand, say). */
export const oneOf = <T extends string>(
  values: readonly T[],
  value: string | null,
): T | undefined => values.find((allowed) => allowed === value);
