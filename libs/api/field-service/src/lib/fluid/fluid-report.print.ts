import {
  formatDay,
  formatInstant,
  formatInteger,
  formatKg,
  formatKgNumber,
  formatPercent,
  formatTco2e,
  leakFlagText,
  MONTH_NAMES,
} from '@campo/contracts';
import { html, type PrintCompany, type PrintDocument, type SafeHtml } from '@campo/platform';
import { FLUID_CHART_STYLES, fluidReportCharts } from './fluid-charts.print';
import type { FluidAnnualReport } from './fluid-report.service';
import { FLUID_EVENT_KIND_LABELS } from '@campo/contracts';
import {
  balanceSection,
  ctfAppLine,
  hcfcUnitsSection,
  legalSection,
  pendingSection,
} from './fluid-compliance.print';
import { cylindersSection } from './fluid-cylinders.print';
import { formatGwp, hcfcSection, recoverySection } from './fluid-sections.print';

type Line = FluidAnnualReport['linhas'][number];
type Totals = FluidAnnualReport['totais']['geral'];

export interface FluidReportPrintContext {
  company: PrintCompany;
  timeZone: string;
  issuedAt: Date;
}

/** The report's name: the running header, the heading and the file name. */
export function fluidReportTitle(year: number) {
  return `Relatório de fluidos refrigerantes ${year}`;
}

/**
 * The annual refrigerant report for paper, A4 landscape, from the same data as the
 * screen and the CSV: the year at a glance, kg per sector, gas, event and month with
 * each sector's totals, totals and tCO2e per gas with each GWP and its source, how the
 * figures are computed, and the leak rate of each equipment (above the limit flagged).
 */
export function fluidReportPrint(
  report: FluidAnnualReport,
  context: FluidReportPrintContext,
): PrintDocument {
  const filters = [
    report.filtros.cliente && `Cliente: ${report.filtros.cliente}`,
    report.filtros.contrato && `Contrato: ${report.filtros.contrato}`,
    report.filtros.setor && `Setor: ${report.filtros.setor}`,
    report.filtros.tipoGas && `Gás: ${report.filtros.tipoGas}`,
  ].filter(Boolean);
  return {
    title: fluidReportTitle(report.ano),
    company: context.company,
    orientation: 'landscape',
    footnote: `Emitido em ${formatInstant(context.issuedAt.toISOString(), context.timeZone)}`,
    styles: FLUID_REPORT_STYLES + FLUID_CHART_STYLES,
    body: html`<header class="report-head">
        <div class="kicker">Controle de fluido refrigerante</div>
        <h1>${fluidReportTitle(report.ano)}</h1>
        <div class="subtitle">
          ${context.company.name} · 1º de janeiro a 31 de dezembro de ${report.ano} ·
          ${filters.length > 0 ? filters.join(' · ') : 'Toda a empresa: todos os clientes, setores e gases'}
        </div>
        <div class="subtitle">
          ${ctfAppLine(report)} · GWP de 100 anos: <strong>${report.conjuntoGwp.rotulo}</strong>
          (conjunto escolhido pela empresa) · HCFCs relatados à parte, com ODP
        </div>
        ${
          report.revisaoPendente > 0 &&
          html`<p class="pending">
            ${formatInteger(report.revisaoPendente)}
            ${report.revisaoPendente === 1 ? 'evento sinalizado aguarda' : 'eventos sinalizados aguardam'}
            revisão do supervisor: fora dos números abaixo, listados à parte no fim.
          </p>`
        }
      </header>
      ${summary(report)} ${fluidReportCharts(report)}
      <h2>Consumo por setor, gás e evento (kg)</h2>
      ${report.linhas.length === 0 ? html`<p class="empty">Nenhum evento de fluido refrigerante registrado em ${report.ano}.</p>` : grid(report)}
      ${report.linhas.length > 0 && gasTotals(report)} ${hcfcSection(report)}
      ${balanceSection(report)} ${recoverySection(report)} ${cylindersSection(report)}
      ${hcfcUnitsSection(report)}
      <h2>Taxa de vazamento por equipamento</h2>
      <p class="note">${report.formulas.taxaDeVazamento} ${report.formulas.precisao}</p>
      ${leakRates(report)} ${pendingSection(report)} ${legalSection(report)}`,
  };
}

