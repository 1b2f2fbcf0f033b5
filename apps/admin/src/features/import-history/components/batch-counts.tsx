import type { ImportBatchSummary } from '@campo/contracts';
import { formatNumber, plural } from '../../../lib/format';

/** The batch's counts as stat tiles; refusals stand out. */
export function BatchCounts({ batch }: { batch: ImportBatchSummary }) {
  return (
    <div className="stats">
      <div className="stat">
        <span className="stat__label">Recebidas</span>
        <span className="stat__value">{formatNumber(batch.totalLinhas)}</span>
      </div>
      <div className="stat">
        <span className="stat__label">Gravadas</span>
        <span className="stat__value">{formatNumber(batch.gravadas)}</span>
        <span className="stat__sub">
          {plural(batch.criadas, 'criada', 'criadas')} ·{' '}
          {plural(batch.atualizadas, 'atualizada', 'atualizadas')} ·{' '}
          {plural(batch.inalteradas, 'inalterada', 'inalteradas')}
        </span>
      </div>
      <div className="stat">
        <span className="stat__label">Duplicadas</span>
        <span className="stat__value">{formatNumber(batch.duplicadas)}</span>
      </div>
      <div className={batch.recusadas > 0 ? 'stat stat--danger' : 'stat'}>
        <span className="stat__label">Recusadas</span>
        <span className="stat__value">{formatNumber(batch.recusadas)}</span>
      </div>
    </div>
  );
}
