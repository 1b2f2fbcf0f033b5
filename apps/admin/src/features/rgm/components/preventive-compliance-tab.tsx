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
  nao_se_aplica: 'badge--muted',
};

/** One figure column: its header and how a group's figures read in it. */
interface FigureColumn {
  label: string;
  /** The total column's figure stands out. */
  strong?: boolean;
  value: (figures: PreventiveFigures) => string;
}

const count = (key: 'previstas' | 'executadas' | 'noPrazo' | 'aVencer') => (f: PreventiveFigures) =>
  formatNumber(f[key]);

/** A version-4 count, absent from older snapshots' rows. */
const v4Count =
  (key: 'foraDoPrazo' | 'naoExecutadas' | 'naoSeAplica') => (figures: PreventiveFigures) =>
    figures[key] === undefined ? EMPTY : formatNumber(figures[key]);

const PERCENTS: FigureColumn[] = [
  {
    label: 'Conformidade',
    strong: true,
    value: (figures) => formatPercent(figures.conformidadePercentual),
  },
  { label: '% no prazo', value: (figures) => formatPercent(figures.noPrazoPercentual) },
];

/** Formulas version 2–3: one occurrence per visit of a unit's maintenance plan. */
const V3_COLUMNS: FigureColumn[] = [
  { label: 'Previstas', value: count('previstas') },
  { label: 'Executadas', value: count('executadas') },
  { label: 'No prazo', value: count('noPrazo') },
  ...PERCENTS,
];

/** Formulas version 4: one occurrence per date of an activity of the unit's plan. */
const V4_COLUMNS: FigureColumn[] = [
  { label: 'Previstas', value: count('previstas') },
  { label: 'No prazo', value: count('noPrazo') },
  { label: 'Fora da tolerância', value: v4Count('foraDoPrazo') },
  { label: 'Não executadas', value: v4Count('naoExecutadas') },
  { label: 'Não se aplica', value: v4Count('naoSeAplica') },
  { label: 'A vencer', value: count('aVencer') },
  ...PERCENTS,
];

function FigureHeaders({ columns }: { columns: readonly FigureColumn[] }) {
  return (
    <>
      {columns.map((column) => (
        <th key={column.label} scope="col" className="num">
          {column.label}
        </th>
      ))}
    </>
  );
}

function FigureCells({
  columns,
  figures,
}: {
  columns: readonly FigureColumn[];
  figures: PreventiveFigures;
}) {
  return (
    <>
      {columns.map((column) => (
        <td
          key={column.label}
          className={`num nowrap${column.strong ? ' table__strong' : ''}`}
          data-coluna={column.label}
        >
          {column.value(figures)}
        </td>
      ))}
    </>
  );
}

interface OccurrenceProps {
  occurrence: PreventiveOccurrence;
  /** The first of its activity's dates: it names the activity above them. */
  first: boolean;
}

