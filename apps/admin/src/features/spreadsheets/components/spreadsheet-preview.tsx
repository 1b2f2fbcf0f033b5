import type { EntityDescriptor } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { plural } from '../../../lib/format';
import type { SpreadsheetAnswer } from '../api/spreadsheets.api';
import { BatchStats } from './batch-stats';
import { ColumnMapping } from './column-mapping';
import { RowResultsTable } from './row-results-table';

interface SpreadsheetPreviewProps {
  answer: SpreadsheetAnswer;
  entity: EntityDescriptor;
  importing: boolean;
  importError?: unknown;
  onImport: () => void;
  onStartOver: () => void;
}

/** Step 3: what the API would do with each row, how the headers were read, and the import button. */
export function SpreadsheetPreview({
  answer,
  entity,
  importing,
  importError,
  onImport,
  onStartOver,
}: SpreadsheetPreviewProps) {
  const batch = answer.dados;

  return (
    <section className="card form" aria-labelledby="step-preview">
      <h2 id="step-preview" className="step-title">
        <span className="step-number">3</span> Confira a prévia e importe
      </h2>
      <p className="muted">Nada foi gravado ainda. {answer.mensagem}</p>
      <BatchStats batch={batch} preview />
      <ColumnMapping columns={batch.colunas} entity={entity} />
      <RowResultsTable results={batch.resultados} preview />

      {importError !== undefined && (
        <p className="alert" role="alert">
          {errorMessage(importError)}
        </p>
      )}
      <div className="form__actions form__actions--split">
        <button type="button" className="button" onClick={onStartOver} disabled={importing}>
          Escolher outro arquivo
        </button>
        <div className="form__actions-group">
          {batch.recusadas > 0 && batch.gravadas > 0 && (
            <span className="muted">As linhas recusadas não serão gravadas.</span>
          )}
          <button
            type="button"
            className="button button--primary"
            onClick={onImport}
            disabled={importing || batch.gravadas === 0}
            aria-busy={importing}
          >
            {importing
              ? 'Importando…'
              : batch.gravadas === 0
                ? 'Nenhuma linha válida para importar'
                : `Importar ${plural(batch.gravadas, 'linha válida', 'linhas válidas')}`}
          </button>
        </div>
      </div>
    </section>
  );
}
