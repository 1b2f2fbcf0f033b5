import {
  formatDay,
  formatInteger,
  formatKg,
  formatTco2e,
  RECOVERY_DESTINATION_LABELS,
} from '@campo/contracts';
import { html, type SafeHtml } from '@campo/platform';
import type { FluidAnnualReport } from './fluid-report.service';

/** HCFCs (R-22) apart: kg, the ODP and ODP-weighted kg, and their tCO2e for information (not in the total). */
export function hcfcSection(report: FluidAnnualReport): SafeHtml {
  const { porGas, total } = report.hcfc;
  return html`<section class="hcfc">
    <h2>HCFCs (substâncias que destroem a camada de ozônio)</h2>
    <p class="note">
      HCFCs como o R-22 são controlados pelo Protocolo de Montreal e ficam fora do total de tCO₂e
      dos HFCs. ODP: potencial de destruição da camada de ozônio (R-11 = 1).
    </p>
    ${
      porGas.length === 0
        ? html`<p class="empty">Nenhum evento com HCFC neste relatório.</p>`
        : html`<table class="hcfc-totals">
            <thead>
              <tr>
                <th>Gás</th>
                <th class="num">ODP</th>
                <th class="num">Recarga</th>
                <th class="num">Retirada</th>
                <th class="num">Vazamento</th>
                <th class="num">kg ODP (recargas)</th>
                <th class="num">tCO₂e (informativo)</th>
                <th>Fonte do ODP</th>
              </tr>
            </thead>
            <tbody>
              ${porGas.map(
                (gas) =>
                  html`<tr>
                    <td class="gas"><strong>${gas.tipoGas}</strong></td>
                    <td class="num">${formatDecimal(gas.odp, 3)}</td>
                    <td class="num">${formatKg(gas.recargaKg)}</td>
                    <td class="num">${formatKg(gas.retiradaKg)}</td>
                    <td class="num">${formatKg(gas.vazamentoKg)}</td>
                    <td class="num">${formatDecimal(gas.odpKg, 3)}</td>
                    <td class="num">${formatTco2e(gas.tco2e, false)}</td>
                    <td class="source">${gas.fonteOdp}</td>
                  </tr>`,
              )}
            </tbody>
            <tfoot>
              <tr>
                <td colspan="2">Total HCFC</td>
                <td class="num">${formatKg(total.recargaKg)}</td>
                <td class="num">${formatKg(total.retiradaKg)}</td>
                <td class="num">${formatKg(total.vazamentoKg)}</td>
                <td class="num">${formatDecimal(total.odpKg, 3)}</td>
                <td class="num">${formatTco2e(total.tco2e, false)}</td>
                <td></td>
              </tr>
            </tfoot>
          </table>`
    }
  </section>`;
}

/** The year's withdrawals: where the gas went, the cylinder and the certificate. */
export function recoverySection(report: FluidAnnualReport): SafeHtml {
  const { eventos, porDestino } = report.recuperacao;
  return html`<section class="recovery">
    <h2>Gás recolhido e destino</h2>
    ${
      eventos.length === 0
        ? html`<p class="empty">Nenhuma retirada de gás neste relatório.</p>`
        : html`<p class="totals-line">
              ${porDestino.map(
                (entry) =>
                  html`<span
                    >${entry.destino ? RECOVERY_DESTINATION_LABELS[entry.destino] : 'Destino não informado'}:
                    <strong>${formatKg(entry.kg)}</strong></span
                  >`,
              )}
            </p>
            <table class="recoveries">
              <thead>
                <tr>
                  <th>Data</th>
                  <th>Equipamento</th>
                  <th>Setor</th>
                  <th>Gás</th>
                  <th class="num">Quantidade</th>
                  <th>Destino</th>
                  <th>Cilindro</th>
                  <th>Certificado</th>
                </tr>
              </thead>
              <tbody>
                ${eventos.map(
                  (line) =>
                    html`<tr>
                      <td>${formatDay(line.dataEvento)}</td>
                      <td>${line.equipamentoCodigo ?? '—'}</td>
                      <td>${line.setor}</td>
                      <td class="gas">${line.tipoGas}</td>
                      <td class="num">${formatKg(line.quantidadeKg)}</td>
                      <td>
                        ${line.destino ? RECOVERY_DESTINATION_LABELS[line.destino] : 'Não informado'}
                      </td>
                      <td>${line.cilindro ?? '—'}</td>
                      <td>${line.certificado ?? '—'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
    }
  </section>`;
}

/** A GWP: whole numbers as integers, the small ones (propane in AR6: 0,02) with their decimals. */
export function formatGwp(gwp: number) {
  return Number.isInteger(gwp) ? formatInteger(gwp) : formatDecimal(gwp, 2);
}

function formatDecimal(value: number, digits: number) {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
