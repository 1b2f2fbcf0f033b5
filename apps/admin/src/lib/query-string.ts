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
