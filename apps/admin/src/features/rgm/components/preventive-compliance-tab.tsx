import {
  formatDeviationDays,
  PREVENTIVE_OUTCOME_LABELS,
  type PreventiveOutcome,
} from '@campo/contracts';
import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatCalendarDate, formatNumber, plural } from '../../../lib/format';
import type { PreventiveFigures, PreventiveOccurrence, RgmPreventives } from '../api/rgm.types';
import { formatPercent } from '../rgm-format';

const OUTCOME_BADGES: Record<PreventiveOutcome, string> = {
  no_prazo: 'badge--success',
  fora_do_prazo: 'badge--warning',
  nao_executada: 'badge--danger',
  a_vencer: 'badge--neutral',
};

/** The three figures of a group, as cells: compliance, on time, how many were planned. */
function FigureCells({ figures }: { figures: PreventiveFigures }) {
  return (
    <>
      <td className="num">{formatNumber(figures.previstas)}</td>
      <td className="num">{formatNumber(figures.executadas)}</td>
      <td className="num">{formatNumber(figures.noPrazo)}</td>
      <td className="num nowrap table__strong">{formatPercent(figures.conformidadePercentual)}</td>
      <td className="num nowrap">{formatPercent(figures.noPrazoPercentual)}</td>
    </>
  );
}

function FigureHeaders() {
  return (
    <>
      <th scope="col" className="num">
        Previstas
      </th>
      <th scope="col" className="num">
        Executadas
      </th>
      <th scope="col" className="num">
        No prazo
      </th>
      <th scope="col" className="num">
        Conformidade
      </th>
      <th scope="col" className="num">
        % no prazo
      </th>
    </>
  );
}

function Occurrence({ occurrence }: { occurrence: PreventiveOccurrence }) {
  const { prevista, executada, desvioDias, situacao, toleranciaDias } = occurrence;
  return (
    <li data-situacao={situacao}>
      <span className="nowrap">{formatCalendarDate(prevista)}</span>
      {executada && desvioDias !== null && (
        <span className="nowrap">
          {' '}
          → {formatCalendarDate(executada)} ({formatDeviationDays(desvioDias)})
        </span>
      )}{' '}
      <span
        className={`badge badge--tiny ${OUTCOME_BADGES[situacao]}`}
        title={`Tolerância ±${toleranciaDias} d`}
      >
        {PREVENTIVE_OUTCOME_LABELS[situacao]}
      </span>
    </li>
  );
}

/** The headline: how many preventives were planned, executed and on time. */
function summaryText(figures: PreventiveFigures) {
  if (figures.previstas === 0 && figures.aVencer === 0) return null;
  const pending =
    figures.aVencer > 0
      ? ` ${plural(figures.aVencer, 'prevista ainda a vencer', 'previstas ainda a vencer')} (fora da conta).`
      : '';
  return `${formatNumber(figures.executadas)} de ${plural(figures.previstas, 'preventiva prevista executada', 'preventivas previstas executadas')} (${formatPercent(figures.conformidadePercentual)}); ${formatNumber(figures.noPrazo)} no prazo (${formatPercent(figures.noPrazoPercentual)}).${pending}`;
}

/**
 * Preventive compliance (formulas version 2 on): the scope's figures, each contract's
 * in a consolidated RGM, and each equipment's with its planned dates and what became of
 * them, so a percentage can be checked line by line.
 */
export function PreventiveComplianceTab({ preventives }: { preventives: RgmPreventives }) {
  const headline = summaryText(preventives.resumo);
  if (!headline) {
    return (
      <EmptyState title="Nenhuma preventiva prevista no período">
        As preventivas aparecem aqui quando os equipamentos do escopo têm planos ativos com datas
        previstas no período.
      </EmptyState>
    );
  }
  return (
    <>
      <p className="rgm-tabs__note" data-testid="rgm-preventivas-resumo">
        {headline} A tolerância de cada prevista é de 10 % do intervalo do plano (mensal ±3 dias).
      </p>
      {preventives.porContrato && (
        <div className="table-wrap">
          <table className="table table--dense" aria-label="Preventivas por contrato">
            <thead>
              <tr>
                <th scope="col">Contrato</th>
                <FigureHeaders />
              </tr>
            </thead>
            <tbody>
              {preventives.porContrato.map((row) => (
                <tr key={row.contratoId} data-contrato={row.codigo}>
                  <td className="table__name">
                    <span className="table__strong">{row.codigo}</span>
                    {row.cliente && <span className="table__sub">{row.cliente}</span>}
                  </td>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="table-wrap">
        <table
          className="table table--dense rgm-preventives"
          aria-label="Preventivas por equipamento"
        >
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Setor</th>
              <FigureHeaders />
              <th scope="col">Previstas → executadas</th>
            </tr>
          </thead>
          <tbody>
            {preventives.porEquipamento.map((row) => (
              <tr
                key={row.equipamentoId}
                data-equipamento={row.codigo}
                className={row.previstas > row.executadas ? 'table__row--alert' : undefined}
              >
                <td className="table__name">
                  <span className="table__strong">{row.codigo}</span>
                  {row.descricao && <span className="table__sub">{row.descricao}</span>}
                </td>
                <td>{row.setor ?? <span className="muted">{EMPTY}</span>}</td>
                <FigureCells figures={row} />
                <td>
                  <ul className="rgm-preventives__occurrences">
                    {row.ocorrencias.map((occurrence, index) => (
                      <Occurrence key={`${occurrence.prevista}-${index}`} occurrence={occurrence} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
