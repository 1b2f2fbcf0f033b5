import { formatIsoInstant } from './iso-instant';
import { zonedWallClockToUtc } from './zoned-time';

/**
 * Parsers for the value rules of the ingestion API. Each returns the stored form
 * of a non-empty value, or a `Refusal` carrying the reason in Portuguese.
 * They run for every field of every row: plain code, no allocation beyond the result.
 */
export class Refusal {
  constructor(readonly reason: string) {}
}

export type Parsed<T> = T | Refusal;

const QUOTE_LIMIT = 80;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being made visible
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A received value as quoted in a message: control characters shown as \uXXXX, long values cut. */
export function shown(value: unknown) {
  const raw = typeof value === 'object' && value !== null ? '[objeto]' : String(value);
  const text = raw.replace(
    CONTROL_CHARACTERS,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text}"`;
}

const DATE_BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** `DD/MM/YYYY`, `DD/MM/YYYY HH:mm` or `DD/MM/YYYY HH:mm:ss`, all digits present: readable by position. */
const DATE_BR_PADDED = /^\d\d\/\d\d\/\d{4}(?: \d\d:\d\d(?::\d\d)?)?$/;
const DATE_ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const MONTH = /^(?:(\d{1,2})\/(\d{4})|(\d{4})-(\d{2}))$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  hasTime: boolean;
  offset?: string;
}

function dateParts(text: string): DateParts | undefined {
  // The shape nearly every integration sends, read by position: this runs for every date
  // of every row, and a match array with its substrings costs more than the parse itself.
  if (DATE_BR_PADDED.test(text)) {
    const hasTime = text.length > 10;
    return {
      day: twoDigits(text, 0),
      month: twoDigits(text, 3),
      year: twoDigits(text, 6) * 100 + twoDigits(text, 8),
      hour: hasTime ? twoDigits(text, 11) : 0,
      minute: hasTime ? twoDigits(text, 14) : 0,
      second: text.length > 16 ? twoDigits(text, 17) : 0,
      millis: 0,
      hasTime,
    };
  }
  let match = DATE_BR.exec(text);
  if (match) {
    return {
      day: +match[1],
      month: +match[2],
      year: +match[3],
      hour: match[4] ? +match[4] : 0,
      minute: match[5] ? +match[5] : 0,
      second: match[6] ? +match[6] : 0,
      millis: 0,
      hasTime: match[4] !== undefined,
    };
  }
  match = DATE_ISO.exec(text);
  if (match) {
    return {
      year: +match[1],
      month: +match[2],
      day: +match[3],
      hour: match[4] ? +match[4] : 0,
      minute: match[5] ? +match[5] : 0,
      second: match[6] ? +match[6] : 0,
      millis: match[7] ? Math.round(+`0.${match[7]}` * 1000) : 0,
      hasTime: match[4] !== undefined,
      offset: match[8],
    };
  }
  return undefined;
}

/** The two-digit number at `index` (the caller checked that both are digits). */
function twoDigits(text: string, index: number) {
  return (text.charCodeAt(index) - 48) * 10 + (text.charCodeAt(index + 1) - 48);
}

function isRealDate({ year, month, day, hour, minute, second }: DateParts) {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return day <= daysInMonth(year, month);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number) {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `DD/MM/YYYY` (a time is accepted and ignored) or ISO → `YYYY-MM-DD`. */
export function parseDate(text: string): Parsed<string> {
  const parts = dateParts(text);
  if (!parts || !isRealDate(parts))
    return new Refusal(`data inválida ${shown(text)} (use DD/MM/AAAA)`);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * `DD/MM/YYYY [HH:mm[:ss]]` in the company's time zone, or ISO 8601 (with an
 * offset it is absolute; without, local) → an ISO instant in UTC.
 */
export function parseDateTime(text: string, timeZone: string): Parsed<string> {
  const parts = dateParts(text);
  if (!parts || !isRealDate(parts)) {
    return new Refusal(`data e hora inválida ${shown(text)} (use DD/MM/AAAA HH:mm ou ISO 8601)`);
  }
  const wallClock = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millis,
  );
  if (parts.offset) {
    const match = /^([+-])(\d{2}):?(\d{2})$/.exec(parts.offset);
    const offset = match
      ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000
      : 0;
    return formatIsoInstant(wallClock - offset);
  }
  return formatIsoInstant(zonedWallClockToUtc(wallClock, timeZone));
}

