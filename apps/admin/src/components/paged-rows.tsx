import type { Page } from '@campo/contracts';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';

interface PagedRowsProps {
  /** The page shown: its number, size and the list's total. */
  page: Pick<Page<unknown>, 'pagina' | 'porPagina' | 'total'>;
  /** What is being counted, in the plural ("registros"). */
  noun: string;
  onPageChange: (page: number) => void;
  /** True while the previous page stays in view as the next one loads. */
  busy: boolean;
  children: ReactNode;
}

/** A page of a paged list with the pager under it, marked busy while the next page loads. */
export function PagedRows({ page, noun, onPageChange, busy, children }: PagedRowsProps) {
  return (
    <div aria-busy={busy}>
      {children}
      <Pagination
        page={page.pagina}
        pageSize={page.porPagina}
        total={page.total}
        noun={noun}
        onChange={onPageChange}
      />
    </div>
  );
}
