import { normalizeWord } from '../registry/allowed-values';
import type { EntityDefinition, FieldDefinition } from '../registry/entity-registry';
import {
  parseCep,
  parseCnpj,
  parseDate,
  parseDateTime,
  parseEmail,
  parseMonth,
  parseNumber,
  parseYesNo,
  Refusal,
  shown,
} from './value-parsers';

export interface ValidatedRow {
  /** Stored form of each field, in the entity's field order; null when absent. */
  values: unknown[];
  errors: string[];
  warnings: string[];
}

export type RowValidator = (row: Record<string, unknown>, timeZone: string) => ValidatedRow;

type FieldParser = (raw: unknown, timeZone: string) => unknown;

/** Keys never read from a row, whatever the entity. */
const RESERVED_KEYS = new Set([
  'id',
  'empresaId',
  'empresa_id',
  '__proto__',
  'constructor',
  'prototype',
]);

/**
 * Compiles the validator of one entity from its registry definition, once at
 * start: a flat list of per-field parsers chosen by type, so validating a row is
 * a loop of plain function calls (no reflection, no per-row framework objects).
 */
export function compileRowValidator(entity: EntityDefinition): RowValidator {
  const fields = entity.fields;
  const parsers = fields.map(compileField);
  const known = new Set(fields.map((field) => field.campo));

  return (row, timeZone) => {
    const values = new Array<unknown>(fields.length);
    let errors: string[] | undefined;
    let warnings: string[] | undefined;
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index];
      const raw = row[field.campo];
      if (isEmpty(raw)) {
        values[index] = null;
        if (field.obrigatorio) (errors ??= []).push(`${field.campo}: campo obrigatório ausente.`);
        continue;
      }
      const value = parsers[index](raw, timeZone);
      if (value instanceof Refusal) {
        (errors ??= []).push(`${field.campo}: ${value.reason}.`);
        values[index] = null;
      } else {
        values[index] = value;
      }
    }
    for (const key in row) {
      if (known.has(key)) continue;
      const campo = entity.campoByRotulo.get(normalizeWord(key));
      const note = RESERVED_KEYS.has(key)
        ? `${shown(key)} não pode ser enviado e foi ignorado.`
        : campo
          ? `${shown(key)} é o rótulo de um campo; use a chave "${campo}". O valor foi ignorado.`
          : `campo ${shown(key)} desconhecido, ignorado.`;
      // On a refused row the hint helps fix it; on a stored row it is a warning.
      if (errors && campo) errors.push(note);
      else (warnings ??= []).push(note);
    }
    return { values, errors: errors ?? [], warnings: warnings ?? [] };
  };
}

/** ES2024's String.prototype.isWellFormed, in Node since 20; the TypeScript lib here predates it. */
type WellFormedCheck = string & { isWellFormed(): boolean };

