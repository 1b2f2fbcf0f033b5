import type { BatchData } from '@campo/contracts';
import { formatNumber } from '../../../lib/format';

/** The counts of a spreadsheet batch (would be stored, in a preview). */
export function BatchStats({ batch, preview }: { batch: BatchData; preview?: boolean }) {
  return (
    <div className="stats">
      <div className="stat">
        <span className="stat__label">Linhas lidas</span>
        <span className="stat__value">{formatNumber(batch.totalLinhas)}</span>
      </div>
      <div className="stat stat--success">
        <span className="stat__label">{preview ? 'Válidas' : 'Gravadas'}</span>
        <span className="stat__value">{formatNumber(batch.gravadas)}</span>
      </div>
      <div className={batch.recusadas > 0 ? 'stat stat--danger' : 'stat'}>
        <span className="stat__label">Recusadas</span>
        <span className="stat__value">{formatNumber(batch.recusadas)}</span>
      </div>
      {batch.duplicadas > 0 && (
        <div className="stat">
          <span className="stat__label">Duplicadas</span>
          <span className="stat__value">{formatNumber(batch.duplicadas)}</span>
        </div>
      )}
    </div>
  );
}
