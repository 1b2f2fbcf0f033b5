/** The RGM recipients stored on a contract (comma-separated, as ingested) as a list. */
export function recipientsOf(stored: string | null | undefined): string[] {
  return (stored ?? '')
    .split(/[,;\s]+/)
    .map((email) => email.trim())
    .filter((email) => email.includes('@'));
}

/** An e-mail address as the browser checks it (no TLD required); the API has the last word. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@,;]+@[^\s@,;]+$/.test(value);
}
