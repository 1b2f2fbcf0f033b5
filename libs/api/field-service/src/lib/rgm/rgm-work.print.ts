import {
  formatDay,
  rgmOrdersListNote,
  rgmOrderStateText,
  scheduledAfterPeriodNote,
  formatInstant,
  formatInteger,
  formatKg,
  formatTco2e,
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  ORDER_TIMELINESS_KIND_LABELS,
  orderTimelinessLabel,
  ROLE_LABELS,
  type OrderState,
  type OrderType,
  type RgmFluids,
  type RgmOrderRow,
  type RgmPendingItems,
  type RgmView,
} from '@campo/contracts';
import { html, type SafeHtml } from '@campo/platform';

/**
 * The RGM's lists on paper: the period's orders, the pending items, the refrigerant, and
 * the signature block. Each section prints only when the snapshot holds it (RGMs frozen
 * before the lists print as they did). The order table is compact (7 columns, 7 pt) and
 * splits across pages row by row, its header repeated.
 */

const typeLabel = (tipo: string) => ORDER_TYPE_LABELS[tipo as OrderType] ?? tipo;
const stateLabel = (state: string | null) =>
  state ? (ORDER_STATE_LABELS[state as OrderState] ?? state) : '—';

export function ordersSection(rgm: RgmView): SafeHtml | null {
  const orders = rgm.snapshot.ordens;
  if (!orders) return null;
  const timeZone = rgm.snapshot.periodo.fusoHorario;
  const year = rgm.snapshot.periodo.fim.slice(0, 4);
  const when = compactInstant(year, timeZone);
  return html`<section class="section page-break rgm-orders">
    <h2>Ordens do período</h2>
    <p class="muted">
      ${rgmOrdersListNote(orders, rgm.snapshot.periodo)} Datas de ${year} sem o ano; horários em
      ${timeZone}.
    </p>
    ${
      orders.length === 0
        ? html`<p class="empty">Nenhuma ordem aberta ou concluída no período.</p>`
        : html`<table class="work">
            <thead>
              <tr>
                <th>Ordem</th>
                <th>Abertura / agendada</th>
                <th>Atendimento</th>
                <th>Equipamento</th>
                <th>Técnicos</th>
                <th>Situação / prazo</th>
                <th>Causa raiz / serviço</th>
              </tr>
            </thead>
            <tbody>
              ${orders.map(
                (order) =>
                  html`<tr>
                    <td><strong>${order.codigo}</strong><br />${typeLabel(order.tipo)}</td>
                    <td class="when">
                      ${when(order.abertura)}${order.agendadaPara && html`<br />ag. ${when(order.agendadaPara)}`}
                    </td>
                    <td class="when">${when(order.inicio)}<br />${when(order.fim)}</td>
                    <td>${order.equipamento ?? '—'}${order.setor && html`<br />${order.setor}`}</td>
                    <td>${order.tecnicos.join(', ') || '—'}</td>
                    <td>
                      ${rgmOrderStateText(order, rgm.snapshot.periodo)}<br />${outcome(order)}
                    </td>
                    <td class="text">${causeCell(order)}${order.servico ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}

/** `05/10 08:00` in the period's year (said above the table), `25/12/2025 08:00` otherwise. */
function compactInstant(year: string, timeZone: string) {
  return (iso: string | null) => {
    if (!iso) return '—';
    const text = formatInstant(iso, timeZone);
    return text.slice(6, 10) === year ? `${text.slice(0, 5)}${text.slice(10)}` : text;
  };
}

/** The catalogue entry in bold, then the words as written when they say more. */
function causeCell(order: RgmOrderRow): SafeHtml | string {
  const entry = order.causa ?? order.causaRaiz;
  if (!entry) return '';
  const words = order.causaRaiz && order.causaRaiz !== entry ? order.causaRaiz : null;
  return html`<strong>${entry}</strong>${words && html`<br />“${words}”`}<br />`;
}

function outcome(order: RgmOrderRow): SafeHtml {
  const label = orderTimelinessLabel(order.medida, order.prazo);
  return html`<span class="outcome ${order.prazo}"
    >${ORDER_TIMELINESS_KIND_LABELS[order.medida]}: ${label}</span
  >`;
}

export function pendingSection(rgm: RgmView): SafeHtml | null {
  const pending = rgm.snapshot.pendencias;
  if (!pending) return null;
  const timeZone = rgm.snapshot.periodo.fusoHorario;
  const end = formatDay(rgm.snapshot.periodo.fim);
  const ahead = scheduledAfterPeriodNote(rgm.snapshot.ordens ?? [], rgm.snapshot.periodo);
  return html`<section class="section rgm-pending">
    <h2>Pendências</h2>
    <p class="muted">O que estava em aberto em ${end}, fim do período.</p>
    <h3>Ordens não concluídas (${formatInteger(pending.ordensAbertas.length)})</h3>
    ${ahead && html`<p class="muted">${ahead}</p>`}
    ${
      pending.ordensAbertas.length === 0
        ? html`<p class="empty">Nenhuma ordem atrasada ou em atendimento no fim do período.</p>`
        : html`<table class="work">
            <thead>
              <tr>
                <th>Ordem</th>
                <th>Abertura</th>
                <th>Equipamento</th>
                <th>Situação</th>
                <th class="num">Dias em aberto</th>
                <th>Descrição</th>
              </tr>
            </thead>
            <tbody>
              ${pending.ordensAbertas.map(
                (order) =>
                  html`<tr>
                    <td><strong>${order.codigo}</strong><br />${typeLabel(order.tipo)}</td>
                    <td>
                      ${formatInstant(order.abertura, timeZone)}${order.agendadaPara && html`<br />ag. ${formatInstant(order.agendadaPara, timeZone)}`}
                    </td>
                    <td>${order.equipamento ?? '—'}${order.setor && html`<br />${order.setor}`}</td>
                    <td>${stateLabel(order.situacao)}</td>
                    <td class="num">${formatInteger(order.diasEmAberto)}</td>
                    <td class="text">${order.descricao ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${nonConformities(pending)} ${overduePreventives(pending)} ${recommendations(pending)}
    ${hcfcUnits(pending)}
  </section>`;
}

/** Units still on an HCFC, with their charge and the replacement note (absent in older RGMs). */
function hcfcUnits(pending: RgmPendingItems): SafeHtml | null {
  const rows = pending.unidadesHcfc;
  if (!rows) return null;
  return html`<h3>Unidades com HCFC a substituir (${formatInteger(rows.length)})</h3>
    ${
      rows.length === 0
        ? html`<p class="empty">Nenhuma unidade com HCFC.</p>`
        : html`<p class="note">${rows[0].nota}</p>
            <table class="work">
              <thead>
                <tr>
                  <th>Equipamento</th>
                  <th>Gás</th>
                  <th>Carga nominal</th>
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr>
                      <td>${row.codigo}${row.setor && html`<br />${row.setor}`}</td>
                      <td>${row.tipoGas}</td>
                      <td>${row.cargaKg === null ? 'não informada' : formatKg(row.cargaKg)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
    }`;
}

function nonConformities(pending: RgmPendingItems): SafeHtml {
  const rows = pending.naoConformidades;
  return html`<h3>Não conformidades sem correção (${formatInteger(rows.length)})</h3>
    ${
      rows.length === 0
        ? html`<p class="empty">Nenhuma não conformidade do checklist em aberto.</p>`
        : html`<table class="work">
            <thead>
              <tr>
                <th>Equipamento</th>
                <th>Item</th>
                <th>Observação</th>
                <th>Constatada em</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr>
                    <td>${row.equipamento ?? '—'}${row.setor && html`<br />${row.setor}`}</td>
                    <td>${row.item}</td>
                    <td class="text">${row.observacao ?? ''}</td>
                    <td>${formatDay(row.data)} (${row.ordem})</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }`;
}

function overduePreventives(pending: RgmPendingItems): SafeHtml | null {
  const rows = pending.preventivasAtrasadas;
  if (!rows) return null;
  return html`<h3>Preventivas atrasadas (${formatInteger(rows.length)})</h3>
    ${
      rows.length === 0
        ? html`<p class="empty">Nenhuma preventiva do período vencida sem execução.</p>`
        : html`<table class="work">
            <thead>
              <tr>
                <th>Equipamento</th>
                <th>Contrato</th>
                <th>Prevista</th>
                <th>Tolerância</th>
                <th>Executada depois</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr>
                    <td>${row.equipamento}${row.setor && html`<br />${row.setor}`}</td>
                    <td>${row.contrato}</td>
                    <td>${formatDay(row.prevista)}</td>
                    <td>±${formatInteger(row.toleranciaDias)} d</td>
                    <td>${row.executadaDepois ? formatDay(row.executadaDepois) : 'Não'}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }`;
}

function recommendations(pending: RgmPendingItems): SafeHtml {
  const rows = pending.recomendacoes;
  return html`<h3>Observações dos técnicos (${formatInteger(rows.length)})</h3>
    ${
      rows.length === 0
        ? html`<p class="empty">Nenhuma observação registrada nas visitas do período.</p>`
        : html`<table class="work">
            <thead>
              <tr>
                <th>Data</th>
                <th>Equipamento</th>
                <th>Item</th>
                <th>Observação</th>
                <th>Técnico</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr>
                    <td>${formatDay(row.data)}<br />${row.ordem}</td>
                    <td>${row.equipamento ?? '—'}</td>
                    <td>${row.item ?? ''}</td>
                    <td class="text">${row.texto}</td>
                    <td>${row.tecnico ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }`;
}

export function fluidsSection(fluids: RgmFluids | undefined): SafeHtml | null {
  if (!fluids) return null;
  return html`<section class="section rgm-fluids">
    <h2>Fluido refrigerante</h2>
    ${
      fluids.linhas.length === 0
        ? html`<p class="empty">Nenhum evento de fluido refrigerante no período.</p>`
        : html`<table>
              <thead>
                <tr>
                  <th>Equipamento</th>
                  <th>Setor</th>
                  <th>Gás</th>
                  <th class="num">Recarga</th>
                  <th class="num">Retirada</th>
                  <th class="num">Vazamento</th>
                  <th class="num">tCO₂e</th>
                </tr>
              </thead>
              <tbody>
                ${fluids.linhas.map(
                  (row) =>
                    html`<tr>
                      <td>${row.equipamento ?? '—'}</td>
                      <td>${row.setor}</td>
                      <td>${row.tipoGas}</td>
                      <td class="num">${formatKg(row.recargaKg)}</td>
                      <td class="num">${formatKg(row.retiradaKg)}</td>
                      <td class="num">${formatKg(row.vazamentoKg)}</td>
                      <td class="num">
                        ${row.tco2e === null ? 'HCFC, à parte' : formatTco2e(row.tco2e)}
                      </td>
                    </tr>`,
                )}
              </tbody>
              <tfoot>
                <tr>
                  <td colspan="3">Total</td>
                  <td class="num">${formatKg(fluids.total.recargaKg)}</td>
                  <td class="num">${formatKg(fluids.total.retiradaKg)}</td>
                  <td class="num">${formatKg(fluids.total.vazamentoKg)}</td>
                  <td class="num">${formatTco2e(fluids.total.tco2e)}</td>
                </tr>
              </tfoot>
            </table>
            <p class="formulas">
              tCO₂e = kg recarregados × GWP do gás ÷ 1000 (o fluido reposto é o que escapou). GWP:
              ${fluids.fontesGwp.join('; ')}. HCFCs (R-22) ficam fora do total: são relatados à
              parte, com o ODP, no relatório de fluidos.
            </p>`
    }
  </section>`;
}

/** Released by, the contract's RT, and the client's acknowledgement (a line to sign on paper until then). */
export function signatureBlock(rgm: RgmView): SafeHtml {
  const timeZone = rgm.snapshot.periodo.fusoHorario;
  const lead = rgm.snapshot.responsavelTecnico;
  const released = rgm.liberadoEm
    ? html`${rgm.liberadoPor ?? 'Fechamento automático'}${rgm.liberadoPorPapel && ` — ${ROLE_LABELS[rgm.liberadoPorPapel]}`}<br />
        em ${formatInstant(rgm.liberadoEm, timeZone)}`
    : html`Ainda não liberado (rascunho)`;
  const ack = rgm.cienteCliente;
  return html`<section class="section rgm-signatures">
    <h2>Assinaturas</h2>
    <div class="signature-grid">
      <div class="signature">
        <div class="role">Liberado por</div>
        <div>${released}</div>
      </div>
      ${
        lead &&
        html`<div class="signature">
          <div class="role">Responsável técnico</div>
          <div>
            ${lead.nome}${lead.registro && html`<br />${lead.registro}`}${lead.art && html`<br />ART ${lead.art}`}
          </div>
        </div>`
      }
      <div class="signature">
        <div class="role">Ciente do cliente</div>
        ${
          ack
            ? html`<div>${ack.nome}<br />em ${formatInstant(ack.em, timeZone)}</div>`
            : html`<div class="blank">Nome:</div>
                <div class="blank">Data:</div>
                <div class="blank">Assinatura:</div>`
        }
      </div>
    </div>
  </section>`;
}

export const RGM_WORK_STYLES = `
table.work { font-size: 7pt; }
table.work th { font-size: 7pt; padding: 3pt 4pt; }
table.work td { padding: 2.5pt 4pt; line-height: 1.25; }
table.work td.text { max-width: 52mm; overflow-wrap: anywhere; }
table.work td.when { white-space: nowrap; }
.outcome.atrasada { color: #a1261b; font-weight: bold; }
.outcome.em_aberto { color: #8a5a00; }
.signature-grid { display: flex; gap: 8pt; break-inside: avoid; }
.signature-grid .signature { flex: 1 1 0; min-width: 0; margin: 0; }
.signature .role { font-size: 7.5pt; color: #5b6b7b; font-weight: bold; margin-bottom: 3pt; }
.signature .blank { border-bottom: 0.6pt solid #5b6b7b; height: 16pt; padding-top: 4pt; font-size: 7.5pt; color: #5b6b7b; }
`;