function Occurrence({ occurrence, first }: OccurrenceProps) {
  const { atividade, prevista, executada, desvioDias, situacao, toleranciaDias } = occurrence;
  return (
    <li data-situacao={situacao} data-atividade={atividade}>
      {atividade && first && <span className="rgm-preventives__activity">{atividade}</span>}
      <span className="nowrap">{formatCalendarDate(prevista)}</span>
      {executada && desvioDias !== null && situacao !== 'nao_se_aplica' && (
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

/** A unit's dates, each activity's together (activities in the order they first fall due). */
function Occurrences({ occurrences }: { occurrences: readonly PreventiveOccurrence[] }) {
  const groups = new Map<string, PreventiveOccurrence[]>();
  for (const occurrence of occurrences) {
    const key = occurrence.atividadeId ?? '';
    groups.set(key, [...(groups.get(key) ?? []), occurrence]);
  }
  return (
    <ul className="rgm-preventives__occurrences">
      {[...groups.values()].flatMap((dates) =>
        dates.map((occurrence, index) => (
          <Occurrence
            key={`${occurrence.atividadeId ?? ''}-${occurrence.prevista}-${index}`}
            occurrence={occurrence}
            first={index === 0}
          />
        )),
      )}
    </ul>
  );
}

/** The headline: how many preventives were planned, executed and on time (and, v4, the rest). */
function summaryText(figures: PreventiveFigures, v4: boolean) {
  const notApplicable = figures.naoSeAplica ?? 0;
  if (figures.previstas === 0 && figures.aVencer === 0 && notApplicable === 0) return null;
  const done = `${formatNumber(figures.executadas)} de ${plural(figures.previstas, 'preventiva prevista executada', 'preventivas previstas executadas')} (${formatPercent(figures.conformidadePercentual)}); ${formatNumber(figures.noPrazo)} no prazo (${formatPercent(figures.noPrazoPercentual)})`;
  if (!v4) {
    const pending =
      figures.aVencer > 0
        ? ` ${plural(figures.aVencer, 'prevista ainda a vencer', 'previstas ainda a vencer')} (fora da conta).`
        : '';
    return `${done}.${pending}`;
  }
  const outside = [
    notApplicable > 0
      ? `${plural(notApplicable, 'registrada', 'registradas')} como não se aplica`
      : null,
    figures.aVencer > 0 ? `${formatNumber(figures.aVencer)} ainda a vencer` : null,
  ].filter(Boolean);
  return `${done}, ${plural(figures.foraDoPrazo ?? 0, 'fora da tolerância', 'fora da tolerância')}, ${plural(figures.naoExecutadas ?? 0, 'não executada', 'não executadas')}.${outside.length > 0 ? ` Fora da conta: ${outside.join(' e ')}.` : ''}`;
}

/** What an occurrence was under the snapshot's formulas, and which version computed it. */
function versionText(version: number, v4: boolean) {
  return v4
    ? `Calculado pela versão ${version} das fórmulas: cada prevista é uma data de uma atividade do plano da unidade; a tolerância é de 10 % do intervalo da atividade (mensal ±3 dias).`
    : `Calculado pela versão ${version} das fórmulas: cada prevista é uma visita do plano de manutenção da unidade (não uma atividade), e os números ficam como foram calculados; a tolerância é de 10 % do intervalo do plano (mensal ±3 dias).`;
}

interface PreventiveComplianceTabProps {
  preventives: RgmPreventives;
  /** The snapshot's `versaoFormulas`: from 4, occurrences are activities' dates. */
  version: number;
}

/**
 * Preventive compliance (formulas version 2 on): the scope's figures, each contract's
 * in a consolidated RGM, each activity's (version 4) and each equipment's with its planned
 * dates and what became of them, so a percentage can be checked line by line. A snapshot
 * computed before version 4 shows the figures it has, and says which version made them.
 */
export function PreventiveComplianceTab({ preventives, version }: PreventiveComplianceTabProps) {
  const v4 = version >= 4 && preventives.resumo.naoExecutadas !== undefined;
  const columns = v4 ? V4_COLUMNS : V3_COLUMNS;
  const headline = summaryText(preventives.resumo, v4);
  if (!headline) {
    return (
      <EmptyState title="Nenhuma preventiva prevista no período">
        As preventivas aparecem aqui quando os equipamentos do escopo têm atividades no plano com
        datas previstas no período.
      </EmptyState>
    );
  }
  const byActivity = v4 ? preventives.porAtividade : undefined;
  return (
    <>
      <p className="rgm-tabs__note" data-testid="rgm-preventivas-resumo">
        {headline} <span data-testid="rgm-preventivas-versao">{versionText(version, v4)}</span>
      </p>
      {preventives.porContrato && (
        <>
          <h3 className="rgm-split__title">Por contrato</h3>
          <div className="table-wrap">
            <table className="table table--dense rgm-figures" aria-label="Preventivas por contrato">
              <thead>
                <tr>
                  <th scope="col">Contrato</th>
                  <FigureHeaders columns={columns} />
                </tr>
              </thead>
              <tbody>
                {preventives.porContrato.map((row) => (
                  <tr key={row.contratoId} data-contrato={row.codigo}>
                    <td className="table__name">
                      <span className="table__strong">{row.codigo}</span>
                      {row.cliente && <span className="table__sub">{row.cliente}</span>}
                    </td>
                    <FigureCells columns={columns} figures={row} />
                  </tr>
                ))}
              </tbody>
              <TotalRow columns={columns} figures={preventives.resumo} span={1} />
            </table>
          </div>
        </>
      )}
      {byActivity && byActivity.length > 0 && (
        <>
          <h3 className="rgm-split__title">Por atividade</h3>
          <div className="table-wrap">
            <table
              className="table table--dense rgm-figures"
              aria-label="Preventivas por atividade"
            >
              <thead>
                <tr>
                  <th scope="col">Atividade</th>
                  <th scope="col">Periodicidade</th>
                  <th scope="col" className="num">
                    Unidades
                  </th>
                  <FigureHeaders columns={columns} />
                </tr>
              </thead>
              <tbody>
                {byActivity.map((row) => (
                  <tr
                    key={row.atividade}
                    data-atividade={row.atividade}
                    className={(row.naoExecutadas ?? 0) > 0 ? 'table__row--alert' : undefined}
                  >
                    <td className="table__name">{row.atividade}</td>
                    <td className="nowrap">{row.periodicidade}</td>
                    <td className="num">{formatNumber(row.unidades)}</td>
                    <FigureCells columns={columns} figures={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <h3 className="rgm-split__title">Por equipamento</h3>
      <div className="table-wrap">
        <table
          className="table table--dense rgm-figures rgm-preventives"
          aria-label="Preventivas por equipamento"
        >
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Setor</th>
              <FigureHeaders columns={columns} />
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
                <FigureCells columns={columns} figures={row} />
                <td className="rgm-preventives__dates">
                  <Occurrences occurrences={row.ocorrencias} />
                </td>
              </tr>
            ))}
          </tbody>
          {!preventives.porContrato && (
            <TotalRow columns={columns} figures={preventives.resumo} span={2} trailing={1} />
          )}
        </table>
      </div>
    </>
  );
}

/** The scope's figures under a table's rows. */
function TotalRow({
  columns,
  figures,
  span,
  trailing = 0,
}: {
  columns: readonly FigureColumn[];
  figures: PreventiveFigures;
  /** The columns before the figures. */
  span: number;
  /** The columns after them. */
  trailing?: number;
}) {
  return (
    <tfoot>
      <tr data-total="escopo">
        <th scope="row" colSpan={span}>
          Total do escopo
        </th>
        <FigureCells columns={columns} figures={figures} />
        {trailing > 0 && <td colSpan={trailing} />}
      </tr>
    </tfoot>
  );
}
