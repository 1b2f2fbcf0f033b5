import type { DocumentCell, DocumentContent, DocumentSection } from '@campo/contracts';

/**
 * The edition (year) of each ABNT standard the PMOC cites, as the plan follows it. A
 * citation without its year is ambiguous to an inspector (NBR 7256 had editions in 1982,
 * 2005 and 2021). See docs/pmoc-hospitalar.md for how each year was checked.
 */
export const NORM_EDITIONS: Readonly<Record<string, number>> = {
  '7256': 2021,
  '13971': 2014,
  '14679': 2012,
  '15848': 2010,
  '15960': 2021,
  '16401': 2008,
  '17037': 2023,
};

/** `NBR 13971` not already followed by its year (`:2014`), with an optional part (`16401-3`). */
const CITATION = /\bNBR (\d{4,5})(-\d{1,2})?(?![\d:]|-\d)/g;

/** The text with each known ABNT standard cited with its year (`ABNT NBR 13971:2014`). */
export function citeNormYears(text: string): string {
  return text.replace(CITATION, (citation, number: string, part: string | undefined) => {
    const year = NORM_EDITIONS[number];
    return year ? `NBR ${number}${part ?? ''}:${year}` : citation;
  });
}

function cell(value: DocumentCell): DocumentCell {
  return typeof value === 'string' ? citeNormYears(value) : value;
}

function section(value: DocumentSection): DocumentSection {
  return value.tipo === 'texto'
    ? { ...value, titulo: citeNormYears(value.titulo), html: citeNormYears(value.html) }
    : {
        ...value,
        titulo: citeNormYears(value.titulo),
        nota: citeNormYears(value.nota),
        colunas: value.colunas.map(citeNormYears),
        linhas: value.linhas.map((row) => row.map(cell)),
      };
}

/**
 * The PMOC with every ABNT standard cited with its year, wherever the text comes from
 * (the plan's fixed text, the activity catalogue's sources, the reference values').
 */
export function withNormYears(content: DocumentContent): DocumentContent {
  return { ...content, secoes: content.secoes.map(section) };
}
