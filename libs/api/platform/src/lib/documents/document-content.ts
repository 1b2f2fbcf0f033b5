import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { type DocumentContent, type DocumentSection, documentCellText } from '@campo/contracts';

/**
 * A document's content: sections of rich text (edited in the admin app) and data
 * tables (filled from their source when the document is generated; read-only in
 * the editor). The wire types live in @campo/contracts.
 */
export type {
  DocumentCell,
  DocumentContent,
  DocumentMonthCell,
  DocumentSection,
  DocumentTableSection,
  DocumentTextSection,
} from '@campo/contracts';

/** The tags a rich-text section may keep; everything else (scripts, handlers, styles) is removed. */
export function sanitizeRichText(html: string) {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
      'mark',
    ],
    allowedAttributes: { a: ['href'], mark: ['class'] },
    // Only the blank marker: other classes could borrow the print stylesheet's (watermark, page-break…).
    allowedClasses: { mark: ['preencher'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
}

/**
 * SHA-256 of exactly what a version says: title and content serialized with keys
 * in a fixed order, so the same version always hashes the same.
 */
export function versionHash(title: string, content: DocumentContent): Buffer {
  return createHash('sha256')
    .update(canonicalJson({ titulo: title, conteudo: content }))
    .digest();
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text of a section, for diffs (tags dropped, block ends as line breaks). */
export function sectionText(section: DocumentSection) {
  if (section.tipo === 'tabela')
    return [
      section.colunas.join(' | '),
      ...section.linhas.map((row) => row.map(documentCellText).join(' | ')),
    ].join('\n');
  return sanitizeHtml(section.html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\n{2,}/g, '\n')
    .trim();
}