function summary(report: FluidAnnualReport): SafeHtml {
  const { geral } = report.totais;
  const flagged = report.taxasDeVazamento.filter((rate) => rate.acimaDoLimite).length;
  return html`<div class="kpis">
    <div class="kpi">
      <div class="label">Recarga</div>
      <div class="value">${formatKg(geral.recargaKg)}</div>
    </div>
    <div class="kpi">
      <div class="label">Retirada</div>
      <div class="value">${formatKg(geral.retiradaKg)}</div>
    </div>
    <div class="kpi">
      <div class="label">Vazamento</div>
      <div class="value">${formatKg(geral.vazamentoKg)}</div>
    </div>
    <div class="kpi">
      <div class="label">Emissões HFC (recargas)</div>
      <div class="value">${formatTco2e(geral.tco2e)}</div>
      <div class="sub">GWP ${report.conjuntoGwp.codigo}; sem HCFCs</div>
    </div>
    <div class="kpi${flagged > 0 ? ' alert' : ''}">
      <div class="label">Vazamento acima de ${report.limiteTaxaPercentual} %</div>
      <div class="value">${formatInteger(flagged)}</div>
      <div class="sub">
        de ${formatInteger(report.taxasDeVazamento.length)} equipamentos com carga conhecida
      </div>
    </div>
  </div>`;
}

/** One block per sector: its gas and event lines month by month, closed by the sector's totals; the company's at the foot. */
function grid(report: FluidAnnualReport): SafeHtml {
  const sectors = new Map<string, Line[]>();
  for (const line of report.linhas)
    sectors.set(line.setor, [...(sectors.get(line.setor) ?? []), line]);
  const sectorTotals = new Map(report.totais.porSetor.map((entry) => [entry.setor, entry]));
  return html`<table class="fluid-grid">
    <thead>
      <tr>
        <th class="sector">Setor</th>
        <th class="gas">Gás</th>
        <th class="kind">Evento</th>
        ${MONTH_NAMES.map((month) => html`<th class="num month">${month.charAt(0).toUpperCase()}${month.slice(1, 3)}</th>`)}
        <th class="num total">Total (kg)</th>
      </tr>
    </thead>
    ${[...sectors].map(([sector, lines]) => {
      const totals = sectorTotals.get(sector);
      return html`<tbody class="sector-block">
        ${lines.map(
          (line, index) =>
            html`<tr>
              ${index === 0 && html`<th class="sector" rowspan="${lines.length + (totals ? 1 : 0)}">${sector}</th>`}
              <td class="gas">${line.tipoGas}</td>
              <td class="kind">
                <span class="kind-label ${line.tipoEvento.toLowerCase()}"
                  >${FLUID_EVENT_KIND_LABELS[line.tipoEvento]}</span
                >
              </td>
              ${line.meses.map((value) => html`<td class="num month">${value === 0 ? '' : formatKgNumber(value)}</td>`)}
              <td class="num total">${formatKgNumber(line.totalKg)}</td>
            </tr>`,
        )}
        ${
          totals &&
          html`<tr class="subtotal">
            <td colspan="15">
              <span class="subtotal-label">Total do setor</span> ${totalsLine(totals)}
            </td>
          </tr>`
        }
      </tbody>`;
    })}
    <tfoot>
      <tr>
        <td colspan="3">Total geral</td>
        <td colspan="13">${totalsLine(report.totais.geral)}</td>
      </tr>
    </tfoot>
  </table>`;
}

function totalsLine(totals: Totals): SafeHtml {
  return html`<span class="totals-line"
    ><span>Recarga ${formatKg(totals.recargaKg)}</span
    ><span>Retirada ${formatKg(totals.retiradaKg)}</span
    ><span>Vazamento ${formatKg(totals.vazamentoKg)}</span
    ><strong>${formatTco2e(totals.tco2e)}</strong></span
  >`;
}

