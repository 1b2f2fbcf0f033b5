/**
 * How the screens that follow the field (orders list, order page, dispatch) stay current:
 * they ask again every LIVE_REFRESH_MS while the tab is visible, and at once when it gets
 * the focus back. Polling, not a push channel: any API instance answers it, with no state
 * shared between instances (decision in docs/area-b.md).
 */
export const LIVE_REFRESH_MS = 10_000;

/** TanStack Query options of a query that follows the field. */
export const liveQuery = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const;
