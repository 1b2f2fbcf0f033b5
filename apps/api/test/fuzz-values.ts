import { randomUUID } from 'node:crypto';

/*
 * What the session API fuzz sends: a seeded random source, the hostile values (each
 * with a label that a failure prints), and a plausible value for each schema of the
 * OpenAPI document, so that one hostile value sits among valid ones and reaches past
 * the first check.
 */

/** mulberry32: small, fast and seeded, so a run is repeated by its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export interface Hostile {
  label: string;
  value: unknown;
}

/**
 * JSON text put as it is where the value goes (JSON.stringify recurses, and could not
 * write 20,000 levels itself).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = (levels: number) => new RawJson('['.repeat(levels) + ']'.repeat(levels));

/** A body as JSON text, with every RawJson written in place. */
export function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return (text ?? '').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)],
  );
}

/** Values for a JSON property (any type: the property's own schema is ignored on purpose). */
export const HOSTILE_JSON: Hostile[] = [
  { label: '20 000 níveis de aninhamento', value: deep(20_000) },
  { label: '65 níveis de aninhamento', value: deep(65) },
  { label: 'NUL no texto', value: 'a\u0000b' },
  { label: 'só NUL', value: '\u0000' },
  { label: 'surrogate alto isolado', value: '\ud800' },
  { label: 'surrogate baixo isolado no meio', value: 'x\udc00y' },
  { label: 'texto de 100 000 caracteres', value: 'x'.repeat(100_000) },
  { label: 'texto vazio', value: '' },
  { label: 'só espaços', value: '        ' },
  { label: 'data impossível 2026-02-31', value: '2026-02-31' },
  { label: 'data 9999-99-99', value: '9999-99-99' },
  { label: 'data 0000-00-00', value: '0000-00-00' },
  { label: 'data e hora impossível', value: '2026-13-45T25:61:61Z' },
  { label: 'ano 0', value: '0000-01-01T00:00:00Z' },
  { label: 'ano estendido', value: '+275760-09-13T00:00:00Z' },
  { label: 'semana ISO', value: '2026-W05' },
  { label: 'UUID aleatório', value: randomUUID() },
  { label: 'UUID malformado', value: '00000000-0000-0000-0000-00000000000g' },
  { label: 'número negativo', value: -1 },
  { label: 'zero', value: 0 },
  { label: 'número enorme', value: 1e308 },
  { label: 'menor número', value: -1e308 },
  { label: 'inteiro além de 2^53', value: new RawJson('9007199254740993') },
  { label: 'inteiro além de int4', value: 2147483648 },
  { label: 'fração', value: 0.5 },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'lista vazia', value: [] },
  { label: 'lista de textos', value: ['a', 'b'] },
  { label: 'lista de 10 000 itens', value: Array.from({ length: 10_000 }, (_, index) => index) },
  { label: 'objeto vazio', value: {} },
  { label: 'objeto com __proto__', value: JSON.parse('{"__proto__":{"admin":true}}') },
  { label: 'objeto com constructor.prototype', value: { constructor: { prototype: { a: 1 } } } },
  { label: 'texto "NaN"', value: 'NaN' },
  { label: 'texto "1e309"', value: '1e309' },
  { label: 'texto "-1"', value: '-1' },
  { label: 'texto "true"', value: 'true' },
  { label: 'SQL', value: "' OR 1=1; DROP TABLE users; --" },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: 'caminho', value: '../../../etc/passwd' },
  { label: 'e-mail com surrogate', value: 'a\ud800@b.com' },
  { label: 'e-mail com NUL', value: 'a\u0000@b.com' },
  { label: 'emoji e RTL', value: '😀\u202egnp.exe' },
];

