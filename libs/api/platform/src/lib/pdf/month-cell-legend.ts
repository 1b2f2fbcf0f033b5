import { MONTH_CELL_LABELS, MONTH_CELL_MARKS, MONTH_CELLS } from '@campo/contracts';
import { html, type SafeHtml } from './html';

/** The legend of a printed annual grid: each cell kind's colour swatch, letter and name (styles in the print stylesheet). */
export function monthCellLegend(): SafeHtml {
  return html`<p class="legend">
    ${MONTH_CELLS.map(
      (cell) =>
        html`<span
          ><span class="swatch month ${cell}">${MONTH_CELL_MARKS[cell]}</span>
          ${MONTH_CELL_LABELS[cell]}</span
        >`,
    )}
  </p>`;
}
