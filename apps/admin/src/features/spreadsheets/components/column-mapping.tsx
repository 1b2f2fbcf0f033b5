import type { EntityDescriptor } from '@campo/contracts';
import type { SpreadsheetColumn } from '../api/spreadsheets.api';

/** How each header was read, and the required fields that no column provides. */
export function ColumnMapping({
  columns,
  entity,
}: {
  columns: readonly SpreadsheetColumn[];
  entity: EntityDescriptor;
}) {
  const fields = new Map(entity.campos.map((field) => [field.campo, field]));
  const mapped = new Set(columns.map((column) => column.campo));
  const missing = entity.campos.filter((field) => field.obrigatorio && !mapped.has(field.campo));

  return (
    <details
      className="subsection"
      open={missing.length > 0 || columns.some((column) => !column.campo)}
    >
      <summary>
        Colunas da planilha ({columns.filter((column) => column.campo).length} de {columns.length}{' '}
        reconhecidas)
      </summary>
      {missing.length > 0 && (
        <p className="alert">
          Campos obrigatórios sem coluna na planilha:{' '}
          {missing.map((field) => field.rotulo).join(', ')}. Todas as linhas serão recusadas por
          falta deles.
        </p>
      )}
      <div className="table-wrap">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Cabeçalho na planilha</th>
              <th scope="col">Campo</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column, index) => (
              <tr key={`${index}-${column.cabecalho}`}>
                <td>{column.cabecalho || <span className="muted">(sem cabeçalho)</span>}</td>
                <td>
                  {column.campo ? (
                    <>
                      {fields.get(column.campo)?.rotulo ?? column.campo}{' '}
                      <code className="mono muted">{column.campo}</code>
                    </>
                  ) : (
                    <span className="badge badge--warning">
                      Ignorada: não corresponde a nenhum campo
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
