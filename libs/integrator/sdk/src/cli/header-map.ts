import type { EntityDescriptor } from '../types';
import { CliError } from './cli-error';

/** Case, accents and repeated spaces do not count when a header is matched to a field. */
export function normalizeHeader(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * Matches column headers (or JSON keys) to an entity's fields, by `campo` or by `rotulo`,
 * as the admin app's spreadsheet import does, so the template's labels and the API's
 * names both work.
 */
export class HeaderMap {
  private readonly byName = new Map<string, string>();
  private readonly ignored = new Set<string>();

  constructor(readonly entity: EntityDescriptor) {
    for (const field of entity.campos) {
      this.byName.set(normalizeHeader(field.rotulo), field.campo);
      this.byName.set(normalizeHeader(field.campo), field.campo);
    }
  }

  /** The field of a header, or null (the column is ignored and reported once). */
  field(header: string): string | null {
    const campo = this.byName.get(normalizeHeader(header));
    if (!campo && header.trim() !== '') this.ignored.add(header.trim());
    return campo ?? null;
  }

  /** The fields of a header row; fails when none of them is a field of the entity. */
  columns(headers: readonly unknown[]): (string | null)[] {
    const columns = headers.map((header) => this.field(String(header ?? '')));
    if (!columns.some(Boolean)) {
      throw new CliError(
        `Nenhum cabeçalho do arquivo corresponde a um campo de ${this.entity.nome}. ` +
          `A primeira linha deve ter os rótulos (${this.entity.campos.map((field) => field.rotulo).join(', ')}) ` +
          `ou os nomes dos campos; gere um modelo com: campo-ingestao modelo ${this.entity.entidade}`,
      );
    }
    return columns;
  }

  /** Headers or keys that matched no field, for a single warning. */
  ignoredHeaders() {
    return [...this.ignored];
  }
}
