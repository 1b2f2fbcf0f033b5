import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { NumberedRow } from '../batches';
import type { Row } from '../types';
import { CliError } from './cli-error';
import type { HeaderMap } from './header-map';

export type FileFormat = 'csv' | 'xlsx' | 'jsonl';

/** A file opened for streaming: its rows, keyed by `campo` and numbered by their line. */
export interface SourceFile {
  formato: FileFormat;
  /** The CSV's separator (also used for the refused-rows file). */
  separador: string;
  rows: AsyncIterable<NumberedRow<Row>>;
  /** Share of the file's bytes read so far (0 to 1). */
  fraction(): number;
}

export function fileFormat(path: string): FileFormat {
  if (/\.xlsx$/i.test(path)) return 'xlsx';
  if (/\.(jsonl|ndjson|json)$/i.test(path)) return 'jsonl';
  return 'csv';
}

/**
 * Opens a CSV (comma or semicolon, UTF-8 with or without BOM), an XLSX (first sheet, read
 * as a stream) or a JSON Lines file. Rows are read only as they are asked for, so memory
 * stays flat whatever the file's size; blank rows are skipped.
 */
export async function openSource(path: string, headers: HeaderMap): Promise<SourceFile> {
  const { size } = await stat(path).catch(() => {
    throw new CliError(`Arquivo não encontrado: ${path}`);
  });
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  // Bytes the parser has consumed (text formats); an XLSX is compressed, so bytes read from disk.
  const parsed = { bytes: 0 };
  const share = (bytes: number) => (size === 0 ? 1 : Math.min(1, bytes / size));
  const formato = fileFormat(path);
  if (formato === 'xlsx') {
    const fraction = () => share(stream.bytesRead);
    return { formato, separador: ',', rows: xlsxRows(stream, headers), fraction };
  }
  const fraction = () => share(parsed.bytes);
  if (formato === 'jsonl')
    return { formato, separador: ',', rows: jsonLines(stream, headers, parsed), fraction };
  const separador = await detectSeparator(path);
  return { formato, separador, rows: csvRows(stream, separador, headers, parsed), fraction };
}

/** Semicolon when the first line has more semicolons than commas (Excel in pt-BR), else comma. */
async function detectSeparator(path: string) {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const count = (separator: string) => firstLine.split(separator).length - 1;
    return count(';') > count(',') ? ';' : ',';
  } finally {
    await file.close();
  }
}

function toRow(columns: (string | null)[], cells: readonly unknown[]): Row | undefined {
  const row: Row = {};
  let filled = false;
  columns.forEach((campo, position) => {
    const cell = cells[position];
    if (cell === undefined || cell === null || String(cell).trim() === '') return;
    filled = true;
    if (campo) row[campo] = cell;
  });
  return filled ? row : undefined;
}

async function* csvRows(
  stream: NodeJS.ReadableStream,
  delimiter: string,
  headers: HeaderMap,
  parsed: { bytes: number },
) {
  const parser = stream.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let columns: (string | null)[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; bytes: number };
    }>) {
      if (!columns) {
        columns = headers.columns(record);
        continue;
      }
      const row = toRow(columns, record);
      parsed.bytes = info.bytes;
      if (row) yield new NumberedRow(info.lines, row);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`CSV inválido: ${(error as Error).message}`);
  }
  if (!columns) throw new CliError('O arquivo está vazio: falta a linha de cabeçalho.');
}

async function* jsonLines(
  stream: NodeJS.ReadableStream,
  headers: HeaderMap,
  parsed: { bytes: number },
) {
  let line = 0;
  for await (const text of createInterface({ input: stream, crlfDelay: Infinity })) {
    line++;
    parsed.bytes += Buffer.byteLength(text) + 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line === 1 ? text.replace(/^\uFEFF/, '') : text);
    } catch {
      throw new CliError(`Linha ${line}: JSON inválido (cada linha deve ser um objeto JSON).`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new CliError(`Linha ${line}: esperado um objeto JSON, como {"codigo": "..."}.`);
    const row: Row = {};
    for (const [key, cell] of Object.entries(value)) {
      const campo = headers.field(key);
      if (campo) row[campo] = cell;
    }
    yield new NumberedRow(line, row);
  }
}

async function* xlsxRows(stream: NodeJS.ReadableStream, headers: HeaderMap) {
  // Loaded only for spreadsheets: exceljs alone is ~30 MB of memory a CSV does not need.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookReader(stream as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  let columns: (string | null)[] | undefined;
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        // exceljs numbers cells from 1: values[0] is always empty.
        const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        if (!columns) {
          columns = headers.columns(cells);
          continue;
        }
        const values = toRow(columns, cells);
        if (values) yield new NumberedRow(row.number, values);
      }
      break; // the first sheet only, as the template has
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Planilha XLSX inválida: ${(error as Error).message}`);
  }
  if (!columns) throw new CliError('A planilha está vazia: falta a linha de cabeçalho.');
}

/** A cell as the text a person reads in it (dates as DD/MM/YYYY [HH:mm], as the API takes them). */
function cellText(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // Excel dates carry no zone; exceljs gives them as UTC wall-clock time.
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    const hasTime = value.getUTCHours() || value.getUTCMinutes();
    return hasTime ? `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : date;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return value.text;
    if ('error' in value) return null;
  }
  return value;
}
