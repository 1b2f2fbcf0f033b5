import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { newWorkbook } from './excel-workbook';
import type { SpreadsheetColumn } from '@campo/contracts';
import { AppException, platformError } from '@campo/platform';
import { normalizeWord } from '../registry/allowed-values';
import type { EntityDefinition } from '../registry/entity-registry';
import { ingestionError } from '../common/ingestion-errors';
import { checkXlsxBounds, MAX_SPREADSHEET_ROWS } from './xlsx-bounds';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetRows {
  colunas: SpreadsheetColumn[];
  rows: Record<string, unknown>[];
  /** The sheet's row number of each data row (the header is row 1). */
  lineNumbers: number[];
}

/**
 * Reads an uploaded XLSX or CSV into rows keyed by `campo`: each header is matched
 * to a field by its rótulo (or its campo), ignoring case and accents; blank rows
 * are skipped. Cells keep the text a person typed, so the rows then go through
 * the same validator as the API.
 */
export async function readSheet(
  entity: EntityDefinition,
  file: Buffer,
  contentType: string,
  fileName = '',
): Promise<SheetRows> {
  const isXlsx =
    contentType.includes('spreadsheetml') ||
    /\.xlsx$/i.test(fileName) ||
    file.subarray(0, 2).toString() === 'PK';
  const table = isXlsx ? await readXlsx(file) : readCsv(file);
  const [headers = [], ...body] = table;
  const byName = new Map<string, string>();
  for (const field of entity.fields) {
    byName.set(normalizeWord(field.rotulo), field.campo);
    byName.set(normalizeWord(field.campo), field.campo);
  }
  const colunas = headers.map((header) => ({
    cabecalho: String(header ?? '').trim(),
    campo: byName.get(normalizeWord(String(header ?? ''))) ?? null,
  }));
  if (!colunas.some((column) => column.campo)) {
    throw platformError(
      'DADOS_INVALIDOS',
      `Nenhum cabeçalho da planilha corresponde a um campo de ${entity.rotulo}. Use o modelo: a primeira linha deve ter os rótulos (${entity.fields.map((field) => field.rotulo).join(', ')}).`,
    );
  }
  const rows: Record<string, unknown>[] = [];
  const lineNumbers: number[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === ''))
      return;
    const row: Record<string, unknown> = {};
    colunas.forEach((column, position) => {
      if (column.campo && cells[position] !== undefined && cells[position] !== null)
        row[column.campo] = cells[position];
    });
    rows.push(row);
    lineNumbers.push(index + 2);
  });
  return { colunas, rows, lineNumbers };
}

async function readXlsx(file: Buffer): Promise<unknown[][]> {
  await checkXlsxBounds(file);
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw platformError('DADOS_INVALIDOS', 'O arquivo não é uma planilha XLSX válida.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: unknown[] = [];
    for (let column = 1; column <= sheet.columnCount; column++)
      values.push(cellText(row.getCell(column).value));
    table[number - 1] = values;
  });
  return Array.from(table, (row) => row ?? []);
}

/** A cell as the text a person would read in it. */
function cellText(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // Excel dates carry no zone; exceljs gives them as UTC wall-clock time.
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    const time =
      value.getUTCHours() || value.getUTCMinutes()
        ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`
        : '';
    return date + time;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return value.text;
    if ('error' in value) return null;
  }
  return value;
}

function readCsv(file: Buffer): string[][] {
  // Spreadsheet programs in Brazil often save CSV as Windows-1252; fall back to it when the bytes are not UTF-8.
  let text = new TextDecoder('utf-8').decode(file);
  if (text.includes('\uFFFD')) text = new TextDecoder('windows-1252').decode(file);
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    // Stops after the header, the most rows an import takes and one more (to say "too many").
    const table: string[][] = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_SPREADSHEET_ROWS + 2,
    });
    if (table.length > MAX_SPREADSHEET_ROWS + 1) throw tooManyRows();
    return table;
  } catch (error) {
    if (error instanceof AppException) throw error;
    throw platformError('DADOS_INVALIDOS', `CSV inválido: ${(error as Error).message}`);
  }
}

export function tooManyRows(count?: number) {
  return ingestionError(
    'PLANILHA_LINHAS_DEMAIS',
    `A planilha tem ${count === undefined ? 'mais de ' + MAX_SPREADSHEET_ROWS : count} linhas de dados; o máximo por arquivo é ${MAX_SPREADSHEET_ROWS}. Divida-a em arquivos menores.`,
    count === undefined
      ? { maximo: MAX_SPREADSHEET_ROWS }
      : { maximo: MAX_SPREADSHEET_ROWS, recebidas: count },
  );
}
