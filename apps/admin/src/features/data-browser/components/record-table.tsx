import type { EntityDescriptor } from '@campo/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatShortDateTime } from '../../../lib/format';
import type { CellValue, Sort } from '../../../lib/table-sort';
import type { StoredRecord } from '../api/records.api';
import { type RecordBack, recordLinkState } from '../record-back';
import { formatRecordValue, recordColumns } from '../record-values';

/** A plain value to export: numbers stay numbers; the rest as the table shows it (empty for none). */
function exportValue(value: unknown, text: string): CellValue {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? value : text;
}

/**
 * The columns of an entity's records, headed by the registry's labels; each sorts on the
 * server (`ordenar=<campo>`), as the list pages there. The key column opens the record.
 */
export function recordTableColumns(
  entity: EntityDescriptor,
  sample: StoredRecord | undefined,
  recordPath: string,
  back: RecordBack,
  /** Per reference field, the referred record's name by code (the read API's `nomes`). */
  names: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): DataColumn<StoredRecord>[] {
  const columns = recordColumns(entity.campos, sample);
  const keyColumn = columns.find((column) => entity.chave.includes(column.campo)) ?? columns[0];
  return [
    ...columns.map(({ campo, rotulo, field }): DataColumn<StoredRecord> => {
      const text = (record: StoredRecord) => formatRecordValue(record[campo], field);
      const nameOf = (record: StoredRecord) => names[campo]?.[String(record[campo])];
      return {
        key: campo,
        label: rotulo,
        numeric: field?.tipo === 'inteiro' || field?.tipo === 'decimal',
        // The export keeps the code alone: the sheet stays one the import reads back.
        value: (record) => exportValue(record[campo], text(record)),
        cell: (record) =>
          campo === keyColumn?.campo ? (
            <>
              <Link
                to={`${recordPath}/${record.id}`}
                state={recordLinkState(back)}
                className="table__title"
              >
                {text(record)}
              </Link>
              {record.desativadoEm && (
                <span className="badge badge--muted badge--tiny">Desativado</span>
              )}
            </>
          ) : nameOf(record) ? (
            // The code and, under it, the name of the record it refers to.
            <>
              <span>{text(record)}</span>
              <span className="table__sub" data-nome-referido>
                {nameOf(record)}
              </span>
            </>
          ) : (
            <span title={text(record).length > 40 ? text(record) : undefined}>{text(record)}</span>
          ),
      };
    }),
    {
      key: 'atualizadoEm',
      label: 'Atualizado em',
      className: 'nowrap',
      firstDirection: 'desc',
      value: (record) => formatShortDateTime(record.atualizadoEm),
      cell: (record) => formatShortDateTime(record.atualizadoEm),
    },
  ];
}

interface RecordTableProps {
  columns: readonly DataColumn<StoredRecord>[];
  records: readonly StoredRecord[];
  sort?: Sort;
  onSortChange: (sort: Sort) => void;
}

export function RecordTable({ columns, records, sort, onSortChange }: RecordTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={records}
      rowKey={(record) => record.id}
      sort={sort}
      onSortChange={onSortChange}
      rowProps={(record) => (record.desativadoEm ? { className: 'table__row--retired' } : {})}
      className="table--dense table--data"
    />
  );
}
