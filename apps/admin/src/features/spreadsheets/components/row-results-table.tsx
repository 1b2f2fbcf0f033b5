import type { RowAction, RowResult } from '@campo/contracts';
import { useState } from 'react';
import { RowStatusBadge } from '../../../components/row-status-badge';
import { formatNumber } from '../../../lib/format';

const PAGE = 200;

const ACTIONS: Record<RowAction, [preview: string, done: string]> = {
  CRIADO: ['Será criado', 'Criado'],
  ATUALIZADO: ['Atualizará um registro existente', 'Atualizado'],
  INALTERADO: ['Igual ao registro existente: nada muda', 'Sem alteração'],
};

/** Row by row: the sheet's row number, the outcome and its messages. */
export function RowResultsTable({
  results,
  preview,
}: {
  results: readonly RowResult[];
  preview?: boolean;
}) {
  const problems = results.filter((row) => row.status !== 'OK' || row.aviso);
  const [onlyProblems, setOnlyProblems] = useState(problems.length > 0 && results.length > 20);
  const [limit, setLimit] = useState(PAGE);
  const selected = onlyProblems ? problems : results;
  const shown = selected.slice(0, limit);

  return (
    <div className="subsection">
      <div className="subsection__bar">
        <h3>Resultado por linha</h3>
        {problems.length > 0 && problems.length < results.length && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(event) => {
                setOnlyProblems(event.target.checked);
                setLimit(PAGE);
              }}
            />
            Só linhas recusadas ou com aviso ({problems.length})
          </label>
        )}
      </div>
      <div className="table-wrap table-wrap--tall">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col" className="num">
                Linha
              </th>
              <th scope="col">Situação</th>
              <th scope="col">Mensagens</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.linha}
                className={row.status === 'ERRO' ? 'table__row--alert' : undefined}
              >
                <td className="num">{row.linha}</td>
                <td>
                  <RowStatusBadge
                    status={row.status}
                    warned={Boolean(row.aviso)}
                    preview={preview}
                  />
                </td>
                <td>
                  <ul className="messages messages--plain">
                    {row.erros?.map((message) => (
                      <li key={message} className="messages__item messages__item--error">
                        {message}
                      </li>
                    ))}
                    {row.aviso && (
                      <li className="messages__item messages__item--warning">{row.aviso}</li>
                    )}
                    {row.acao && (
                      <li className="messages__item muted">{ACTIONS[row.acao][preview ? 0 : 1]}</li>
                    )}
                    {row.status === 'DUPLICADO' && (
                      <li className="messages__item muted">O registro já existe.</li>
                    )}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected.length > limit && (
        <button type="button" className="button" onClick={() => setLimit(limit + PAGE)}>
          Mostrar mais linhas ({formatNumber(selected.length - limit)} restantes)
        </button>
      )}
    </div>
  );
}