/** Totals and emissions per gas, each with its GWP and where that figure comes from, and how both figures are computed. */
function gasTotals(report: FluidAnnualReport): SafeHtml {
  const gases = new Map(report.gases.map((gas) => [gas.codigo, gas]));
  const { geral } = report.totais;
  return html`<div class="pair">
    <section>
      <h2>Totais e emissões por gás</h2>
      <table class="gas-totals">
        <thead>
          <tr>
            <th>Gás</th>
            <th>Tipo</th>
            <th class="num">GWP (${report.conjuntoGwp.codigo})</th>
            <th class="num">Recarga</th>
            <th class="num">Retirada</th>
            <th class="num">Vazamento</th>
            <th class="num">tCO₂e</th>
            <th>Fonte do GWP</th>
          </tr>
        </thead>
        <tbody>
          ${report.totais.porGas.map((entry) => {
            const gas = gases.get(entry.tipoGas);
            return html`<tr>
              <td class="gas"><strong>${entry.tipoGas}</strong></td>
              <td>${entry.categoria}</td>
              <td class="num">${gas ? formatGwp(gas.gwp) : '—'}</td>
              <td class="num">${formatKg(entry.recargaKg)}</td>
              <td class="num">${formatKg(entry.retiradaKg)}</td>
              <td class="num">${formatKg(entry.vazamentoKg)}</td>
              <td class="num">
                ${entry.categoria === 'HCFC' ? html`<span class="muted">à parte</span>` : html`<strong>${formatTco2e(entry.tco2e, false)}</strong>`}
              </td>
              <td class="source">${gas?.fonte ?? '—'}</td>
            </tr>`;
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colspan="3">Total geral (tCO₂e sem HCFCs)</td>
            <td class="num">${formatKg(geral.recargaKg)}</td>
            <td class="num">${formatKg(geral.retiradaKg)}</td>
            <td class="num">${formatKg(geral.vazamentoKg)}</td>
            <td class="num">${formatTco2e(geral.tco2e, false)}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </section>
    <section>
      <h2>Como é calculado</h2>
      <div class="note formulas">
        <p><strong>Emissões (tCO₂e)</strong></p>
        <p>${report.formulas.tco2e}</p>
        <p><strong>HCFCs (ODP)</strong></p>
        <p>${report.formulas.odp}</p>
      </div>
    </section>
  </div>`;
}

