import type { ImportBatchSummary } from '@campo/contracts';
import { Link } from 'react-router';
import { formatDateTime, formatDuration, formatNumber, plural } from '../../../lib/format';
import { useEntityMap } from '../../entities/hooks/use-entities';

const COUNTS = [
  ['totalLinhas', 'Recebidas'],
  ['gravadas', 'Gravadas'],
  ['criadas', 'Criadas'],
  ['atualizadas', 'Atualizadas'],
  ['inalteradas', 'Inalteradas'],
  ['duplicadas', 'Duplicadas'],
] as const;

export function BatchTable({ batches }: { batches: readonly ImportBatchSummary[] }) {
  const registry = useEntityMap();

  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Recebido em / origem</th>
            <th scope="col">Entidade / modo</th>
            {COUNTS.map(([key, label]) => (
              <th key={key} scope="col" className="num">
                {label}
              </th>
            ))}
            <th scope="col" className="num">
              Recusadas
            </th>
            <th scope="col" className="num">
              Duração
            </th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr
              key={batch.loteId}
              className={batch.recusadas > 0 ? 'table__row--alert' : undefined}
            >
              <td>
                <Link
                  to={`/integracoes/importacoes/${batch.loteId}`}
                  className="table__title nowrap"
                >
                  {formatDateTime(batch.criadoEm)}
                </Link>
                <span className="table__sub">{batch.origem}</span>
              </td>
              <td>
                <span className="table__strong">
                  {registry.get(batch.entidade)?.nome ?? batch.entidade}
                </span>
                <span className="table__sub">{batch.modo}</span>
              </td>
              {COUNTS.map(([key]) => (
                <td key={key} className={`num${batch[key] === 0 ? ' muted' : ''}`}>
                  {formatNumber(batch[key])}
                </td>
              ))}
              <td className="num">
                {batch.recusadas > 0 ? (
                  <span
                    className="badge badge--danger"
                    title={plural(batch.recusadas, 'linha recusada', 'linhas recusadas')}
                  >
                    {formatNumber(batch.recusadas)}
                  </span>
                ) : (
                  <span className="muted">0</span>
                )}
              </td>
              <td className="num nowrap">{formatDuration(batch.duracaoMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
