import { stringify } from 'csv-stringify/sync';
import { newWorkbook } from './excel-workbook';
import type { ImportBatchRow } from '@campo/contracts';

/**
 * A cell that a spreadsheet program would run as a formula (`= + - @`, and tab
 * or carriage return) is prefixed with an apostrophe, so exported data stays data.
 */
export function escapeCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The refused rows of a batch, as sent, with their position and reasons; columns
 * in the entity's field order, then any other key the rows carried.
 */
function table(rows: ImportBatchRow[], fieldOrder: string[]) {
  const sent = new Set(rows.flatMap((row) => Object.keys(row.dados)));
  const keys = [
    ...fieldOrder.filter((campo) => sent.has(campo)),
    ...[...sent].filter((key) => !fieldOrder.includes(key)),
  ];
  const header = ['Linha', 'Erros', ...keys];
  const body = rows.map((row) => [
    row.linha,
    row.erros.join(' | '),
    ...keys.map((key) => row.dados[key]),
  ]);
  return [header, ...body].map((cells) => cells.map(escapeCell));
}

export function refusedRowsCsv(rows: ImportBatchRow[], fieldOrder: string[]): Buffer {
  return Buffer.from(`\uFEFF${stringify(table(rows, fieldOrder), { delimiter: ';' })}`, 'utf8');
}

export async function refusedRowsXlsx(
  rows: ImportBatchRow[],
  fieldOrder: string[],
): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Linhas recusadas');
  for (const cells of table(rows, fieldOrder)) sheet.addRow(cells);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