/** Each equipment with a known charge: its recharges with their rolling 365-day rate, the highest first; above the limit flagged. */
function leakRates(report: FluidAnnualReport): SafeHtml {
  const rates = [...report.taxasDeVazamento].sort(
    (a, b) => b.maiorTaxaPercentual - a.maiorTaxaPercentual,
  );
  if (rates.length === 0)
    return html`<p class="empty">
      Nenhuma recarga em equipamento com carga nominal conhecida neste ano.
    </p>`;
  return html`<table class="leak-rates">
    <thead>
      <tr>
        <th>Equipamento</th>
        <th>Setor</th>
        <th>Gás</th>
        <th class="num">Carga nominal</th>
        <th>Recargas (data: kg, kg em 365 dias → taxa)</th>
        <th class="num">Maior taxa</th>
        <th>Situação</th>
      </tr>
    </thead>
    <tbody>
      ${rates.map(
        (rate) =>
          html`<tr class="${rate.acimaDoLimite ? 'alert' : ''}">
            <td><strong>${rate.codigo}</strong></td>
            <td>${rate.setor}</td>
            <td class="gas">${rate.tipoGas}</td>
            <td class="num">${formatKg(rate.cargaKg)}</td>
            <td class="recharges">
              ${rate.recargas.map(
                (recharge) =>
                  html`<span
                    >${formatDay(recharge.data)}: ${formatKg(recharge.kg)},
                    ${formatKg(recharge.kg365Dias)} em 365 dias →
                    ${formatPercent(recharge.taxaPercentual)}</span
                  >`,
              )}
            </td>
            <td class="num"><strong>${formatPercent(rate.maiorTaxaPercentual)}</strong></td>
            <td>
              ${rate.acimaDoLimite ? html`<span class="badge warn">Acima de ${report.limiteTaxaPercentual} %</span>` : html`<span class="badge ok">Dentro do indicador</span>`}
              ${rate.sinalVazamento && html`<div class="leak-flag">${leakFlagText(rate.sinalVazamento)}</div>`}
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const FLUID_REPORT_STYLES = `
.report-head { border-bottom: 1.2pt solid #1f5f99; padding-bottom: 6pt; margin-bottom: 8pt; }
.report-head .kicker { text-transform: uppercase; letter-spacing: 0.3pt; font-size: 8pt; color: #1f5f99; font-weight: bold; }
.report-head h1 { margin: 3pt 0 2pt; }
.report-head .subtitle { color: #4a5a6a; font-size: 9.5pt; }
.kpi .sub { font-size: 7pt; color: #5b6b7b; }
.kpi.alert { border-color: #e0a39c; background: #fdecea; }
.kpi.alert .value { color: #a1261b; }
.nowrap, td.gas { white-space: nowrap; }
/* Totals print once, at the end of their table, not at the foot of every page. */

table.fluid-grid { font-size: 7.5pt; table-layout: fixed; }
table.fluid-grid th, table.fluid-grid td { padding: 2.5pt 3pt; }
table.fluid-grid .sector { width: 13%; }
table.fluid-grid .gas { width: 7%; }
table.fluid-grid .kind { width: 8%; }
table.fluid-grid .total { width: 7%; }
table.fluid-grid tbody th.sector { background: #f3f7fb; color: #17324d; border-bottom: 1pt solid #9fb3c8; border-right: 0.5pt solid #dde5ee; font-weight: bold; vertical-align: top; overflow-wrap: anywhere; }
table.fluid-grid tbody tr td { background: #fff; }
table.fluid-grid tbody.sector-block { break-inside: avoid; }
table.fluid-grid td.month { color: #1d2731; }
table.fluid-grid td.total { font-weight: bold; background: #f7f9fb; }
table.fluid-grid tr.subtotal td { background: #eef3f8; border-bottom: 1pt solid #9fb3c8; font-size: 7.5pt; }
.subtotal-label { font-weight: bold; color: #17324d; margin-right: 6pt; }
.totals-line span, .totals-line strong { margin-right: 12pt; }
.totals-line strong { color: #17324d; }
.kind-label { display: inline-block; padding: 0 4pt; border-radius: 5pt; font-size: 7pt; font-weight: bold; }
.kind-label.recarga { background: #e9f0f7; color: #17456e; }
.kind-label.retirada { background: #eef1f4; color: #3c4a57; }
.kind-label.vazamento { background: #fdecea; color: #a1261b; }

.pair { display: grid; grid-template-columns: 8fr 5fr; gap: 14pt; break-inside: avoid; }
table.gas-totals td.source { font-size: 7.5pt; color: #5b6b7b; }
.formulas p { margin: 0 0 4pt; }

table.leak-rates tr.alert td { background: #fdecea; }
.report-head .pending { margin: 4pt 0 0; padding: 3pt 6pt; background: #fff4e0; border: 0.5pt solid #e0b36b; color: #7a4b00; font-size: 8.5pt; }
table.hcfc-totals td.source { font-size: 7.5pt; color: #5b6b7b; }
table.recoveries, table.cylinders-supply, table.cylinders-recovery { font-size: 8pt; }
section.cylinders h3 { font-size: 9pt; margin: 6pt 0 3pt; color: #17324d; }
.muted { color: #5b6b7b; font-size: 7.5pt; }
section.hcfc, section.recovery, section.hcfc-units, section.legal { break-inside: avoid; }
table.mass-balance, table.pending-events, table.legal, table.hcfc-units { font-size: 8pt; }
table.legal td.nowrap { width: 24%; }
table.leak-rates td.recharges span { display: block; white-space: nowrap; }
table.leak-rates .leak-flag { font-size: 7.5pt; margin-top: 2pt; }
`;
