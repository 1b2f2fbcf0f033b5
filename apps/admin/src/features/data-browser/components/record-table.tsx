import { Link } from 'react-router';
import { formatShortDateTime } from '../../../lib/format';
import type { StoredRecord } from '../api/records.api';
import type { EntityDescriptor } from '@campo/contracts';
import { type RecordBack, recordLinkState } from '../record-back';
import { formatRecordValue, recordColumns } from '../record-values';

/** The records with the registry's labels as headers; the key column opens the record. */
export function RecordTable({
  entity,
  records,
  recordPath,
  back,
}: {
  entity: EntityDescriptor;
  records: readonly StoredRecord[];
  /** Where each record's page is, under `/<id>`. */
  recordPath: string;
  /** This list, for the record page's back link. */
  back: RecordBack;
}) {
  const columns = recordColumns(entity.campos, records[0]);
  const keyColumn = columns.find((column) => entity.chave.includes(column.campo)) ?? columns[0];

  return (
    <div className="table-wrap">
      <table className="table table--dense table--data">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.campo} scope="col" title={column.campo}>
                {column.rotulo}
              </th>
            ))}
            <th scope="col">Atualizado em</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} className={record.desativadoEm ? 'table__row--retired' : undefined}>
              {columns.map((column) => {
                const text = formatRecordValue(record[column.campo], column.field);
                return (
                  <td key={column.campo} title={text.length > 40 ? text : undefined}>
                    {column === keyColumn ? (
                      <>
                        <Link
                          to={`${recordPath}/${record.id}`}
                          state={recordLinkState(back)}
                          className="table__title"
                        >
                          {text}
                        </Link>
                        {record.desativadoEm && (
                          <span className="badge badge--muted badge--tiny">Desativado</span>
                        )}
                      </>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
              <td className="nowrap">{formatShortDateTime(record.atualizadoEm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
