/**
 * Hand-made XLSX files for the spreadsheet bounds: a minimal workbook (the parts
 * exceljs needs) whose one sheet can be a deflated run of a repeated row, built as a
 * stream so that a 200 MB sheet costs the test a few hundred KB of memory. A part's
 * declared size can be made to lie, as a hostile zip's would.
 */
import { createDeflateRaw } from 'node:zlib';
import { crc32 } from 'node:zlib';

export interface ZipPart {
  name: string;
  head: string;
  /** Written `times` times between head and tail. */
  repeat?: string;
  times?: number;
  tail?: string;
  /** The unpacked size the zip's directory states, when it should lie. */
  declaredSize?: number;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * An XLSX with one sheet: a header row (Código, Tipo) and one data row whose code cell
 * is `repeat` written `times` times (a huge text cell is how a sheet bomb inflates).
 */
export function xlsxParts(sheet: Omit<ZipPart, 'name' | 'head' | 'tail'>): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Código</t></is></c><c r="B1" t="inlineStr"><is><t>Tipo</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
      tail: '</t></is></c><c r="B2" t="inlineStr"><is><t>Integridade</t></is></c></row></sheetData></worksheet>',
      ...sheet,
    },
  ];
}

/** Text repeated in the bomb's cell. */
export const BOMB_TEXT = 'Acesso indevido ao servidor de arquivos. ';

/** The zip of the parts, each deflated as a stream (the repeated run never sits in memory whole). */
export async function buildZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflatePart(part);
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredSize ?? size;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(declared, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function deflatePart(part: ZipPart) {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(part.head);
  if (part.repeat) {
    // Writes the run in blocks of about 64 KiB, so there are few writes and little memory.
    const perBlock = Math.max(1, Math.floor(65536 / Buffer.byteLength(part.repeat)));
    const block = part.repeat.repeat(perBlock);
    let left = part.times ?? 1;
    for (; left >= perBlock; left -= perBlock) await write(block);
    if (left > 0) await write(part.repeat.repeat(left));
  }
  if (part.tail) await write(part.tail);
  deflate.end();
  await finished;
  return { data: Buffer.concat(output), crc, size };
}
