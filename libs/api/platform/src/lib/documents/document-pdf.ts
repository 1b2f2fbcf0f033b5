import {
  type DocumentCell,
  type DocumentTableSection,
  formatInstant,
  isMonthCell,
  MONTH_CELL_MARKS,
} from '@campo/contracts';
import { html, type SafeHtml, trustedHtml } from '../pdf/html';
import { monthCellLegend } from '../pdf/month-cell-legend';
import type { PrintCompany, PrintDocument } from '../pdf/print-layout';
import { sanitizeRichText } from './document-content';
import type { DocumentView } from './document.service';

export interface DocumentPrintContext {
  company: PrintCompany;
  timeZone: string;
  /** The document's current version, to say when the printed one is older. */
  currentVersion: number;
  issuedAt: Date;
}

/**
 * One version of a platform document as printed: its identification (type, version,
 * author, time, SHA-256), every section in order (rich text re-sanitized here, data
 * tables as tables, month cells in colour) and the signatures of that version.
 */
export function documentPrint(
  document: DocumentView,
  context: DocumentPrintContext,
): PrintDocument {
  const issued = formatInstant(context.issuedAt.toISOString(), context.timeZone);
  return {
    title: document.titulo,
    company: context.company,
    footnote: `Versão ${document.versao} · SHA-256 ${document.sha256.slice(0, 12)}… · Emitido em ${issued}`,
    styles: DOCUMENT_STYLES,
    body: html`${heading(document, context)}
    ${document.conteudo.secoes.map(
      (section) =>
        html`<section class="doc-section">
          <h2>${section.titulo}</h2>
          ${section.tipo === 'texto' ? richText(section.html) : dataTable(section)}
        </section>`,
    )}
    ${signatures(document, context.timeZone)}`,
  };
}

function heading(document: DocumentView, context: DocumentPrintContext): SafeHtml {
  const typeLabel = document.rotuloTipo;
  const signed = document.assinaturas.length;
  const older = document.versao < context.currentVersion;
  return html`<header class="doc-head">
    <div class="kicker">${typeLabel ? `${document.tipo} · ${typeLabel}` : document.tipo}</div>
    <h1>${document.titulo}</h1>
    <dl class="facts">
      <dt>Versão</dt>
      <dd>
        ${document.versao}${older ? html` <span class="badge neutral">a versão atual é a ${context.currentVersion}</span>` : ''}
      </dd>
      <dt>Autor da versão</dt>
      <dd>${document.autor ?? 'Gerado pelo sistema'}</dd>
      <dt>Data da versão</dt>
      <dd>${formatInstant(document.atualizadoEm, context.timeZone)}</dd>
      <dt>Situação</dt>
      <dd>
        ${
          signed > 0
            ? html`<span class="badge ok"
                >Assinada (${signed === 1 ? '1 assinatura' : `${signed} assinaturas`})</span
              >`
            : html`<span class="badge warn">Versão não assinada</span>`
        }
      </dd>
      <dt>SHA-256</dt>
      <dd class="hash">${document.sha256}</dd>
    </dl>
  </header>`;
}

/** Stored text was sanitized when saved; it is sanitized again here, so nothing else ever reaches the page as markup. */
function richText(markup: string): SafeHtml {
  return html`<div class="rich-text">${trustedHtml(sanitizeRichText(markup))}</div>`;
}

/**
 * A data table with its source note under it. A table with month cells is an annual
 * grid: its month columns narrow and centred, each month a coloured cell with its
 * letter, and the legend above.
 */
