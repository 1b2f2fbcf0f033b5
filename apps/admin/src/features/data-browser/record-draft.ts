import type { EntityDescriptor, FieldDescriptor, FieldType } from '@campo/contracts';
import type { RecordChanges, StoredRecord } from './api/records.api';
import { labelMessage } from '../entities/field-messages';

/** A record as typed in the edit form: one text per `campo`, in the ingestion API's formats. */
export type RecordDraft = Record<string, string>;

/** The format a person types, for the types whose format is not obvious. */
export const FORMAT_HINTS: Partial<Record<FieldType, string>> = {
  data: 'DD/MM/AAAA',
  dataHora: 'DD/MM/AAAA HH:mm',
  competencia: 'MM/AAAA',
  decimal: 'Use vírgula para os decimais: 1,45',
  cnpj: '14 dígitos, com ou sem pontuação',
};

/** An ISO instant as `DD/MM/AAAA HH:mm` on the company's clock (how the API reads a time without offset). */
function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A stored value (as the read API shows it) as the text the ingestion API would take back. */
export function draftValue(field: FieldDescriptor, value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = String(value);
  if (field.tipo === 'data') {
    const [year, month, day] = text.slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  }
  if (field.tipo === 'dataHora') return wallClock(text, timeZone);
  return text;
}

export function draftOf(
  entity: EntityDescriptor,
  record: StoredRecord,
  timeZone: string,
): RecordDraft {
  return Object.fromEntries(
    entity.campos.map((field) => [field.campo, draftValue(field, record[field.campo], timeZone)]),
  );
}

/** The fields typed differently from the record (keys never change); an emptied field is null. */
export function changesOf(
  entity: EntityDescriptor,
  initial: RecordDraft,
  draft: RecordDraft,
): RecordChanges {
  const changes: RecordChanges = {};
  for (const field of entity.campos) {
    const typed = (draft[field.campo] ?? '').trim();
    if (field.chave || typed === (initial[field.campo] ?? '').trim()) continue;
    changes[field.campo] = typed === '' ? null : typed;
  }
  return changes;
}

/** A new record's typed fields, blanks left out (the server says which are required). */
export function valuesOf(entity: EntityDescriptor, draft: RecordDraft): RecordChanges {
  const values: RecordChanges = {};
  for (const field of entity.campos) {
    const typed = (draft[field.campo] ?? '').trim();
    if (typed !== '') values[field.campo] = typed;
  }
  return values;
}

/** `campo: reason` as the API words a detail, split; null for a detail about no field. */
function splitDetail(detail: string): { campo: string; reason: string } | null {
  const match = /^([\w.]+): (.+)$/s.exec(detail);
  return match ? { campo: match[1], reason: match[2] } : null;
}

/** The API's reasons grouped by field (`detalhes` come as `campo: reason`). */
export function detailsByField(details: readonly string[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const detail of details) {
    const split = splitDetail(detail);
    if (split) (grouped[split.campo] ??= []).push(split.reason);
  }
  return grouped;
}

/** A detail with the field's label in place of its `campo` ("Última preventiva: data inválida…"). */
export const labelDetail = labelMessage;