function isEmpty(raw: unknown) {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text as stored: trimmed, and refused when it cannot be stored as sent. NUL cannot be
 * held by PostgreSQL text; a lone UTF-16 surrogate is not Unicode and cannot become
 * UTF-8 without being changed. `isWellFormed` is native (and constant-time for the
 * one-byte strings most rows are made of), so the hot path pays for the regular
 * expression only when a string is already being refused.
 */
function asText(raw: unknown): string | Refusal {
  if (typeof raw === 'string') {
    if (raw.includes('\u0000'))
      return new Refusal('contém o caractere nulo (\\u0000), que não é aceito');
    if (!(raw as WellFormedCheck).isWellFormed()) {
      const lone = LONE_SURROGATE.exec(raw) as RegExpExecArray;
      const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
      return new Refusal(
        `não é Unicode válido: contém um substituto UTF-16 isolado (\\u${code}) na posição ${lone.index + 1}`,
      );
    }
    return raw.trim();
  }
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return new Refusal('deve ser um texto');
}

function compileField(field: FieldDefinition): FieldParser {
  const withText =
    (parse: (text: string, timeZone: string) => unknown): FieldParser =>
    (raw, timeZone) => {
      const text = asText(raw);
      return text instanceof Refusal ? text : parse(text, timeZone);
    };
  const maxLength = field.tamanhoMaximo;
  const checkLength = (text: string) =>
    maxLength !== undefined && text.length > maxLength
      ? new Refusal(`excede o tamanho máximo de ${maxLength} caracteres (recebidos ${text.length})`)
      : text;

  switch (field.tipo) {
    case 'texto':
      return withText(
        field.prefixoReservado ? refusePrefix(field.prefixoReservado, checkLength) : checkLength,
      );
    case 'email':
      return withText((text) => {
        const checked = checkLength(text);
        return checked instanceof Refusal ? checked : parseEmail(text);
      });
    case 'cnpj':
      return withText(parseCnpj);
    case 'cep':
      return withText(parseCep);
    case 'data':
      return withText(parseDate);
    case 'dataHora':
      return withText(parseDateTime);
    case 'competencia':
      return withText(parseMonth);
    case 'simNao':
      return (raw) => parseYesNo(raw);
    case 'inteiro':
    case 'decimal':
      return compileNumber(field);
    case 'enum':
      return compileEnum(field);
  }
}

/**
 * A text check that first refuses values starting with a reserved prefix (ASCII letters
 * compared without case). Only fields declaring one pay for it, and without allocating:
 * a loop over the prefix's character codes that usually stops at the first one.
 */
function refusePrefix(
  prefix: string,
  next: (text: string) => string | Refusal,
): (text: string) => string | Refusal {
  const codes = Array.from(prefix.toUpperCase(), (char) => char.charCodeAt(0));
  const length = codes.length;
  const refusal = `o prefixo ${shown(prefix)} é reservado aos códigos gerados pelo aplicativo e não pode ser enviado`;
  return (text) => {
    if (text.length >= length) {
      let index = 0;
      for (; index < length; index++) {
        const code = text.charCodeAt(index);
        // a-z to A-Z; anything else as is.
        if ((code >= 97 && code <= 122 ? code - 32 : code) !== codes[index]) break;
      }
      if (index === length) return new Refusal(refusal);
    }
    return next(text);
  };
}

function compileNumber(field: FieldDefinition): FieldParser {
  const { minimo, maximo } = field;
  const integer = field.tipo === 'inteiro';
  return (raw) => {
    const number = parseNumber(raw);
    if (number instanceof Refusal) return number;
    if (integer && !Number.isInteger(number))
      return new Refusal(`deve ser um número inteiro (recebido ${number})`);
    if (minimo !== undefined && number < minimo)
      return new Refusal(`deve ser no mínimo ${minimo} (recebido ${number})`);
    if (maximo !== undefined && number > maximo)
      return new Refusal(`deve ser no máximo ${maximo} (recebido ${number})`);
    return number;
  };
}

function compileEnum(field: FieldDefinition): FieldParser {
  // Exact spellings first (the common case costs one map lookup), then the normalized form.
  const exact = new Map<string, string>();
  const lookup = new Map<string, string>();
  for (const allowed of field.valores ?? []) {
    for (const word of [allowed.rotulo, allowed.valor, ...(allowed.sinonimos ?? [])]) {
      const key = normalizeWord(word);
      const existing = lookup.get(key);
      if (existing && existing !== allowed.valor) {
        throw new Error(
          `${field.campo}: "${word}" aponta para dois valores (${existing}, ${allowed.valor})`,
        );
      }
      lookup.set(key, allowed.valor);
      exact.set(word, allowed.valor);
    }
  }
  const options = (field.valores ?? []).map((allowed) => allowed.rotulo).join(', ');
  return (raw) => {
    const text = asText(raw);
    if (text instanceof Refusal) return text;
    return (
      exact.get(text) ??
      lookup.get(normalizeWord(text)) ??
      new Refusal(`valor ${shown(text)} não reconhecido. Valores aceitos: ${options}`)
    );
  };
}
