import { useState } from 'react';
import { errorMessage } from '@campo/web-client';
import { todayInputValue } from '../lib/format';
import { saveFile } from '../lib/save-file';
import { type ExportColumn, type ExportFormat, toCsv, toXlsx } from '../lib/table-export';

interface ExportButtonsProps<Row> {
  columns: readonly ExportColumn<Row>[];
  /** Every row of the list as filtered and sorted, not only the page on screen. */
  load: () => Promise<readonly Row[]>;
  /** The file's name before the date and the extension (`equipamentos`). */
  fileName: string;
  /** The XLSX's sheet. */
  sheetName: string;
}

/**
 * "Exportar CSV" and "Exportar XLSX": the list as filtered, built in the browser from the
 * same API the list reads (see docs/decisoes.md), with the columns as the table shows them.
 */
export function ExportButtons<Row>({
  columns,
  load,
  fileName,
  sheetName,
}: ExportButtonsProps<Row>) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      const rows = await load();
      const file = format === 'csv' ? toCsv(columns, rows) : await toXlsx(columns, rows, sheetName);
      saveFile(file, `${fileName}-${todayInputValue()}.${format}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="export-buttons" role="group" aria-label="Exportar a lista filtrada">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={busy !== null}
          aria-busy={busy === format}
          data-formato={format}
          onClick={() => void exportAs(format)}
        >
          {busy === format ? 'Exportando…' : `Exportar ${format.toUpperCase()}`}
        </button>
      ))}
      {error !== null && (
        <p className="field__error" role="alert">
          Não foi possível exportar: {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
