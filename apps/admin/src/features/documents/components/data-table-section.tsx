import { documentCellText, isMonthCell } from '@campo/contracts';
import { ColumnHeaders } from '../../../components/column-headers';
import type { DocumentTableSection } from '../api/documents.types';
import { CellMark } from '../../schedule/components/schedule-cell';

/** A data table, read-only: it was filled from its source when the document was generated. */
export function DataTableSection({ section }: { section: DocumentTableSection }) {
  const grid = section.linhas.some((row) => row.some(isMonthCell));
  return (
    <div className="data-table">
      {section.linhas.length === 0 ? (
        <p className="muted">Tabela sem linhas.</p>
      ) : (
        <div className="table-wrap">
          <table
            className={`table table--dense data-table__table${grid ? ' data-table__table--grid' : ''}`}
          >
            <ColumnHeaders labels={section.colunas} />
            <tbody>
              {section.linhas.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    isMonthCell(cell) ? (
                      <td
                        key={index}
                        className={`schedule-cell schedule-cell--${cell.situacao}`}
                        title={
                          cell.situacao === 'nenhum' ? 'Sem manutenção' : documentCellText(cell)
                        }
                      >
                        <CellMark cell={cell.situacao} />
                        <span className="visually-hidden">{documentCellText(cell)}</span>
                      </td>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="data-table__source">Tabela de dados, somente leitura. Fonte: {section.nota}.</p>
    </div>
  );
}
