import type { FieldDescriptor } from '@campo/contracts';
import {
  EMPTY,
  formatCalendarDate,
  formatKgNumber,
  formatNumber,
  formatShortDateTime,
} from '../../lib/format';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A field in kilograms (its label states the unit, as "Carga de gás (kg)"). */
const KG_LABEL = /\(kg\)$/;

/** A stored value for people: Sim/Não, dates and numbers in the user's locale; kg with the reports' precision. */
export function formatRecordValue(value: unknown, field?: FieldDescriptor): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field?.tipo === 'decimal' && KG_LABEL.test(field.rotulo) && Number.isFinite(Number(value)))
    return formatKgNumber(Number(value));
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const type = field?.tipo;
  if (type === 'dataHora' || (!type && ISO_INSTANT.test(value))) return formatShortDateTime(value);
  if (type === 'data' || (!type && ISO_DATE.test(value))) return formatCalendarDate(value);
  return value;
}

/**
 * The columns of an entity: its fields with their labels, or (should the entity list
 * not be loaded) the record's own keys, shown as their `campo` names.
 */
export function recordColumns(
  campos: readonly FieldDescriptor[] | undefined,
  sample: Record<string, unknown> | undefined,
): Array<{ campo: string; rotulo: string; field?: FieldDescriptor }> {
  if (campos) return campos.map((field) => ({ campo: field.campo, rotulo: field.rotulo, field }));
  return Object.keys(sample ?? {})
    .filter(
      (key) => !['id', 'criadoEm', 'atualizadoEm', 'desativadoEm', 'desativadoPor'].includes(key),
    )
    .map((key) => ({ campo: key, rotulo: key }));
}

/** The labels a person picks from, for an enum or a yes/no field; null for a typed field. */
export function choiceLabels(field: FieldDescriptor): string[] | null {
  if (field.tipo === 'simNao') return ['Sim', 'Não'];
  if (field.tipo === 'enum') return (field.valores ?? []).map((allowed) => allowed.rotulo);
  return null;
}
