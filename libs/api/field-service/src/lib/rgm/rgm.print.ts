import {
  formatDay,
  formatDeviationDays,
  formatHours,
  formatInstant,
  formatInteger,
  formatKm,
  formatPercent,
  formatPeriod,
  PREVENTIVE_OUTCOME_LABELS,
  RGM_STATE_LABELS,
  RGM_TECHNICIAN_ORDERS_NOTE,
  type PreventiveFigures,
  type PreventiveOccurrence,
  type RgmPreventives,
  type RgmView,
} from '@campo/contracts';
import { html, type PrintCompany, type PrintDocument, type SafeHtml } from '@campo/platform';
import { SCHEDULE_GRID_STYLES, scheduleGridHtml } from '../print/schedule-grid.print';
import { RGM_CHART_STYLES, rgmPrintCharts, type RgmPrintCharts } from './rgm-charts.print';
import { RGM_FORMULAS } from './rgm-snapshot';
import {
  fluidsSection,
  ordersSection,
  pendingSection,
  RGM_WORK_STYLES,
  signatureBlock,
} from './rgm-work.print';

/** What the RGM's PDF needs besides the RGM: who issues it and when it was printed. */
export interface RgmPrintContext {
  company: PrintCompany;
  printedAt: Date;
  /** The snapshot's charts, when already drawn (they are drawn here otherwise). */
  charts?: RgmPrintCharts;
  /** Print each technician's figures (the company's `desempenhoTecnicoAoCliente`). */
  technicianFigures: boolean;
}

/**
 * The RGM as the client receives it: a cover (client, contract, period, state, who
 * released it, the headline figures), then every tab of the frozen snapshot — per
 * equipment, per technician, per contract when consolidated, checklist and root
 * causes, the annual grid — and the formulas used. Only the snapshot is read, so a
 * released RGM prints the same whatever happens to its sources.
 */
