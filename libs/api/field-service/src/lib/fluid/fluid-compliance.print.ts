import {
  ctfAppStatement,
  FLUID_EVENT_KIND_LABELS,
  FOREIGN_REFERENCES_NOTE,
  formatDay,
  formatKg,
  formatPercent,
  formatTco2e,
  MASS_BALANCE_METHOD_LABELS,
} from '@campo/contracts';
import { html, type SafeHtml } from '@campo/platform';
import type { FluidAnnualReport } from './fluid-report.service';

/** The company's CTF/APP number, or what is missing: the report's header line. */
export function ctfAppLine(report: FluidAnnualReport): string {
  return ctfAppStatement(report.ctfApp);
}

/** Installed charge and mass balance per client and gas, with the method of each line. */
export function balanceSection(report: FluidAnnualReport): SafeHtml {
  const { linhas, tco2e } = report.balanco;
  return html`<section class="balance">
    <h2>Carga instalada e balanço de massa por cliente e gás</h2>
    <p class="note">${report.formulas.balanco}</p>
    ${
      linhas.length === 0
        ? html`<p class="empty">Nenhuma unidade com gás nem evento neste relatório.</p>`
        : html`<table class="mass-balance">
            <thead>
              <tr>
                <th>Cliente</th>
                <th>Gás</th>
                <th class="num">Unidades</th>
                <th class="num">Carga instalada</th>
                <th class="num">Carregado</th>
                <th class="num">Recolhido</th>
                <th class="num">Destinado</th>
                <th class="num">Balanço</th>
                <th>Método</th>
                <th class="num">Emissão</th>
                <th class="num">% da carga</th>
                <th class="num">tCO₂e</th>
              </tr>
            </thead>
            <tbody>
              ${linhas.map(
                (line) =>
                  html`<tr>
                    <td>${line.cliente}</td>
                    <td class="gas"><strong>${line.tipoGas}</strong></td>
                    <td class="num">${line.unidades}</td>
                    <td class="num">${formatKg(line.instaladoKg)}</td>
                    <td class="num">${formatKg(line.carregadoKg)}</td>
                    <td class="num">${formatKg(line.recolhidoKg)}</td>
                    <td class="num">${formatKg(line.destinadoKg)}</td>
                    <td class="num">${formatKg(line.balancoKg)}</td>
                    <td>
                      ${MASS_BALANCE_METHOD_LABELS[line.metodo]}
                      ${line.motivo && html`<div class="muted">${line.motivo}</div>`}
                    </td>
                    <td class="num">${formatKg(line.emissaoKg)}</td>
                    <td class="num">
                      ${line.taxaEmissaoPercentual === null ? '—' : formatPercent(line.taxaEmissaoPercentual)}
                    </td>
                    <td class="num">
                      ${line.categoria === 'HCFC' ? html`<span class="muted">à parte (ODP)</span>` : formatTco2e(line.tco2e, false)}
                    </td>
                  </tr>`,
              )}
            </tbody>
            <tfoot>
              <tr>
                <td colspan="11">Total pelo método de cada linha (tCO₂e sem HCFCs)</td>
                <td class="num">${formatTco2e(tco2e, false)}</td>
              </tr>
            </tfoot>
          </table>`
    }
  </section>`;
}

/** Units on an HCFC, with their charge and the replacement note. */
export function hcfcUnitsSection(report: FluidAnnualReport): SafeHtml {
  const units = report.hcfcEquipamentos;
  if (units.length === 0) return html``;
  return html`<section class="hcfc-units">
    <h2>Unidades com HCFC: planejar a substituição</h2>
    <p class="note">${units[0].nota}</p>
    <table class="hcfc-units">
      <thead>
        <tr>
          <th>Cliente</th>
          <th>Equipamento</th>
          <th>Setor</th>
          <th>Gás</th>
          <th class="num">Carga nominal</th>
        </tr>
      </thead>
      <tbody>
        ${units.map(
          (unit) =>
            html`<tr>
              <td>${unit.cliente}</td>
              <td><strong>${unit.codigo}</strong></td>
              <td>${unit.setor}</td>
              <td class="gas">${unit.tipoGas}</td>
              <td class="num">
                ${unit.cargaKg === null ? 'não informada' : formatKg(unit.cargaKg)}
              </td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <td colspan="4">${units.length} ${units.length === 1 ? 'unidade' : 'unidades'}</td>
          <td class="num">
            ${formatKg(units.reduce((sum, unit) => sum + (unit.cargaKg ?? 0), 0))}
          </td>
        </tr>
      </tfoot>
    </table>
  </section>`;
}

/** Events still waiting for review: listed apart, outside every figure above. */
export function pendingSection(report: FluidAnnualReport): SafeHtml {
  if (report.emRevisao.length === 0) return html``;
  return html`<section class="pending-events">
    <h2>Eventos aguardando revisão (fora dos totais)</h2>
    <table class="pending-events">
      <thead>
        <tr>
          <th>Data</th>
          <th>Equipamento</th>
          <th>Setor</th>
          <th>Gás</th>
          <th>Evento</th>
          <th class="num">Quantidade</th>
          <th>Motivo da revisão</th>
        </tr>
      </thead>
      <tbody>
        ${report.emRevisao.map(
          (event) =>
            html`<tr>
              <td>${formatDay(event.dataEvento)}</td>
              <td>${event.equipamentoCodigo ?? '—'}</td>
              <td>${event.setor}</td>
              <td class="gas">${event.tipoGas}</td>
              <td>${FLUID_EVENT_KIND_LABELS[event.tipoEvento]}</td>
              <td class="num">${formatKg(event.quantidadeKg)}</td>
              <td>${event.sinais.map((flag) => flag.motivo).join(' · ')}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/** The Brazilian rules the log follows, with number and year, and the company's CTF/APP. */
export function legalSection(report: FluidAnnualReport): SafeHtml {
  return html`<section class="legal">
    <h2>Marco legal brasileiro</h2>
    <p class="note">${ctfAppLine(report)}. ${FOREIGN_REFERENCES_NOTE}</p>
    <table class="legal">
      <thead>
        <tr>
          <th>Norma</th>
          <th>Assunto</th>
        </tr>
      </thead>
      <tbody>
        ${report.marcoLegal.map(
          (rule) =>
            html`<tr>
              <td class="nowrap"><strong>${rule.norma}</strong></td>
              <td>${rule.assunto}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
