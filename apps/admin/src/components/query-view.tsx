import type { Page } from '@campo/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './query-states';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** What the spinner says ("Carregando tokens…"). */
  loadingLabel: string;
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
  loadingLabel,
  empty,
  isEmpty = holdsNothing,
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
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
        <div aria-busy={view.query.isPlaceholderData}>
          {children(page)}
          <Pagination
            page={page.pagina}
            pageSize={page.porPagina}
            total={page.total}
            noun={noun}
            onChange={onPageChange}
          />
        </div>
      )}
    </QueryView>
  );
}

interface RecordQueryViewProps<Data> {
  query: UseQueryResult<Data>;
  loadingLabel: string;
  /** The page's title and way back, shown over the error when the record cannot be read. */
  title: string;
  back: { to: string; label: string };
  children: (data: Data) => ReactNode;
}

/**
 * A record's page: the spinner while it loads, the page's header over the error when it
 * failed (so the way back stays), or the page itself.
 */
export function RecordQueryView<Data>({
  query,
  loadingLabel,
  title,
  back,
  children,
}: RecordQueryViewProps<Data>) {
  if (query.isError) {
    return (
      <section className="page">
        <PageHeader title={title} back={back} />
        <div className="card">
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        </div>
      </section>
    );
  }
  return (
    <QueryView query={query} loadingLabel={loadingLabel}>
      {children}
    </QueryView>
  );
}
