import { EMPTY, plural } from '../../../lib/format';
import type { ScheduleGrid as Grid, ScheduleRow } from '../api/schedule.types';
import { MONTHS, periodicityCodes, periodicityLabel, shortMonth } from '../schedule-format';
import { ScheduleCell } from './schedule-cell';

interface ScheduleGridProps {
  grid: Grid;
  /** The whole company: each equipment says its contract. */
  showContract: boolean;
  /** Opens a cell's detail (live grids); without it the cells only show. */
  onOpenCell?: (row: ScheduleRow, month: number, opener: HTMLButtonElement) => void;
}

function bySector(rows: readonly ScheduleRow[]) {
  const groups = new Map<string, ScheduleRow[]>();
  for (const row of rows) {
    const sector = row.setor ?? 'Sem setor';
    groups.set(sector, [...(groups.get(sector) ?? []), row]);
  }
  return [...groups];
}

/**
 * Equipment × month, grouped by sector (the API orders the rows by sector and
 * code). The current month's column is highlighted; the month header stays in
 * view while the grid scrolls. In print the header repeats on every page.
 */
export function ScheduleGrid({ grid, showContract, onOpenCell }: ScheduleGridProps) {
  const currentMonth = grid.hoje.startsWith(`${grid.ano}-`)
    ? Number(grid.hoje.slice(5, 7)) - 1
    : -1;

  return (
    <div className="table-wrap schedule-wrap">
      <table className="table schedule">
        <caption className="visually-hidden">Cronograma anual de {grid.ano}</caption>
        <thead>
          <tr>
            <th scope="col" className="schedule__equipment">
              Equipamento
            </th>
            <th scope="col" className="schedule__periodicity">
              <abbr title="Periodicidades das atividades do plano, da mais frequente">Period.</abbr>
            </th>
            {MONTHS.map((name, index) => (
              <th
                key={name}
                scope="col"
                className={`schedule__month${index === currentMonth ? ' schedule__month--current' : ''}`}
                title={index === currentMonth ? `${name} (mês atual)` : name}
              >
                {shortMonth(index)}
              </th>
            ))}
          </tr>
        </thead>
        {bySector(grid.linhas).map(([sector, rows]) => (
          <tbody key={sector}>
            <tr className="schedule__group">
              <th scope="colgroup" colSpan={14}>
                {sector}{' '}
                <span className="schedule__group-count">
                  {plural(rows.length, 'equipamento', 'equipamentos')}
                </span>
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.equipamentoId} data-equipamento={row.codigo}>
                <th scope="row" className="schedule__equipment">
                  <span className="table__strong">{row.codigo}</span>
                  <span className="table__sub">
                    {[showContract ? row.contrato : null, row.descricao]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </th>
                <td className="schedule__periodicity">
                  <Periodicity value={row.periodicidade} />
                </td>
                {row.meses.map((cell, index) => (
                  <ScheduleCell
                    key={index}
                    cell={cell}
                    month={index}
                    withOrder={row.ordensPlanejadas?.includes(index)}
                    equipment={row.codigo}
                    onOpen={onOpenCell && ((opener) => onOpenCell(row, index, opener))}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Periodicity({ value }: { value: string | null }) {
  const codes = periodicityCodes(value);
  if (codes.length === 0)
    return (
      <span className="muted" title="Sem plano de manutenção">
        {EMPTY}
      </span>
    );
  return (
    <>
      {codes.map((code) => (
        <abbr key={code} className="schedule__code" title={periodicityLabel(code)}>
          {code}
        </abbr>
      ))}
    </>
  );
}
