// One case of the benchmark `node tools/bench/upload-bounds.mjs`, in its own process so that its peak
// memory is its own. Prints one JSON line: milliseconds, RSS before and peak, result.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { encodeUpload } from '@campo/platform';
import { checkXlsxBounds } from '../src/lib/spreadsheets/xlsx-bounds';
import { BOMB_TEXT, buildZip, xlsxParts } from './xlsx-files';

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, imageTypes: ['jpeg', 'png'] };
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function fullSheet() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  for (let row = 0; row <= 5000; row++)
    sheet.addRow(Array.from({ length: 20 }, (_, column) => `Texto ${row}-${column} da célula`));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function photo(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const cases: Record<
  string,
  () => Promise<{ input: Buffer; run: (input: Buffer) => Promise<unknown> }>
> = {
  'guarda-bomba': async () => ({
    input: await buildZip(
      xlsxParts({ repeat: BOMB_TEXT, times: Math.ceil(200e6 / BOMB_TEXT.length) }),
    ),
    run: (input) => checkXlsxBounds(input),
  }),
  'exceljs-bomba': async () => ({
    input: await buildZip(
      xlsxParts({ repeat: BOMB_TEXT, times: Math.ceil(200e6 / BOMB_TEXT.length) }),
    ),
    run: async (input) => new ExcelJS.Workbook().xlsx.load(input as unknown as ExcelJS.Buffer),
  }),
  'guarda-5000-linhas': async () => ({
    input: await fullSheet(),
    run: (input) => checkXlsxBounds(input),
  }),
  'exceljs-5000-linhas': async () => ({
    input: await fullSheet(),
    run: async (input) => new ExcelJS.Workbook().xlsx.load(input as unknown as ExcelJS.Buffer),
  }),
  'foto-4000x3000': async () => ({
    input: await photo(4000, 3000),
    run: (input) => encodeUpload(input, 'photo', LIMITS),
  }),
  '5-fotos-4000x3000-juntas': async () => ({
    input: await photo(4000, 3000),
    run: async (input) => {
      const all = await Promise.all(
        Array.from({ length: 5 }, () => encodeUpload(input, 'photo', LIMITS)),
      );
      return all[0];
    },
  }),
  'foto-1600x1200': async () => ({
    input: await photo(1600, 1200),
    run: (input) => encodeUpload(input, 'photo', LIMITS),
  }),
};

async function main() {
  const name = process.argv[2];
  const make = cases[name];
  if (!make) throw new Error(`caso desconhecido: ${name}; casos: ${Object.keys(cases).join(', ')}`);
  const { input, run } = await make();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  let result: string;
  try {
    const answer = await run(input);
    const encoded = answer as { bytes?: Buffer; width?: number; height?: number };
    result = encoded?.bytes
      ? `ok: ${encoded.width}×${encoded.height}, ${Math.round(encoded.bytes.length / 1024)} KiB`
      : 'ok';
  } catch (error) {
    result = `${(error as { codigo?: string }).codigo ?? 'erro'}: ${(error as Error).message}`;
  }
  const ms = Math.round(performance.now() - started);
  const peak = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    `${JSON.stringify({ caso: name, entradaKiB: Math.round(input.length / 1024), ms, rssAntesMB: mb(rssBefore), rssPicoMB: mb(peak), resultado: result })}\n`,
  );
}

void main();
