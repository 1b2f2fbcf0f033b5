import { formatNumber } from '../lib/format';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What is being counted, in the plural ("lotes", "registros"). Nothing is shown for no items. */
  noun: string;
}

export function Pagination({ page, pageSize, total, onChange, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  if (total === 0) return null;

  return (
    <nav className="pagination" aria-label="Paginação">
      <span className="pagination__summary">
        {formatNumber(first)}–{formatNumber(last)} de {formatNumber(total)} {noun}
      </span>
      <div className="pagination__controls">
        <button
          type="button"
          className="button button--small"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          Anterior
        </button>
        <span className="pagination__page">
          Página {formatNumber(Math.min(page, pages))} de {formatNumber(pages)}
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={page >= pages}
          onClick={() => onChange(page + 1)}
        >
          Próxima
        </button>
      </div>
    </nav>
  );
}
