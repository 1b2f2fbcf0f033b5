import type { EntityDescriptor, ImportBatchSummary, ImportHistorySort } from '@campo/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatDateTime, formatDuration, formatNumber, plural } from '../../../lib/format';
import type { Sort } from '../../../lib/table-sort';

type BatchColumn = DataColumn<ImportBatchSummary> & { key: ImportHistorySort | 'modo' };

const COUNTS = [
  ['totalLinhas', 'Recebidas'],
  ['gravadas', 'Gravadas'],
  ['criadas', 'Criadas'],
  ['atualizadas', 'Atualizadas'],
  ['inalteradas', 'Inalteradas'],
  ['duplicadas', 'Duplicadas'],
] as const;

/** Shown under another column's value on screen; a column of their own in the export. */
const EXPORT_ONLY = new Set(['origem', 'modo']);

/** The history's columns; each sorts on the server (IMPORT_HISTORY_SORTS), as the history pages there. */
export function batchColumns(registry: ReadonlyMap<string, EntityDescriptor>): BatchColumn[] {
  const entityName = (batch: ImportBatchSummary) =>
    registry.get(batch.entidade)?.nome ?? batch.entidade;
  return [
    {
      key: 'criadoEm',
      label: 'Recebido em / origem',
      firstDirection: 'desc',
      value: (batch) => batch.criadoEm,
      exportValue: (batch) => formatDateTime(batch.criadoEm),
      cell: (batch) => (
        <>
          <Link to={`/integracoes/importacoes/${batch.loteId}`} className="table__title nowrap">
            {formatDateTime(batch.criadoEm)}
          </Link>
          <span className="table__sub">{batch.origem}</span>
        </>
      ),
    },
    { key: 'origem', label: 'Origem', value: (batch) => batch.origem, cell: () => null },
    {
      key: 'entidade',
      label: 'Entidade / modo',
      value: entityName,
      cell: (batch) => (
        <>
          <span className="table__strong">{entityName(batch)}</span>
          <span className="table__sub">{batch.modo}</span>
        </>
      ),
    },
    { key: 'modo', label: 'Modo', value: (batch) => batch.modo, cell: () => null },
    ...COUNTS.map(([key, label]): BatchColumn => ({
      key,
      label,
      numeric: true,
      firstDirection: 'desc',
      value: (batch) => batch[key],
      cell: (batch) => (
        <span className={batch[key] === 0 ? 'muted' : undefined}>{formatNumber(batch[key])}</span>
      ),
    })),
    {
      key: 'recusadas',
      label: 'Recusadas',
      numeric: true,
      firstDirection: 'desc',
      value: (batch) => batch.recusadas,
      cell: (batch) =>
        batch.recusadas > 0 ? (
          <span
            className="badge badge--danger"
            title={plural(batch.recusadas, 'linha recusada', 'linhas recusadas')}
          >
            {formatNumber(batch.recusadas)}
          </span>
        ) : (
          <span className="muted">0</span>
        ),
    },
    {
      key: 'duracaoMs',
      label: 'Duração',
      numeric: true,
      className: 'nowrap',
      firstDirection: 'desc',
      value: (batch) => batch.duracaoMs,
      exportValue: (batch) => formatDuration(batch.duracaoMs),
      cell: (batch) => formatDuration(batch.duracaoMs),
    },
  ];
}

interface BatchTableProps {
  batches: readonly ImportBatchSummary[];
  columns: readonly BatchColumn[];
  sort: Sort;
  onSortChange: (sort: Sort) => void;
}

export function BatchTable({ batches, columns, sort, onSortChange }: BatchTableProps) {
  return (
    <DataTable
      columns={columns.filter((column) => !EXPORT_ONLY.has(column.key))}
      rows={batches}
      rowKey={(batch) => batch.loteId}
      rowProps={(batch) => (batch.recusadas > 0 ? { className: 'table__row--alert' } : {})}
      sort={sort}
      onSortChange={onSortChange}
      className="table--dense"
      caption="Lotes importados."
    />
  );
}
