import { StreamableFile } from '@nestjs/common';

/**
 * Large JSON values encoded once. An RGM's snapshot of a 10,000-order month is 5 MB of
 * JSON: stringifying it and turning the string into UTF-8 bytes cost ~50 ms of CPU, and
 * it was done twice per recomputation (the UPDATE's parameter, then the answer), with
 * Express hashing the answer for an ETag besides (docs/performance.md, "O retrato
 * codificado uma vez"). These helpers encode a value once and hand the same bytes to the
 * database and to the answer.
 */
const encodings = new WeakMap<object, Buffer>();

/** PostgreSQL's binary jsonb format: a version byte (1), then the JSON text. */
const JSONB_VERSION = Buffer.of(1);

/**
 * The value's JSON as UTF-8 bytes, encoded on the first call and remembered for the
 * object's lifetime: the value must not change after it is first encoded.
 */
export function jsonBytes(value: object): Buffer {
  let bytes = encodings.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(value));
    encodings.set(value, bytes);
  }
  return bytes;
}

/**
 * A jsonb query parameter sent as the value's encoded bytes. node-postgres sends a
 * Buffer parameter in binary format, which for jsonb is the version byte and the text,
 * so the driver neither stringifies the value nor converts the text again.
 */
export function jsonbParam(value: object): Buffer {
  return Buffer.concat([JSONB_VERSION, jsonBytes(value)]);
}

/**
 * The success envelope `{ sucesso: true, dados }` as bytes, with `dados[key]` copied from
 * its encoding (jsonBytes) instead of stringified again; the rest of `dados` is small and
 * stringified as usual. The same JSON a plain `ok(dados)` answers, `key` written last.
 */
export function okEncoded<T extends object>(dados: T, key: keyof T & string): StreamableFile {
  const { [key]: large, ...rest } = dados;
  const head = JSON.stringify(rest);
  const body =
    large === undefined
      ? Buffer.from(`{"sucesso":true,"dados":${head}}`)
      : Buffer.concat([
          Buffer.from(
            `{"sucesso":true,"dados":${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(key)}:`,
          ),
          typeof large === 'object' && large !== null
            ? jsonBytes(large)
            : Buffer.from(JSON.stringify(large)),
          Buffer.from('}}'),
        ]);
  return new StreamableFile(body, {
    type: 'application/json; charset=utf-8',
    length: body.length,
  });
}
