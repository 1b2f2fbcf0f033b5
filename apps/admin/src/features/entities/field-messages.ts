import type { EntityDescriptor, FieldDescriptor } from '@campo/contracts';

/**
 * The field a row message is about, and its reason: the API words them `campo: motivo`
 * (for integrators), a spreadsheet's batch `Rótulo: motivo`; null for a message about no field.
 */
export function messageField(
  entity: EntityDescriptor | undefined,
  message: string,
): { field: FieldDescriptor; reason: string } | null {
  const separator = message.indexOf(': ');
  if (!entity || separator < 0) return null;
  const name = message.slice(0, separator);
  const field = entity.campos.find(
    (candidate) => candidate.campo === name || candidate.rotulo === name,
  );
  return field ? { field, reason: message.slice(separator + 2) } : null;
}

/** A row message naming its field by the label people see ("CNPJ: …", not "cnpj: …"). */
export function labelMessage(entity: EntityDescriptor | undefined, message: string): string {
  const about = messageField(entity, message);
  return about ? `${about.field.rotulo}: ${about.reason}` : message;
}
