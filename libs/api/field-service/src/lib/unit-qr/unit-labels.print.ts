import { html, type PrintCompany, type PrintDocument, trustedHtml } from '@campo/platform';
import type { UnitLabelRow } from './unit-qr.repository';

/** Where a label's QR code points: the public page of the unit. */
export const unitPageUrl = (publicUrl: string, token: string) => `${publicUrl}/q/${token}`;

export interface LabelSheetContext {
  company: PrintCompany & { telefone: string | null };
  contrato: string;
  cliente: string | null;
  publicUrl: string;
}

/**
 * The contract's A4 label sheet: eight labels a page (2 × 4, 93 × 65 mm, cut along the
 * dashed lines), each with the unit's QR code (its public page), tag and sector, the
 * company's logo, name and phone, and one line telling what scanning does. The QR codes
 * are vector (SVG), error correction M, so a scuffed label still reads.
 */
export async function labelSheetDocument(
  units: UnitLabelRow[],
  context: LabelSheetContext,
): Promise<PrintDocument> {
  // Loaded on first use: only label sheets need it
  // (docs/performance.md, "Memória: ExcelJS e qrcode só quando usados").
  const { default: qrcode } = await import('qrcode');
  const codes = await Promise.all(
    units.map((unit) =>
      qrcode.toString(unitPageUrl(context.publicUrl, unit.token), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
    ),
  );
  const { company } = context;
  const logo = company.logoDataUrl
    ? html`<img class="label__logo" src="${company.logoDataUrl}" alt="" />`
    : '';
  const labels = units.map(
    (unit, index) => html`
      <div class="label" data-equipamento="${unit.codigo}">
        <div class="label__qr">${trustedHtml(codes[index])}</div>
        <div class="label__text">
          <div class="label__brand">${logo}<span>${company.name}</span></div>
          <div class="label__tag">${unit.codigo}</div>
          <div class="label__sector">${unit.setor ?? ''}</div>
          <div class="label__hint">
            Problema neste equipamento? Aponte a câmera do celular para o código e peça atendimento.
          </div>
          ${company.telefone ? html`<div class="label__phone">${company.telefone}</div>` : ''}
        </div>
      </div>
    `,
  );
  return {
    title: `Etiquetas QR — ${context.contrato}`,
    company,
    body: html`
      <div class="label-sheet">${labels}</div>
      ${
        units.length === 0
          ? html`<p>Este contrato não tem equipamentos ativos: não há etiquetas a imprimir.</p>`
          : ''
      }
    `,
    styles: LABEL_STYLES,
    footnote: `Contrato ${context.contrato}${context.cliente ? ` · ${context.cliente}` : ''} · ${units.length} etiqueta${units.length === 1 ? '' : 's'}`,
  };
}

const LABEL_STYLES = `
  .label-sheet { display: grid; grid-template-columns: 93mm 93mm; grid-auto-rows: 65mm; }
  .label { box-sizing: border-box; display: flex; gap: 3mm; align-items: center; padding: 4mm;
    border: 0.3mm dashed #9aa7b3; break-inside: avoid; overflow: hidden; }
  .label:nth-child(8n + 1) { break-before: page; }
  .label:first-child { break-before: auto; }
  .label__qr { flex: 0 0 40mm; width: 40mm; height: 40mm; }
  .label__qr svg { width: 40mm; height: 40mm; display: block; }
  .label__text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 1.2mm; }
  .label__brand { display: flex; align-items: center; gap: 1.5mm; font-size: 7pt; font-weight: bold; color: #33475b; }
  .label__logo { max-height: 7mm; max-width: 18mm; }
  .label__tag { font-size: 15pt; font-weight: bold; line-height: 1.1; word-break: break-all; }
  .label__sector { font-size: 9pt; color: #33475b; }
  .label__hint { font-size: 6.5pt; color: #52606d; line-height: 1.25; }
  .label__phone { font-size: 9pt; font-weight: bold; }
`;
