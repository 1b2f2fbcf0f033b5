/** Where a record page's back link goes: the list it was opened from, with its filters and page. */
export interface RecordBack {
  to: string;
  label: string;
}

/** The router state a record link carries, so the record page can link back to that list. */
export const recordLinkState = (back: RecordBack) => ({ back });

/** The list a record page was opened from, if it was opened from one (not from a bookmark). */
export function backFromState(state: unknown): RecordBack | undefined {
  const back = (state as { back?: Partial<RecordBack> } | null)?.back;
  return typeof back?.to === 'string' && typeof back.label === 'string'
    ? { to: back.to, label: back.label }
    : undefined;
}
