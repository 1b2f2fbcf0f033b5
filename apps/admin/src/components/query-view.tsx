import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './query-states';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** What the spinner says while the first answer is on its way ("Carregando planos…"). */
  loading?: string;
  /** Whether the answer has nothing to show; then `empty` stands instead of `children`. */
  isEmpty?: (data: Data) => boolean;
  /** Usually an `EmptyState`. */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A query's states in one place: the spinner while it loads, its error with "Tentar de
 * novo", the empty state when the answer has nothing, else what `children` makes of the data.
 */
export function QueryView<Data>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** One page of a list, as the API answers it. */
export interface ListPage<Item> {
  itens: Item[];
  pagina: number;
  porPagina: number;
  total: number;
}

interface PagedQueryViewProps<Item> extends Omit<
  QueryViewProps<ListPage<Item>>,
  'isEmpty' | 'children'
> {
  /** What is being counted, in the plural ("ordens"). */
  noun: string;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}

/**
 * A paged list's query: its states, then the page's items and the pagination under them,
 * marked busy while the next page loads (the previous one stays on screen meanwhile).
 */
export function PagedQueryView<Item>({
  noun,
  onPage,
  children,
  ...view
}: PagedQueryViewProps<Item>) {
  return (
    <QueryView {...view} isEmpty={(page) => page.itens.length === 0}>
      {(page) => (
        <div aria-busy={view.query.isPlaceholderData}>
          {children(page.itens)}
          <Pagination
            page={page.pagina}
            pageSize={page.porPagina}
            total={page.total}
            noun={noun}
            onChange={onPage}
          />
        </div>
      )}
    </QueryView>
  );
}
