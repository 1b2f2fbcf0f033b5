import {
  MONTH_CELL_LABELS,
  MONTH_CELL_MARKS,
  MONTH_NAMES,
  type ScheduleGrid,
} from '@campo/contracts';
import { html, monthCellLegend, type SafeHtml } from '@campo/platform';

/** The annual grid as printed: one row per equipment, twelve coloured month cells, and the legend. */
export function scheduleGridHtml(grid: ScheduleGrid, options: { showContract: boolean }): SafeHtml {
  if (grid.linhas.length === 0) return html`<p class="empty">Nenhum equipamento no escopo.</p>`;
  return html`${monthCellLegend()}
    <table class="schedule">
      <thead>
        <tr>
          <th>Equipamento</th>
          ${options.showContract && html`<th>Contrato</th>`}
          <th>Setor</th>
          <th>Period.</th>
          ${MONTH_NAMES.map((month) => html`<th class="month">${month.slice(0, 3)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${grid.linhas.map(
          (row) =>
            html`<tr>
              <td>${row.codigo}</td>
              ${options.showContract && html`<td class="code">${row.contrato}</td>`}
              <td>${row.setor ?? ''}</td>
              <td>${row.periodicidade ?? ''}</td>
              ${row.meses.map((cell) => html`<td class="month ${cell}" title="${MONTH_CELL_LABELS[cell]}">${MONTH_CELL_MARKS[cell]}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>`;
}

export const SCHEDULE_GRID_STYLES = `
table.schedule { font-size: 7.5pt; }
table.schedule th, table.schedule td { padding: 2.5pt 3pt; }
table.schedule td:first-child, table.schedule td.code { white-space: nowrap; }
table.schedule th.month, table.schedule td.month { width: 5.2%; text-align: center; }
`;
