import type { EntityDescriptor, ImportBatchRow } from '@campo/contracts';
import { RowStatusBadge } from '../../../components/row-status-badge';
import { labelMessage } from '../../entities/field-messages';
import { SentRowTable } from './sent-row-table';

/** One refused, warned or duplicate row: its messages and the row exactly as it was sent. */
export function BatchRowCard({ row, entity }: { row: ImportBatchRow; entity?: EntityDescriptor }) {
  return (
    <article className="card row-card" aria-labelledby={`linha-${row.linha}`}>
      <header className="row-card__header">
        <h3 id={`linha-${row.linha}`}>Linha {row.linha}</h3>
        <RowStatusBadge status={row.status} warned={Boolean(row.aviso)} />
      </header>
      {(row.erros.length > 0 || row.aviso || row.status === 'DUPLICADO') && (
        <ul className="messages">
          {row.erros.map((message) => (
            <li key={message} className="messages__item messages__item--error">
              {labelMessage(entity, message)}
            </li>
          ))}
          {row.aviso && (
            <li className="messages__item messages__item--warning">
              {labelMessage(entity, row.aviso)}
            </li>
          )}
          {row.status === 'DUPLICADO' && (
            <li className="messages__item">
              O registro já existia; no modo INSERT ele não é alterado.
            </li>
          )}
        </ul>
      )}
      <SentRowTable values={row.dados} entity={entity} errors={row.erros} />
    </article>
  );
}