/** Whole bodies (raw text, sent as application/json unless said). */
export const HOSTILE_BODIES: Array<{ label: string; raw: string; contentType?: string }> = [
  { label: 'corpo com 20 000 níveis', raw: '['.repeat(20_000) + ']'.repeat(20_000) },
  {
    label: 'corpo objeto com 20 000 níveis',
    raw: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  },
  { label: 'corpo lista vazia', raw: '[]' },
  { label: 'corpo lista de objetos', raw: '[{}]' },
  { label: 'corpo vazio', raw: '' },
  { label: 'corpo null', raw: 'null' },
  { label: 'corpo número', raw: '123' },
  { label: 'corpo texto JSON', raw: '"texto"' },
  { label: 'JSON truncado', raw: '{"a":' },
  {
    label: 'corpo __proto__',
    raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { label: 'corpo com chave NUL', raw: '{"a\\u0000":1}' },
  { label: 'corpo com chave surrogate', raw: '{"\\ud800":1}' },
  { label: 'corpo texto simples', raw: 'nome=x', contentType: 'text/plain' },
  {
    label: 'corpo JSON em UTF-16',
    raw: '{"a":1}',
    contentType: 'application/json; charset=utf-16',
  },
  {
    label: 'corpo de formulário',
    raw: 'a=1&a=2&b[c]=3',
    contentType: 'application/x-www-form-urlencoded',
  },
];

/**
 * Values for a path or query parameter, already as they go in the URL (percent-encoded).
 * Long values stop at 8,000 characters: beyond 16 KiB of headers Node's HTTP parser
 * answers 431 itself, before any code of the application runs.
 */
export const HOSTILE_URL_VALUES: Array<{ label: string; encoded: string }> = [
  { label: 'UUID aleatório', encoded: randomUUID() },
  { label: 'texto', encoded: 'xyz' },
  { label: 'vazio', encoded: '' },
  { label: 'NUL', encoded: 'a%00b' },
  { label: 'UTF-8 inválido (surrogate)', encoded: '%ED%A0%80' },
  { label: 'byte inválido', encoded: '%FF' },
  { label: 'escape incompleto', encoded: '%E0%A4%A' },
  { label: 'texto de 8 000 caracteres', encoded: 'x'.repeat(8_000) },
  { label: 'número negativo', encoded: '-1' },
  { label: 'número enorme', encoded: '99999999999999999999999' },
  { label: 'fração', encoded: '1.5' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'data impossível', encoded: '2026-02-31' },
  { label: 'data 9999-99-99', encoded: '9999-99-99' },
  { label: 'ano 0', encoded: '0000-01-01T00%3A00%3A00Z' },
  { label: 'ponto ponto', encoded: '..' },
  { label: 'SQL', encoded: encodeURIComponent("' OR 1=1 --") },
  { label: 'emoji', encoded: encodeURIComponent('😀') },
];

/**
 * Headers that Node's HTTP server refuses before Express (over its 16 KiB `maxHeaderSize`):
 * the answer must still be the envelope (431 CABECALHOS_GRANDES_DEMAIS).
 */
export const HOSTILE_HEADERS: Array<{ label: string; headers: Record<string, string> }> = [
  { label: 'cookie de 20 KB', headers: { 'X-Fuzz': 'a', Cookie: `lixo=${'x'.repeat(20_000)}` } },
  { label: 'cabeçalho de 17 KB', headers: { 'X-Fuzz': 'x'.repeat(17 * 1024) } },
  {
    label: '200 cabeçalhos de 100 bytes',
    headers: Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`X-Fuzz-${index}`, 'y'.repeat(100)]),
    ),
  },
];

/** Broken `%` escapes put into a fixed part of the path (not a parameter): 400 in the envelope. */
export const HOSTILE_PATH_ESCAPES: Array<{ label: string; escape: string }> = [
  { label: 'escape incompleto na rota', escape: '%E0%A4%A' },
  { label: '% solto na rota', escape: '%' },
  { label: 'escape não hexadecimal na rota', escape: '%zz' },
];

/** Extra query strings, on any operation (repeated keys become arrays, brackets stay text). */
export const HOSTILE_QUERIES: Array<{ label: string; query: string }> = [
  { label: 'chave repetida', query: 'pagina=1&pagina=2&porPagina=1&porPagina=x' },
  { label: '__proto__ na query', query: '__proto__=x&constructor=y' },
  { label: 'colchetes na query', query: 'a[b][c]=1&pagina[$gt]=1' },
  { label: 'NUL na chave', query: 'a%00=1' },
  { label: 'página enorme', query: 'pagina=99999999999&porPagina=99999999999' },
  { label: 'página negativa', query: 'pagina=-1&porPagina=-1' },
];

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
}

/**
 * A value the schema would plausibly accept: an id of the caller's company when one is
 * known (`ids`), today for dates, the first of an enum, a number inside the bounds.
 */
export function plausible(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  ids: () => string,
  depth = 0,
): unknown {
  const resolved = resolve(schema);
  const variant = resolved.oneOf?.[0] ?? resolved.anyOf?.[0] ?? resolved.allOf?.[0];
  if (variant) return plausible(variant, resolve, ids, depth + 1);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  const today = new Date().toISOString();
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(resolved.minimum ?? 1, Math.min(resolved.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !resolved.items
        ? []
        : [plausible(resolved.items, resolve, ids, depth + 1)];
    case 'object':
      return depth > 4 ? {} : plausibleObject(resolved, resolve, ids, depth + 1);
    default:
      if (resolved.format === 'uuid') return ids();
      if (resolved.format === 'date') return today.slice(0, 10);
      if (resolved.format === 'date-time') return today;
      if (resolved.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@teste.local`;
      return 'fuzz'.padEnd(Math.max(4, resolved.minLength ?? 0), 'z');
  }
}

export function plausibleObject(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  ids: () => string,
  depth = 0,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      plausible(property, resolve, ids, depth),
    ]),
  );
}
