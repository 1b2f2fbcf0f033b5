import type { Page } from '@campo/contracts';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { PagedRows } from './paged-rows';
import { ErrorState, LoadingState } from './query-states';

/** What these views read of a query (react-query's `UseQueryResult` has it all). */
export interface QueryLike<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
  isPlaceholderData?: boolean;
}

interface QueryViewProps<Data> {
  query: QueryLike<Data>;
  /** What the spinner says ("Carregando tokens…"). */
  loading?: string;
  /** Shown instead of the content when the answer holds nothing (see `isEmpty`). */
  empty?: ReactNode;
  /** Whether the answer holds nothing; default: an empty list, or a page without items. */
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

function holdsNothing(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { itens?: unknown } | null)?.itens;
  return Array.isArray(items) && items.length === 0;
}

/**
 * A query's answer, or what stands in for it: the spinner while it loads, the error (with
 * "Tentar de novo") when it failed, `empty` when it holds nothing.
 */
export function QueryView<Data>({
  query,
  loading,
  empty,
  isEmpty = holdsNothing,
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data as Data;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

interface PagedQueryViewProps<Item> extends Omit<QueryViewProps<Page<Item>>, 'isEmpty'> {
  /** What the pages count, in the plural ("eventos"). */
  noun: string;
  onPageChange: (page: number) => void;
}

/**
 * A paged list's query: its page (busy while the next one loads over it) and the pagination
 * under it, or the loading, error and empty states of `QueryView`.
 */
export function PagedQueryView<Item>({
  noun,
  onPageChange,
  children,
  ...view
}: PagedQueryViewProps<Item>) {
  return (
    <QueryView {...view}>
      {(page) => (
        <PagedRows
          page={page}
          noun={noun}
          onPageChange={onPageChange}
          busy={Boolean(view.query.isPlaceholderData)}
        >
          {children(page)}
        </PagedRows>
      )}
    </QueryView>
  );
}

interface PageQueryStateProps {
  query: Pick<QueryLike<unknown>, 'isPending' | 'error' | 'refetch'>;
  /** The page's title and back link while it has no data of its own to name it. */
  title: string;
  back: { to: string; label: string };
  loading?: string;
}

/**
 * A record's page whose query has no data yet: the spinner while it loads; if it failed,
 * the page's title and back link over the error, so the way back stays on screen.
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

interface RecordQueryViewProps<Data> extends PageQueryStateProps {
  query: QueryLike<Data>;
  children: (data: Data) => ReactNode;
}

/** A record's page: `PageQueryState` until its data is there, then the page itself. */
export function RecordQueryView<Data>({ children, ...state }: RecordQueryViewProps<Data>) {
  const { query } = state;
  if (query.isPending || query.isError) return <PageQueryState {...state} />;
  return <>{children(query.data as Data)}</>;
}
