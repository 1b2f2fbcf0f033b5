import type { Page } from '@campo/contracts';
import type { CellValue } from './table-sort';

/** One column of an exported table: its header and the plain value of each row. */
export interface ExportColumn<Row> {
  label: string;
  value: (row: Row) => CellValue;
}

export type ExportFormat = 'csv' | 'xlsx';

const decimal = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 });

/**
 * A cell that a spreadsheet program would run as a formula (`= + - @`, tab, carriage return)
 * gets an apostrophe first, so exported data stays data (as the server's exports do).
 */
function text(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return decimal.format(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: CellValue): string {
  const cell = text(value);
  return /[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * CSV as a spreadsheet program in Brazil opens it: UTF-8 with a BOM, `;` between cells,
 * decimal commas; the same shape as the server's CSV exports.
 */
export function toCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Blob {
  const lines = [
    columns.map((column) => csvCell(column.label)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ].map((cells) => cells.join(';'));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** An XLSX workbook of one sheet; ExcelJS is fetched only when someone exports one. */
export async function toXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sheetName: string,
): Promise<Blob> {
  const module = await import('exceljs');
  // The browser build is CommonJS: its exports arrive as the default export.
  const ExcelJS = ('default' in module ? module.default : module) as typeof module;
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  sheet.addRow(columns.map((column) => column.label));
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        // Numbers stay numbers (a spreadsheet sums them); the rest as the CSV writes it.
        return typeof value === 'number' ? value : text(value);
      }),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(10, column.label.length + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** The most rows an export reads, page by page (50 pages of the API's largest page). */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE_SIZE = 200;

/**
 * Every row of a paged list as filtered (not only the page on screen), in the list's order;
 * at most EXPORT_MAX_ROWS.
 */
export async function loadAllPages<Row>(
  fetchPage: (pagina: number, porPagina: number) => Promise<Page<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pagina = 1; rows.length < EXPORT_MAX_ROWS; pagina++) {
    const page = await fetchPage(pagina, EXPORT_PAGE_SIZE);
    rows.push(...page.itens);
    if (page.itens.length < EXPORT_PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