/** `MM/YYYY` or `YYYY-MM` → the month's first day, `YYYY-MM-01`. */
export function parseMonth(text: string): Parsed<string> {
  const match = MONTH.exec(text);
  const month = match ? +(match[1] ?? match[4]) : 0;
  const year = match ? +(match[2] ?? match[3]) : 0;
  if (!match || month < 1 || month > 12 || year < 1900 || year > 2200) {
    return new Refusal(`competência inválida ${shown(text)} (use MM/AAAA)`);
  }
  return `${year}-${pad(month)}-01`;
}

const YES = new Set(['sim', 's', 'true', '1', 'yes', 'y', 'verdadeiro']);
const NO = new Set(['nao', 'não', 'n', 'false', '0', 'no', 'falso']);

export function parseYesNo(value: unknown): Parsed<boolean> {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string' && typeof value !== 'number')
    return new Refusal('deve ser Sim ou Não');
  const text = String(value).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text) || text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') === 'nao') return false;
  return new Refusal(`valor ${shown(value)} não reconhecido (use Sim ou Não)`);
}

/**
 * A JSON number, or a string: with a comma, the comma is the decimal mark and
 * dots group thousands (`"1.234,5"`); without, a plain number (`"1234.5"`).
 */
export function parseNumber(value: unknown): Parsed<number> {
  if (typeof value === 'number')
    return Number.isFinite(value) ? value : new Refusal('número inválido');
  if (typeof value !== 'string') return new Refusal('deve ser um número');
  let text = value.trim().replace(/\s/g, '');
  if (text.includes(',')) {
    if (!/^[+-]?\d{1,3}(\.\d{3})*(,\d+)?$|^[+-]?\d+(,\d+)?$/.test(text))
      return new Refusal(`número inválido ${shown(value)}`);
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (!/^[+-]?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
    // A dot-grouped integer without decimals ("1.234.567") is read as thousands.
    if (/^[+-]?\d{1,3}(\.\d{3}){2,}$/.test(text)) text = text.replace(/\./g, '');
    else return new Refusal(`número inválido ${shown(value)}`);
  }
  const number = Number(text);
  return Number.isFinite(number) ? number : new Refusal(`número inválido ${shown(value)}`);
}

export function parseEmail(text: string): Parsed<string> {
  const email = text.toLowerCase();
  return EMAIL.test(email) ? email : new Refusal(`e-mail inválido ${shown(text)}`);
}

/** CEP as `00000-000` or its 8 digits (a dot after the second digit, as some forms print it, too). Stored as `00000-000`. */
export function parseCep(text: string): Parsed<string> {
  const digits = /^(\d{2})\.?(\d{3})-?(\d{3})$/.exec(text);
  return digits
    ? `${digits[1]}${digits[2]}-${digits[3]}`
    : new Refusal(`CEP inválido ${shown(text)} (use 00000-000 ou 8 dígitos)`);
}

/** CNPJ with or without punctuation; check digits verified. Stored as 14 digits. */
export function parseCnpj(text: string): Parsed<string> {
  const digits = text.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits))
    return new Refusal(`CNPJ inválido ${shown(text)}`);
  const check = (length: number) => {
    const weights =
      length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * +digits[index], 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  if (check(12) !== +digits[12] || check(13) !== +digits[13]) {
    return new Refusal(`CNPJ inválido ${shown(text)} (dígitos verificadores não conferem)`);
  }
  return digits;
}