export function rgmPrintDocument(rgm: RgmView, context: RgmPrintContext): PrintDocument {
  const snapshot = rgm.snapshot;
  const charts = context.charts ?? rgmPrintCharts(snapshot);
  const timeZone = snapshot.periodo.fusoHorario;
  const scope = rgm.consolidado ? 'Consolidado' : `Contrato ${rgm.contrato?.codigo ?? ''}`;
  const period = formatPeriod(rgm.inicio, rgm.fim);
  const body = html` ${rgm.estado === 'rascunho' && html`<div class="watermark">RASCUNHO</div>`}
    <section class="cover${snapshot.series ? ' with-charts' : ''}">
      <div class="kicker">Relatório gerencial de manutenção</div>
      <h1>RGM — ${scope}</h1>
      <div class="subtitle">
        ${rgm.contrato?.cliente ?? (rgm.consolidado ? 'Todos os contratos' : '')} · ${period}
      </div>
      <dl class="facts">
        <dt>Emitido por</dt>
        <dd>${context.company.name}</dd>
        ${
          !rgm.consolidado &&
          html`<dt>Cliente</dt>
            <dd>${rgm.contrato?.cliente ?? '—'}</dd>
            <dt>Contrato</dt>
            <dd>${rgm.contrato?.codigo ?? '—'}</dd>`
        }
        <dt>Período</dt>
        <dd>${formatDay(rgm.inicio)} a ${formatDay(rgm.fim)} (${timeZone})</dd>
        <dt>Situação</dt>
        <dd>
          ${RGM_STATE_LABELS[rgm.estado]}${rgm.origem === 'automatico' ? ' · fechamento automático' : ''}
        </dd>
        <dt>Liberado por</dt>
        <dd>
          ${rgm.liberadoEm ? `${rgm.liberadoPor ?? 'Fechamento automático'} em ${formatInstant(rgm.liberadoEm, timeZone)}` : 'Ainda não liberado'}
        </dd>
        <dt>Calculado em</dt>
        <dd>${formatInstant(snapshot.calculadoEm, timeZone)}</dd>
        <dt>Fórmulas</dt>
        <dd>versão ${snapshot.versaoFormulas} (definidas ao final)</dd>
      </dl>
      ${kpis(snapshot)}
      ${snapshot.preventivas && html`<p class="muted">Preventivas: ${preventiveHeadline(snapshot.preventivas.resumo)}</p>`}
      ${charts.cover}
      ${rgm.estado === 'rascunho' && html`<p class="note">Rascunho: os números podem mudar até a liberação.</p>`}
    </section>

    <section class="section page-break">
      <h2>Por equipamento</h2>
      ${equipmentTable(rgm)}
    </section>

    <section class="section">
      <h2>Por técnico</h2>
      ${context.technicianFigures ? technicianTable(rgm) : html`<p class="muted">${RGM_TECHNICIANS_WITHHELD_NOTE}</p>`}
    </section>

    ${
      snapshot.porContrato &&
      html`<section class="section">
        <h2>Por contrato</h2>
        ${contractTable(snapshot.porContrato)}
      </section>`
    }
    ${
      snapshot.preventivas &&
      html`<section class="section">
        <h2>Preventivas: conformidade e pontualidade</h2>
        ${preventiveSection(snapshot.preventivas)}
      </section>`
    }

    <section class="section">
      <h2>Checklist e causas raiz</h2>
      <h3>Não conformidades por item</h3>
      ${
        snapshot.checklist.length === 0
          ? html`<p class="empty">Nenhuma não conformidade registrada no período.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Item do checklist</th>
                  <th class="num">Não conformes</th>
                  <th class="num">Respostas</th>
                  <th class="num">% não conforme</th>
                </tr>
              </thead>
              <tbody>
                ${snapshot.checklist.map(
                  (row) =>
                    html`<tr>
                      <td>${row.item}</td>
                      <td class="num">${formatInteger(row.naoConformes)}</td>
                      <td class="num">${formatInteger(row.respostas)}</td>
                      <td class="num">
                        ${formatPercent(row.respostas ? (100 * row.naoConformes) / row.respostas : null)}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h3>Causas raiz mais frequentes</h3>
      ${charts.causes}
      ${
        snapshot.causasRaiz.length === 0
          ? html`<p class="empty">
              Nenhuma causa raiz registrada nas ordens corretivas do período.
            </p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Causa raiz</th>
                  <th class="num">Ocorrências</th>
                </tr>
              </thead>
              <tbody>
                ${snapshot.causasRaiz.map(
                  (row) =>
                    html`<tr>
                      <td>${row.causa}</td>
                      <td class="num">${formatInteger(row.ocorrencias)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
    </section>

    ${ordersSection(rgm)} ${pendingSection(rgm)} ${fluidsSection(snapshot.fluidos)}
    ${
      snapshot.cronograma &&
      html`<section class="section page-break">
        <h2>Cronograma anual de manutenção preventiva ${snapshot.cronograma.ano}</h2>
        <p class="muted">
          ${
            // Up to formulas version 3 the frozen grid stood at the period's end.
            snapshot.versaoFormulas < 4 && snapshot.cronograma.hoje === snapshot.periodo.fim
              ? `Situação no fim do período, ${formatDay(snapshot.cronograma.hoje)}: execuções posteriores não aparecem.`
              : `Situação em ${formatDay(snapshot.cronograma.hoje)}, quando o RGM foi calculado.`
          }
        </p>
        ${scheduleGridHtml(snapshot.cronograma, { showContract: rgm.consolidado })}
      </section>`
    }

    <section class="section">
      <h2>Fórmulas</h2>
      <ul class="formulas">
        ${orderedFormulas(snapshot.formulas).map((formula) => html`<li>${formula}</li>`)}
      </ul>
      <p class="formulas">
        Recorrência: ${snapshot.parametros.recorrencia.ocorrencias} ou mais ordens corretivas em
        ${snapshot.parametros.recorrencia.dias} dias. Versão das fórmulas:
        ${snapshot.versaoFormulas}.
      </p>
    </section>

    ${signatureBlock(rgm)}`;

  return {
    title: `RGM ${rgm.consolidado ? 'consolidado' : (rgm.contrato?.codigo ?? '')} — ${period}`,
    company: context.company,
    body,
    styles: RGM_STYLES + RGM_CHART_STYLES + RGM_WORK_STYLES,
    footnote: `Emitido em ${formatInstant(context.printedAt.toISOString(), timeZone)}`,
  };
}

/** The headline figures; from formulas version 3 the SLA is the calls' and orders are counted apart. */
function kpis(snapshot: RgmView['snapshot']): SafeHtml {
  const figures = snapshot.resumo;
  const v3 = snapshot.versaoFormulas >= 3;
  const items: Array<[string, string]> = [
    ...(v3
      ? [['Ordens abertas no período', formatInteger(figures.ordens ?? 0)] as [string, string]]
      : []),
    ['Chamados', formatInteger(figures.chamados)],
    ['Corretivos', formatInteger(figures.corretivos)],
    ['MTTR', formatHours(figures.mttrHoras)],
    ['Restabelecimento', formatHours(figures.restabelecimentoHoras)],
    [v3 ? 'SLA dos chamados' : 'SLA cumprido', formatPercent(figures.slaPercentual)],
    ...(v3
      ? [
          ['Pontualidade', formatPercent(figures.pontualidadePercentual ?? null)] as [
            string,
            string,
          ],
        ]
      : []),
    ['Deslocamento', formatKm(figures.km)],
  ];
  return html`<div class="kpis">
      ${items.map(
        ([label, value]) =>
          html`<div class="kpi">
            <div class="value">${value}</div>
            <div class="label">${label}</div>
          </div>`,
      )}
    </div>
    <p class="muted">${timelinessHeadline(snapshot)}</p>`;
}

/** `SLA: 14 de 16 chamados com meta cumpriram o prazo. Pontualidade: …` (by the snapshot's version). */
function timelinessHeadline(snapshot: RgmView['snapshot']): string {
  const figures = snapshot.resumo;
  if (snapshot.versaoFormulas < 3)
    return (
      `SLA: ${formatInteger(figures.ordensNoPrazo)} de ${formatInteger(figures.ordensComMeta)} ordens ` +
      `com meta cumpriram o prazo (fórmulas versão ${snapshot.versaoFormulas}).`
    );
  const tolerance = snapshot.parametros.toleranciaPontualidadeMinutos;
  return (
    `SLA: ${formatInteger(figures.ordensNoPrazo)} de ${formatInteger(figures.ordensComMeta)} chamados ` +
    `com meta cumpriram o prazo. Pontualidade: ${formatInteger(figures.agendadasNoHorario ?? 0)} de ` +
    `${formatInteger(figures.agendadas ?? 0)} ordens agendadas começaram no horário` +
    `${tolerance === undefined ? '' : ` (tolerância de ${formatInteger(tolerance)} min)`}.`
  );
}

function equipmentTable(rgm: RgmView): SafeHtml {
  const rows = rgm.snapshot.porEquipamento;
  if (rows.length === 0) return html`<p class="empty">Nenhum equipamento no escopo.</p>`;
  return html`<table>
    <thead>
      <tr>
        <th>Equipamento</th>
        <th>Descrição</th>
        <th>Setor</th>
        <th class="num">Chamados</th>
        <th class="num">Corretivos</th>
        <th class="num">MTTR</th>
        <th class="num">Restabelec.</th>
        <th>Recorrente</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td>${row.codigo}</td>
            <td>${row.descricao ?? ''}</td>
            <td>${row.setor ?? ''}</td>
            <td class="num">${formatInteger(row.chamados)}</td>
            <td class="num">${formatInteger(row.corretivos)}</td>
            <td class="num">${formatHours(row.mttrHoras)}</td>
            <td class="num">${formatHours(row.restabelecimentoHoras)}</td>
            <td>
              ${row.recorrente ? html`<span class="badge warn">Sim</span>` : html`<span class="badge neutral">Não</span>`}
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** What the client reads where the technicians' figures would be, when the company keeps them in. */
export const RGM_TECHNICIANS_WITHHELD_NOTE =
  'O desempenho individual dos técnicos (ordens, tempo de execução, SLA e quilômetros) não é divulgado neste relatório; os números do contrato acima incluem todo o trabalho.';

function technicianTable(rgm: RgmView): SafeHtml {
  const rows = rgm.snapshot.porTecnico;
  if (rows.length === 0)
    return html`<p class="empty">Nenhum atendimento de técnico no período.</p>`;
  return html`<table>
      <thead>
        <tr>
          <th>Técnico</th>
          <th class="num">Ordens trabalhadas</th>
          <th class="num">Execução média</th>
          <th class="num">SLA (com meta)</th>
          <th class="num">Km</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>${row.nome}</td>
              <td class="num">${formatInteger(row.ordensAtendidas)}</td>
              <td class="num">${formatHours(row.execucaoMediaHoras)}</td>
              <td class="num">
                ${formatPercent(row.slaPercentual)}${row.ordensComMeta !== undefined && ` (${formatInteger(row.ordensNoPrazo ?? 0)} de ${formatInteger(row.ordensComMeta)})`}
              </td>
              <td class="num">${formatKm(row.km)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="muted">${RGM_TECHNICIAN_ORDERS_NOTE}</p>`;
}

function contractTable(rows: NonNullable<RgmView['snapshot']['porContrato']>): SafeHtml {
  return html`<table>
    <thead>
      <tr>
        <th>Contrato</th>
        <th>Cliente</th>
        <th class="num">Chamados</th>
        <th class="num">Corretivos</th>
        <th class="num">MTTR</th>
        <th class="num">Restabelec.</th>
        <th class="num">SLA</th>
        <th class="num">Km</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td>${row.codigo}</td>
            <td>${row.cliente ?? ''}</td>
            <td class="num">${formatInteger(row.chamados)}</td>
            <td class="num">${formatInteger(row.corretivos)}</td>
            <td class="num">${formatHours(row.mttrHoras)}</td>
            <td class="num">${formatHours(row.restabelecimentoHoras)}</td>
            <td class="num">${formatPercent(row.slaPercentual)}</td>
            <td class="num">${formatKm(row.km)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * `33 de 40 preventivas previstas executadas (82,5 %); 17 no prazo (42,5 %).`; from formulas
 * version 4 (`naoExecutadas` present) counted per activity occurrence, with the missed and
 * the not applicable stated.
 */
function preventiveHeadline(resumo: PreventiveFigures): string {
  const byActivity = resumo.naoExecutadas !== undefined;
  if (resumo.previstas === 0)
    return byActivity
      ? 'nenhuma ocorrência de atividade prevista com data vencida no período.'
      : 'nenhuma preventiva prevista com data vencida no período.';
  const what = byActivity ? 'ocorrências de atividades previstas' : 'preventivas previstas';
  const missed = resumo.naoExecutadas ?? 0;
  const notApplicable = resumo.naoSeAplica ?? 0;
  return (
    `${formatInteger(resumo.executadas)} de ${formatInteger(resumo.previstas)} ${what} ` +
    `executadas (${formatPercent(resumo.conformidadePercentual)}); ` +
    `${formatInteger(resumo.noPrazo)} no prazo (${formatPercent(resumo.noPrazoPercentual)})` +
    (byActivity
      ? `; ${formatInteger(missed)} ${missed === 1 ? 'não executada' : 'não executadas'}` +
        (notApplicable > 0 ? `; ${formatInteger(notApplicable)} não se aplica` : '')
      : '') +
    '.'
  );
}

/**
 * The scope's compliance, each contract's (consolidated), each unit's planned dates and
 * what became of them and, from formulas version 4, each activity's.
 */
function preventiveSection(preventives: RgmPreventives): SafeHtml {
  const { resumo } = preventives;
  const byActivity = resumo.naoExecutadas !== undefined;
  if (resumo.previstas === 0 && resumo.aVencer === 0 && !resumo.naoSeAplica)
    return html`<p class="empty">Nenhuma preventiva prevista no período.</p>`;
  const headers = html`<th class="num">Previstas</th>
    <th class="num">Executadas</th>
    <th class="num">No prazo</th>
    ${
      byActivity &&
      html`<th class="num">Fora da tolerância</th>
        <th class="num">Não executadas</th>
        <th class="num">Não se aplica</th>`
    }
    <th class="num">Conformidade</th>
    <th class="num">% no prazo</th>`;
  const cells = (figures: PreventiveFigures) =>
    html`<td class="num">${formatInteger(figures.previstas)}</td>
      <td class="num">${formatInteger(figures.executadas)}</td>
      <td class="num">${formatInteger(figures.noPrazo)}</td>
      ${
        byActivity &&
        html`<td class="num">${formatInteger(figures.foraDoPrazo ?? 0)}</td>
          <td class="num">${formatInteger(figures.naoExecutadas ?? 0)}</td>
          <td class="num">${formatInteger(figures.naoSeAplica ?? 0)}</td>`
      }
      <td class="num"><strong>${formatPercent(figures.conformidadePercentual)}</strong></td>
      <td class="num">${formatPercent(figures.noPrazoPercentual)}</td>`;
  return html`<p>
      ${preventiveHeadline(resumo)}
      ${resumo.aVencer > 0 && `${formatInteger(resumo.aVencer)} ainda a vencer, fora da conta.`}
      ${
        byActivity
          ? 'Cada atividade do plano de cada unidade conta as suas datas. Tolerância: 10 % do intervalo da atividade (mensal ±3 dias).'
          : 'Tolerância: 10 % do intervalo do plano (mensal ±3 dias).'
      }
    </p>
    ${
      preventives.porContrato &&
      html`<table>
        <thead>
          <tr>
            <th>Contrato</th>
            ${headers}
          </tr>
        </thead>
        <tbody>
          ${preventives.porContrato.map(
            (row) =>
              html`<tr>
                <td>${row.codigo}${row.cliente ? ` — ${row.cliente}` : ''}</td>
                ${cells(row)}
              </tr>`,
          )}
        </tbody>
      </table>`
    }
    ${
      preventives.porAtividade &&
      preventives.porAtividade.length > 0 &&
      html`<h3>Por atividade</h3>
        <table>
          <thead>
            <tr>
              <th>Atividade</th>
              <th>Period.</th>
              <th class="num">Unidades</th>
              ${headers}
            </tr>
          </thead>
          <tbody>
            ${preventives.porAtividade.map(
              (row) =>
                html`<tr>
                  <td>${row.atividade}</td>
                  <td>${row.periodicidade}</td>
                  <td class="num">${formatInteger(row.unidades)}</td>
                  ${cells(row)}
                </tr>`,
            )}
          </tbody>
        </table>`
    }
    <table class="preventives">
      <thead>
        <tr>
          <th>Equipamento</th>
          <th>Setor</th>
          ${headers} ${!byActivity && html`<th>Previstas → executadas</th>`}
        </tr>
      </thead>
      <tbody>
        ${preventives.porEquipamento.map((row) =>
          byActivity
            ? html`<tr class="unit">
                  <td>${row.codigo}</td>
                  <td>${row.setor ?? ''}</td>
                  ${cells(row)}
                </tr>
                <tr class="dates">
                  <td colspan="10">${activityDates(row.ocorrencias)}</td>
                </tr>`
            : html`<tr>
                <td>${row.codigo}</td>
                <td>${row.setor ?? ''}</td>
                ${cells(row)}
                <td class="occurrences">${row.ocorrencias.map(occurrenceLine)}</td>
              </tr>`,
        )}
      </tbody>
    </table>`;
}

/**
 * A unit's dates of the period under its table row, one line per activity (version 4):
 * `Limpar os filtros (MS): 05/10 → 07/10 (+2 d) no prazo; 19/10 não executada`.
 */
function activityDates(occurrences: PreventiveOccurrence[]): SafeHtml {
  const byActivity = new Map<string, PreventiveOccurrence[]>();
  for (const occurrence of occurrences) {
    const name = occurrence.atividade ?? '';
    byActivity.set(name, [...(byActivity.get(name) ?? []), occurrence]);
  }
  return html`${[...byActivity.entries()].map(
    ([name, dates]) =>
      html`<p>
        <strong>${name}:</strong>
        ${dates.map(
          (occurrence, index) =>
            html`${index > 0 ? '; ' : ''}<span class="${occurrence.situacao}"
                >${shortDay(occurrence.prevista)}${
                  occurrence.executada &&
                  occurrence.desvioDias !== null &&
                  occurrence.situacao !== 'nao_se_aplica'
                    ? ` → ${shortDay(occurrence.executada)} (${formatDeviationDays(occurrence.desvioDias)})`
                    : ''
                }
                ${PREVENTIVE_OUTCOME_LABELS[occurrence.situacao].toLowerCase()}</span
              >`,
        )}
      </p>`,
  )}`;
}

/** `05/10` (the year is the period's, on the page). */
function shortDay(day: string): string {
  return formatDay(day).slice(0, 5);
}

/** `Limpar os filtros: 15/10/2026 → 17/10/2026 (+2 d) · No prazo` (the activity from version 4). */
function occurrenceLine(occurrence: PreventiveOccurrence): SafeHtml {
  const { prevista, executada, desvioDias, situacao, atividade } = occurrence;
  const done =
    executada && desvioDias !== null && situacao !== 'nao_se_aplica'
      ? ` → ${formatDay(executada)} (${formatDeviationDays(desvioDias)})`
      : '';
  return html`<span class="${situacao}"
    >${atividade ? `${atividade}: ` : ''}${formatDay(prevista)}${done} ·
    ${PREVENTIVE_OUTCOME_LABELS[situacao]}</span
  >`;
}

/** In the order the report reads (the snapshot's JSON keeps no order); unknown keys last. */
function orderedFormulas(formulas: Record<string, string>): string[] {
  const order = Object.keys(RGM_FORMULAS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.keys(formulas)
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => formulas[key]);
}

const RGM_STYLES = `${SCHEDULE_GRID_STYLES}
table.preventives td.occurrences span { display: block; font-size: 7.5pt; }
table.preventives tr.unit td { border-bottom: none; }
table.preventives tr.dates td { font-size: 7.5pt; color: #33414f; padding-top: 0; }
table.preventives tr.dates p { margin: 0 0 1pt; }
table.preventives tr.dates .nao_executada { color: #a1261b; font-weight: bold; }
table.preventives tr.dates .fora_do_prazo { color: #8a5a00; }
table.preventives td.occurrences .nao_executada { color: #a1261b; font-weight: bold; }
table.preventives td.occurrences .fora_do_prazo { color: #8a5a00; }
`;
