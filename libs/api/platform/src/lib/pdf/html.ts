/**
 * Server-side HTML for printed documents. `html` is a tagged template that escapes
 * every interpolated value unless it is already `SafeHtml` (the result of another
 * `html` template, or of `trustedHtml` for markup the service itself produced or
 * sanitized). Arrays are joined, and null, undefined and false print nothing, so
 * templates read as markup and user text cannot become markup by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString() {
    return this.value;
  }
}

type Interpolation =
  SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

/** Markup the service produced or sanitized itself (never raw user input). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
