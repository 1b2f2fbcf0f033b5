import type { DocumentSection } from '../api/documents.types';
import { CellMark } from '../../schedule/components/schedule-cell';
import type { ScheduleCell } from '../../schedule/api/schedule.types';

type TableSection = Extract<DocumentSection, { tipo: 'tabela' }>;

/** Where each table's rows came from, said under it. */
const SOURCES: Record<string, string> = {
  equipamentos: 'os equipamentos do contrato',
  planos: 'os planos de manutenção dos equipamentos',
  cronograma: 'o cronograma anual calculado na geração',
};

/** The annual grid's words, shown with the grid's colours. */
const GRID_CELLS: Record<string, ScheduleCell> = {
  Executado: 'executado',
  Planejado: 'planejado',
  Atrasado: 'atrasado',
  '·': 'nenhum',
};

/** A data table, read-only: it was filled from its source when the document was generated. */
export function DataTableSection({ section }: { section: TableSection }) {
  const grid = section.fonte === 'cronograma';
  return (
    <div className="data-table">
      {section.linhas.length === 0 ? (
        <p className="muted">Tabela sem linhas.</p>
      ) : (
        <div className="table-wrap">
          <table
            className={`table table--dense data-table__table${grid ? ' data-table__table--grid' : ''}`}
          >
            <thead>
              <tr>
                {section.colunas.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.linhas.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => {
                    const kind = grid ? GRID_CELLS[cell] : undefined;
                    return kind ? (
                      <td
                        key={index}
                        className={`schedule-cell schedule-cell--${kind}`}
                        title={cell === '·' ? 'Sem manutenção' : cell}
                      >
                        <CellMark cell={kind} />
                        <span className="visually-hidden">{cell}</span>
                      </td>
                    ) : (
                      <td key={index}>{cell}</td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="data-table__source">
        Tabela de dados, somente leitura: vem de {SOURCES[section.fonte] ?? section.fonte}.
      </p>
    </div>
  );
}