function dataTable(section: DocumentTableSection): SafeHtml {
  if (section.linhas.length === 0)
    return html`<p class="empty">Tabela sem linhas.</p>
      <p class="table-source">Fonte: ${section.nota}.</p>`;
  const monthColumns = new Set(
    section.linhas.flatMap((row) =>
      row.flatMap((cell, index) => (isMonthCell(cell) ? [index] : [])),
    ),
  );
  const grid = monthColumns.size > 0;
  return html`${grid && monthCellLegend()}
    <table class="${grid ? 'data grid' : 'data'}">
      <thead>
        <tr>
          ${section.colunas.map((column, index) => html`<th class="${monthColumns.has(index) ? 'month' : ''}">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${section.linhas.map(
          (row) =>
            html`<tr>
              ${row.map(tableCell)}
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="table-source">Fonte: ${section.nota}.</p>`;
}

function tableCell(cell: DocumentCell): SafeHtml {
  if (isMonthCell(cell))
    return html`<td class="month ${cell.situacao}">${MONTH_CELL_MARKS[cell.situacao]}</td>`;
  return html`<td class="${cellClass(cell)}">${cell}</td>`;
}

/**
 * A cell of one short word (a TAG such as `AC-104`, a figure, a gas) stays on one line
 * rather than breaking at its hyphen; a word too long for any column (a URL, a serial
 * run together) may break anywhere; other cells wrap between words.
 */
function cellClass(cell: string) {
  if (/^\S{1,20}$/.test(cell)) return 'token';
  return /\S{32}/.test(cell) ? 'long' : '';
}

function signatures(document: DocumentView, timeZone: string): SafeHtml {
  if (document.assinaturas.length === 0) {
    return html`<section class="doc-section signatures">
      <h2>Assinaturas</h2>
      <div class="unsigned">
        <strong>Versão não assinada.</strong> Ninguém assinou a versão ${document.versao} deste
        documento; ela não tem valor de documento assinado.
      </div>
    </section>`;
  }
  return html`<section class="doc-section signatures">
    <h2>Assinaturas</h2>
    ${document.assinaturas.map(
      (signature) =>
        html`<div class="signature">
          <div class="signer">${signature.usuario}</div>
          ${signature.qualificacao.map(
            (fact) =>
              html`<div class="qualification">${fact.rotulo}: <strong>${fact.valor}</strong></div>`,
          )}
          <div class="muted">
            Assinou a versão ${signature.versao} em ${formatInstant(signature.assinadoEm, timeZone)}
          </div>
          <div class="signed-hash">
            SHA-256 assinado: <span class="hash">${signature.sha256}</span> ${
              signature.sha256 === document.sha256
                ? html`<span class="badge ok">confere com esta versão</span>`
                : html`<span class="badge warn">não confere com esta versão</span>`
            }
          </div>
        </div>`,
    )}
    <p class="muted small">
      O SHA-256 é calculado sobre o título e o conteúdo exatos da versão; a mesma versão sempre tem
      o mesmo SHA-256.
    </p>
  </section>`;
}

const DOCUMENT_STYLES = `
.doc-head { border: 0.8pt solid #c8d3df; border-top: 3pt solid #1f5f99; border-radius: 4pt; padding: 10pt 12pt 4pt; margin-bottom: 14pt; break-inside: avoid; }
.doc-head .kicker { text-transform: uppercase; letter-spacing: 0.3pt; font-size: 8pt; color: #1f5f99; font-weight: bold; }
.doc-head h1 { margin: 4pt 0 6pt; }
.doc-head .facts { margin: 6pt 0; }
.hash { white-space: nowrap; word-break: normal; }
.doc-section h2 { margin-top: 14pt; }

.rich-text h3 { font-size: 10pt; }
.rich-text h4 { font-size: 9.5pt; margin: 8pt 0 3pt; color: #17324d; }
.rich-text ul, .rich-text ol { margin: 0 0 6pt; padding-left: 16pt; }
.rich-text li { margin-bottom: 2pt; }
.rich-text blockquote { margin: 6pt 0; padding: 3pt 8pt; border-left: 2pt solid #c8d3df; color: #33414f; }
.rich-text a { color: #1f5f99; }
mark { background: none; color: inherit; }
mark.preencher { background: #ffe566; color: #4d3b00; font-weight: bold; padding: 0 2pt; border-radius: 2pt; outline: 0.6pt solid #d9b400; }

table.data td.token { white-space: nowrap; }
table.data td.long { overflow-wrap: anywhere; }
.table-source { margin: -6pt 0 8pt; font-size: 7pt; color: #5b6b7b; font-style: italic; }

table.grid { font-size: 7pt; }
table.grid th, table.grid td { padding: 2pt 2.5pt; }
table.grid th.month, table.grid td.month { width: 4.6%; text-align: center; }
table.grid td { vertical-align: middle; }
table.grid td.month { border: 0.5pt solid #fff; font-weight: bold; }

.signature { display: grid; gap: 2pt; }
.signature .signer { font-weight: bold; font-size: 10pt; color: #17324d; }
.signature .qualification { font-size: 9pt; }
.signed-hash { font-size: 8pt; }
.unsigned { border: 1pt solid #e0a39c; background: #fdecea; color: #7c1d14; border-radius: 4pt; padding: 7pt 9pt; break-inside: avoid; }
.small { font-size: 7.5pt; }
`;
