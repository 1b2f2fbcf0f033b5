import { type DocumentTextSection, escapeHtml } from '@campo/platform';

/** A blank in running text: the marked `[preencher]` the editor fills and the signing check sees. */
export const BLANK = '<mark class="preencher">[preencher]</mark>';

/**
 * The PMOC's unknown table values. Data tables are read-only in the editor (they are
 * what the registers said at generation) and the signing check reads text sections, so
 * a cell left blank points to the "Dados a completar" section, where it is a marked
 * blank under its own label (`<strong>Localização — AC-001:</strong> [preencher]`): the
 * document cannot be signed until each one is filled there, and the signed version
 * prints the value filled in, not a leftover mark.
 */
export class PmocBlanks {
  private readonly fields: string[] = [];

  /** `number`: the number of the section that lists the blanks. */
  constructor(private readonly number: string) {}

  /** The value, or a pointer to the blank recorded under `label` when it is unknown. */
  cell(value: string | number | null | undefined, label: string): string {
    if (value === null || value === undefined || String(value).trim() === '') {
      this.fields.push(label);
      return `ver seção ${this.number}`;
    }
    return String(value);
  }

  section(id: string, title: string): DocumentTextSection {
    return { id, titulo: `${this.number}. ${title}`, tipo: 'texto', html: blanksHtml(this.fields) };
  }
}

const NOTHING_BLANK = '<p>Nenhum dado das tabelas ficou em branco.</p>';

/** The "Dados a completar" section's text: one marked blank per table value left unknown. */
export function blanksHtml(fields: readonly string[]): string {
  return fields.length === 0
    ? NOTHING_BLANK
    : '<p>As tabelas acima são geradas dos cadastros e não são editáveis; complete aqui cada dado que ficou em branco (e corrija o cadastro para os próximos documentos).</p>' +
        fields.map((field) => `<p><strong>${escapeHtml(field)}:</strong> ${BLANK}</p>`).join('');
}

/** That text with more blanks added (the sections joined after the content was built). */
export function withMoreBlanks(html: string, fields: readonly string[]): string {
  if (fields.length === 0) return html;
  return html === NOTHING_BLANK
    ? blanksHtml(fields)
    : html +
        fields.map((field) => `<p><strong>${escapeHtml(field)}:</strong> ${BLANK}</p>`).join('');
}
