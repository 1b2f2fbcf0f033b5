import { html, SafeHtml, trustedHtml } from './html';
import { PRINT_STYLESHEET } from './print-stylesheet';

/** What every printed document carries: who issues it, what it is, and its body. */
export interface PrintDocument {
  /** The document's name in the running header and the PDF's title. */
  title: string;
  company: PrintCompany;
  orientation?: 'portrait' | 'landscape';
  body: SafeHtml;
  /** Extra CSS of one template (a constant of the service, never user input). */
  styles?: string;
  /** Left of the footer, e.g. "Emitido em 22/11/2026 10:30". */
  footnote?: string;
}

export interface PrintCompany {
  name: string;
  /** A `data:image/png|jpeg;base64,…` logo (company setting `logoDataUrl`); initials otherwise. */
  logoDataUrl?: string | null;
}

const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;

/** The page itself: the shared print stylesheet, the template's CSS and the body. */
export function documentHtml(document: PrintDocument): string {
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <title>${document.title}</title>
        <style>
          ${trustedHtml(PRINT_STYLESHEET)}${trustedHtml(document.styles ?? '')}
        </style>
      </head>
      <body class="${document.orientation ?? 'portrait'}">
        ${document.body}
      </body>
    </html>`.value;
}

/** Chromium's running header: the company's logo and name, and the document's title. */
export function headerTemplate(document: PrintDocument): string {
  return html`<div
    style="${HEADER_FOOTER_STYLE} display:flex; align-items:center; justify-content:space-between; border-bottom:0.5pt solid #c8d3df; padding-bottom:4pt;"
  >
    <span style="display:flex; align-items:center; gap:6pt;"
      >${companyMark(document.company)}<b style="color:#17324d;">${document.company.name}</b></span
    >
    <span style="color:#4a5a6a;">${document.title}</span>
  </div>`.value;
}

/** Chromium's running footer: the footnote and "Página X de Y". */
export function footerTemplate(document: PrintDocument): string {
  return html`<div
    style="${HEADER_FOOTER_STYLE} display:flex; justify-content:space-between; border-top:0.5pt solid #c8d3df; padding-top:4pt; color:#4a5a6a;"
  >
    <span>${document.footnote ?? ''}</span>
    <span>Página <span class="pageNumber"></span> de <span class="totalPages"></span></span>
  </div>`.value;
}

function companyMark(company: PrintCompany): SafeHtml {
  if (company.logoDataUrl && LOGO_DATA_URL.test(company.logoDataUrl)) {
    return html`<img
      src="${company.logoDataUrl}"
      style="height:16pt; max-width:60pt; object-fit:contain;"
      alt=""
    />`;
  }
  const initials = company.name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return html`<span
    style="display:inline-block; width:16pt; height:16pt; line-height:16pt; border-radius:3pt; background:#1f5f99; color:#fff; text-align:center; font-weight:bold; font-size:7pt; -webkit-print-color-adjust:exact;"
    >${initials || '•'}</span
  >`;
}

const HEADER_FOOTER_STYLE = `box-sizing:border-box; width:100%; margin:0 12mm; font-family:'Liberation Sans', Arial, Helvetica, sans-serif; font-size:7.5pt;`;
