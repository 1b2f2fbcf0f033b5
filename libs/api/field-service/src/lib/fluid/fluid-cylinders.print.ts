import { formatDay, formatKg, RECOVERY_DESTINATION_LABELS } from '@campo/contracts';
import { html, type SafeHtml } from '@campo/platform';
import type { FluidAnnualReport } from './fluid-report.service';

/**
 * The report's "Cilindros" section: where the gas charged came from (supply cylinders with
 * supplier, invoice and lot, and the kg charged from each in the period) and where the gas
 * recovered went (recovery cylinders with their destinations and certificates).
 */
export function cylindersSection(report: FluidAnnualReport): SafeHtml {
  const { carga, recolhimento } = report.cilindros;
  return html`<section class="cylinders">
    <h2>Cilindros</h2>
    <h3>Origem do gás carregado (cilindros de carga)</h3>
    ${
      carga.length === 0
        ? html`<p class="empty">Nenhuma recarga do período ligada a um cilindro cadastrado.</p>`
        : html`<table class="cylinders-supply">
            <thead>
              <tr>
                <th>Cilindro</th>
                <th>Gás</th>
                <th>Fornecedor</th>
                <th>Nota fiscal</th>
                <th>Lote</th>
                <th class="num">Massa recebida</th>
                <th class="num">Carregado no período</th>
              </tr>
            </thead>
            <tbody>
              ${carga.map(
                (line) =>
                  html`<tr>
                    <td class="nowrap"><strong>${line.identificacao}</strong></td>
                    <td class="gas">${line.tipoGas}</td>
                    <td>${line.fornecedor ?? '—'}</td>
                    <td>${line.notaFiscal ?? '—'}</td>
                    <td>${line.lote ?? '—'}</td>
                    <td class="num">${formatKg(line.massaKg)}</td>
                    <td class="num">${formatKg(line.carregadoNoPeriodoKg)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <h3>Destino do gás recolhido (cilindros de recolhimento)</h3>
    ${
      recolhimento.length === 0
        ? html`<p class="empty">Nenhuma retirada do período ligada a um cilindro cadastrado.</p>`
        : html`<table class="cylinders-recovery">
            <thead>
              <tr>
                <th>Cilindro</th>
                <th>Gás</th>
                <th class="num">Recolhido no período</th>
                <th>Data</th>
                <th>Destino</th>
                <th>Destinatário</th>
                <th class="num">Massa destinada</th>
                <th>Certificado</th>
                <th>Certificado anexo</th>
              </tr>
            </thead>
            <tbody>
              ${recolhimento.map((line) => {
                const head = html`<td class="nowrap"><strong>${line.identificacao}</strong></td>
                  <td class="gas">${line.tipoGas}</td>
                  <td class="num">${formatKg(line.recolhidoNoPeriodoKg)}</td>`;
                if (line.destinacoes.length === 0)
                  return html`<tr>
                    ${head}
                    <td colspan="6" class="muted">Ainda sem destinação registrada.</td>
                  </tr>`;
                return line.destinacoes.map(
                  (destination, index) =>
                    html`<tr>
                      ${
                        index === 0
                          ? head
                          : html`<td></td>
                              <td></td>
                              <td></td>`
                      }
                      <td class="nowrap">${formatDay(destination.data)}</td>
                      <td>${RECOVERY_DESTINATION_LABELS[destination.destino]}</td>
                      <td>${destination.destinatario}</td>
                      <td class="num">${formatKg(destination.massaKg)}</td>
                      <td class="nowrap">${destination.certificadoNumero ?? '—'}</td>
                      <td>${destination.certificadoAnexo ? 'Sim' : 'Não'}</td>
                    </tr>`,
                );
              })}
            </tbody>
          </table>`
    }
  </section>`;
}
