import type { Readable } from 'node:stream';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';
import { AppException, platformError } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';

/** Most data rows read from one spreadsheet (it becomes one batch in the history). */
export const MAX_SPREADSHEET_ROWS = 5000;

/**
 * What an XLSX may unpack to before it is parsed. A full import (5,000 rows × 20 text
 * columns) unpacks to about 10 MiB, so these leave room for wide sheets and still keep
 * the parser (which holds the whole workbook in memory) far from what hurts the API.
 * See docs/reliability.md.
 */
export const XLSX_LIMITS = {
  /** Sum of every part's unpacked size. */
  maxUnpackedBytes: 32 * 1024 * 1024,
  /** Parts in the zip (a workbook has about a dozen, a few per extra sheet). */
  maxEntries: 1000,
  /**
   * Unpacked ÷ packed size of one part above 1 MiB. Spreadsheet XML packs 5–20×, and
   * repetitive sheets up to ~100×; zip bombs pack hundreds or thousands of times.
   */
  maxRatio: 200,
  /** `<row>` elements in one worksheet: the header and MAX_SPREADSHEET_ROWS data rows. */
  maxRows: MAX_SPREADSHEET_ROWS + 1,
};

export interface XlsxShape {
  entries: number;
  unpackedBytes: number;
  /** `<row>` elements of each worksheet part, by part name. */
  rows: Record<string, number>;
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const RATIO_FLOOR = 1024 * 1024;

/**
 * Checks an XLSX against the limits from its zip directory, then unpacks each part as
 * a stream (never more than its declared size: yauzl stops a part that lies about it)
 * counting the worksheets' rows, and stops at the first limit crossed. Only a file that
 * passes is handed to the parser. 413 PLANILHA_GRANDE_DEMAIS for size, parts or ratio;
 * 400 PLANILHA_LINHAS_DEMAIS for rows; 400 DADOS_INVALIDOS for a file that is no zip.
 */
export async function checkXlsxBounds(
  file: Buffer,
  limits: typeof XLSX_LIMITS = XLSX_LIMITS,
): Promise<XlsxShape> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw tooBig(`tem ${zip.entryCount} partes internas; o máximo é ${limits.maxEntries}`);
    }
    const entries = await listEntries(zip);
    let unpackedBytes = 0;
    for (const entry of entries) {
      unpackedBytes += entry.uncompressedSize;
      if (unpackedBytes > limits.maxUnpackedBytes) {
        throw tooBig(
          `descompactada passa de ${mib(limits.maxUnpackedBytes)} (o limite)`,
          limits.maxUnpackedBytes,
        );
      }
      if (
        entry.uncompressedSize > RATIO_FLOOR &&
        entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
      ) {
        throw tooBig(
          `tem uma parte que se expande ${Math.round(entry.uncompressedSize / Math.max(entry.compressedSize, 1))} vezes ao descompactar (máximo ${limits.maxRatio})`,
        );
      }
    }
    const rows: Record<string, number> = {};
    for (const entry of entries) {
      const count = WORKSHEET.test(entry.fileName) ? limits.maxRows : undefined;
      const counted = await drain(zip, entry, count);
      if (count !== undefined) rows[entry.fileName] = counted;
    }
    return { entries: entries.length, unpackedBytes, rows };
  } finally {
    zip.close();
  }
}

function openZip(file: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(notXlsx()) : resolve(zip),
    ),
  );
}

/** The zip's directory: every part with its declared sizes (no part is unpacked). */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(notXlsx()));
    zip.readEntry();
  });
}

/**
 * Unpacks one part to nowhere; with `maxRows`, counts its `<row>` elements and stops
 * (refusing the file) past the limit. Returns the count (0 without `maxRows`).
 */
async function drain(zip: ZipFile, entry: Entry, maxRows?: number): Promise<number> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error || !opened ? reject(notXlsx()) : resolve(opened),
    ),
  );
  let rows = 0;
  // A `<row` split across two chunks is found in the carried tail of the previous one.
  let tail = '';
  try {
    for await (const chunk of stream) {
      if (maxRows === undefined) continue;
      const text = tail + (chunk as Buffer).toString('latin1');
      rows += text.match(ROW)?.length ?? 0;
      tail = text.slice(-TAIL);
      rows -= tail.match(ROW)?.length ?? 0;
      if (rows > maxRows) {
        stream.destroy();
        throw ingestionError(
          'PLANILHA_LINHAS_DEMAIS',
          `A planilha tem mais de ${maxRows - 1} linhas de dados numa aba; o máximo por arquivo é ${maxRows - 1}. Divida-a em arquivos menores.`,
          { maximo: maxRows - 1 },
        );
      }
    }
  } catch (error) {
    if (error instanceof AppException) throw error;
    throw notXlsx();
  }
  return rows + (tail.match(ROW)?.length ?? 0);
}

/** A row element, with or without a namespace prefix (`<row …>`, `<x:row>`). */
const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const TAIL = 24;

function notXlsx() {
  return platformError('DADOS_INVALIDOS', 'O arquivo não é uma planilha XLSX válida.');
}

function tooBig(what: string, maxBytes?: number) {
  return ingestionError(
    'PLANILHA_GRANDE_DEMAIS',
    `A planilha ${what}. Divida-a em arquivos menores ou salve-a como CSV.`,
    maxBytes === undefined ? {} : { maximoBytesDescompactados: maxBytes },
  );
}

function mib(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MiB`;
}
