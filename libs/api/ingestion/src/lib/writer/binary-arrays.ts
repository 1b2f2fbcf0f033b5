import { parseIsoInstant } from '../validation/iso-instant';

/**
 * Column parameters in PostgreSQL's binary array format (what `array_send` writes
 * and `array_recv` reads). node-postgres sends a Buffer parameter as binary, so a
 * column of a batch travels without being turned into text and back: the API does
 * not build and escape an array literal per column (on the write path, the largest
 * source of short-lived garbage), and PostgreSQL does not parse one (text
 * timestamps are its dearest input). The statement's `$n::type[]` cast gives each
 * parameter its type.
 *
 * Values arrive as the row validator stores them: strings for text, `YYYY-MM-DD`
 * for dates, ISO 8601 instants for timestamptz, booleans, uuid strings, numbers.
 * Integer and numeric columns go as text literals instead, so PostgreSQL keeps
 * checking their range exactly as before.
 */
export type ColumnEncoder = (values: readonly unknown[]) => Buffer | string;

/** Type OIDs of the array elements (pg_type.oid, fixed since PostgreSQL 7). */
const OID = { text: 25, boolean: 16, date: 1082, timestamptz: 1184, uuid: 2950 } as const;

/** ndim, has-null flag, element type, length and lower bound of the one dimension. */
const HEADER_BYTES = 20;
/** PostgreSQL counts dates and timestamps from 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const TWO_TO_32 = 2 ** 32;

export function columnEncoder(pgType: string): ColumnEncoder {
  switch (pgType) {
    case 'text':
      return encodeText;
    case 'boolean':
      return fixedWidth(OID.boolean, 1, (buffer, offset, value) =>
        buffer.writeUInt8(expect(value, 'boolean', 'boolean') ? 1 : 0, offset),
      );
    case 'date':
      return fixedWidth(OID.date, 4, (buffer, offset, value) =>
        buffer.writeInt32BE(daysSinceEpoch(value), offset),
      );
    case 'timestamptz':
      return fixedWidth(OID.timestamptz, 8, (buffer, offset, value) =>
        writeInt64(buffer, offset, microsSinceEpoch(value)),
      );
    case 'uuid':
      return fixedWidth(OID.uuid, 16, writeUuid);
    default:
      return arrayLiteral;
  }
}

/**
 * One pass over the strings: the buffer is sized for the worst case (UTF-8 takes at
 * most 3 bytes per UTF-16 code unit) and each element's length is written after its
 * bytes are, so no string is measured and then encoded separately.
 */
function encodeText(values: readonly unknown[]): Buffer {
  let capacity = HEADER_BYTES;
  let hasNull = false;
  const texts = new Array<string | null>(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (value === null || value === undefined) {
      hasNull = true;
      texts[index] = null;
      capacity += 4;
    } else {
      const text = asText(value);
      texts[index] = text;
      capacity += 4 + 3 * text.length;
    }
  }
  const buffer = Buffer.allocUnsafe(capacity);
  let offset = writeHeader(buffer, OID.text, values.length, hasNull);
  for (const text of texts) {
    if (text === null) {
      offset = buffer.writeInt32BE(-1, offset);
      continue;
    }
    const length = buffer.write(text, offset + 4, 'utf8');
    buffer.writeInt32BE(length, offset);
    offset += 4 + length;
  }
  return buffer.subarray(0, offset);
}

function asText(value: unknown) {
  return typeof value === 'string' ? value : String(value);
}

/** An encoder for a type whose elements all take `width` bytes. */
function fixedWidth(
  oid: number,
  width: number,
  write: (buffer: Buffer, offset: number, value: unknown) => void,
): ColumnEncoder {
  return (values) => {
    const hasNull = values.some((value) => value === null || value === undefined);
    const buffer = Buffer.allocUnsafe(HEADER_BYTES + values.length * (4 + width));
    let offset = writeHeader(buffer, oid, values.length, hasNull);
    for (const value of values) {
      if (value === null || value === undefined) {
        offset = buffer.writeInt32BE(-1, offset);
        continue;
      }
      offset = buffer.writeInt32BE(width, offset);
      write(buffer, offset, value);
      offset += width;
    }
    return buffer.subarray(0, offset);
  };
}

function writeHeader(buffer: Buffer, oid: number, length: number, hasNull: boolean) {
  if (length === 0) {
    // An empty array has no dimensions.
    buffer.writeInt32BE(0, 0);
    buffer.writeInt32BE(0, 4);
    buffer.writeInt32BE(oid, 8);
    return 12;
  }
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(hasNull ? 1 : 0, 4);
  buffer.writeInt32BE(oid, 8);
  buffer.writeInt32BE(length, 12);
  buffer.writeInt32BE(1, 16);
  return HEADER_BYTES;
}

function daysSinceEpoch(value: unknown) {
  const time = Date.parse(expect(value, 'string', 'date'));
  if (!Number.isFinite(time) || time % DAY_MS !== 0)
    throw new TypeError(`Data fora do formato AAAA-MM-DD: ${String(value)}`);
  return (time - POSTGRES_EPOCH_MS) / DAY_MS;
}

function microsSinceEpoch(value: unknown) {
  const time = parseIsoInstant(expect(value, 'string', 'timestamptz'));
  if (!Number.isFinite(time))
    throw new TypeError(`Instante fora do formato ISO 8601: ${String(value)}`);
  return (time - POSTGRES_EPOCH_MS) * 1000;
}

/** A signed 64-bit integer (exact for |value| < 2^53, centuries either side of 2000 in µs). */
function writeInt64(buffer: Buffer, offset: number, value: number) {
  const high = Math.floor(value / TWO_TO_32);
  buffer.writeInt32BE(high, offset);
  buffer.writeUInt32BE(value - high * TWO_TO_32, offset + 4);
}

function writeUuid(buffer: Buffer, offset: number, value: unknown) {
  const text = expect(value, 'string', 'uuid');
  const hex = text.length === 36 ? text.replace(/-/g, '') : text;
  if (hex.length !== 32 || buffer.write(hex, offset, 16, 'hex') !== 16)
    throw new TypeError(`uuid inválido: ${text}`);
}

function expect<T extends 'string' | 'boolean'>(
  value: unknown,
  type: T,
  column: string,
): T extends 'string' ? string : boolean {
  if (typeof value !== type)
    throw new TypeError(`Valor de tipo ${typeof value} numa coluna ${column}`);
  return value as T extends 'string' ? string : boolean;
}

/** `{1,2.5,NULL}`: the text form, for the types sent as text (numbers need no quoting; strings are quoted and escaped). */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    const text = String(value);
    return typeof value === 'number' ? text : `"${text.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${elements.join(',')}}`;
}
