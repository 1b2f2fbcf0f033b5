import { Link } from 'react-router';
import type { SpreadsheetAnswer } from '../api/spreadsheets.api';
import { BatchStats } from './batch-stats';
import { RowResultsTable } from './row-results-table';

/** After the import: what was stored, and the batch in the import history. */
export function ImportResult({
  answer,
  onStartOver,
}: {
  answer: SpreadsheetAnswer;
  onStartOver: () => void;
}) {
  const batch = answer.dados;
  return (
    <section className="card form" aria-labelledby="import-done">
      <h2 id="import-done" className="step-title">
        <span className="step-number step-number--done">✓</span> Planilha importada
      </h2>
      <p
        className={batch.recusadas > 0 ? 'notice notice--warning' : 'notice notice--success'}
        role="status"
      >
        {answer.mensagem}
      </p>
      <BatchStats batch={batch} />
      <RowResultsTable results={batch.resultados} />
      <div className="form__actions form__actions--split">
        <button type="button" className="button" onClick={onStartOver}>
          Importar outra planilha
        </button>
        <Link to={`/integracoes/importacoes/${batch.loteId}`} className="button button--primary">
          Ver o lote no histórico
        </Link>
      </div>
    </section>
  );
}
