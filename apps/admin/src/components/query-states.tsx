import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@campo/web-client';
import { PageHeader } from './page-header';

export function LoadingState({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * The API's message; "try again" only where asking again may help (not for a 4xx answer).
 * `onRetry` is usually a query's `refetch`, whose promise never rejects (a new error lands in
 * the query's state), so nothing waits for it.
 */
export function ErrorState({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry?: () => Promise<unknown> | void;
}) {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className="state state--error" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry && !final && (
        <button type="button" className="button" onClick={() => void onRetry()}>
          Tentar de novo
        </button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children && <p className="state__text">{children}</p>}
      {action}
    </div>
  );
}

/** What QueryView reads of a query (react-query's `UseQueryResult`). */
interface QueryLike<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

/** No rows: an empty list, or a page (`itens`) with none. */
function hasNoRows(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { itens?: unknown } | null)?.itens;
  return Array.isArray(items) && items.length === 0;
}

interface QueryViewProps<Data> {
  query: QueryLike<Data>;
  /** What the spinner says ("Carregando documentos…"). */
  loading?: string;
  /** Shown instead of the children when the answer has no rows (see `hasNoRows`). */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A query's three states in one place: the spinner while it loads, the error (with "Tentar de
 * novo") when it fails, then `empty` when it found no rows, or the children with its data.
 */
export function QueryView<Data>({ query, loading, empty, children }: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data as Data;
  if (empty !== undefined && hasNoRows(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

interface PageQueryStateProps {
  query: Pick<QueryLike<unknown>, 'isPending' | 'error' | 'refetch'>;
  /** The page's title and back link while it has no data of its own to name it. */
  title: string;
  back: { to: string; label: string };
  loading?: string;
}

/**
 * A detail page whose query has no data yet: the spinner while it loads; if it failed, the
 * page's title and back link over the error, so the way back stays on screen.
 */
export function PageQueryState({ query, title, back, loading }: PageQueryStateProps) {
  if (query.isPending) return <LoadingState label={loading} />;
  return (
    <section className="page">
      <PageHeader title={title} back={back} />
      <div className="card">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </div>
    </section>
  );
}
