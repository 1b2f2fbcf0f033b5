import {
  indoorAirStandingText,
  type IndoorAirAnalysisSummary,
  type IndoorAirSchedule,
} from '@campo/contracts';
import { Link, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { SelectField } from '../../../components/select-field';
import { formatCalendarDate } from '../../../lib/format';
import {
  useIndoorAirAnalyses,
  useIndoorAirSchedules,
  useSetIndoorAirInterval,
} from '../hooks/use-indoor-air';
import { SCHEDULE_BADGES, SCHEDULE_LABELS } from './indoor-air-format';
import '../../../styles/indoor-air.css';

const SCHEDULE_COLUMNS: readonly DataColumn<IndoorAirSchedule>[] = [
  { key: 'contrato', label: 'Contrato', cell: (row) => row.contrato },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (row) => (
      <span className="indoor-air__badges">
        <span className={SCHEDULE_BADGES[row.situacao]}>{SCHEDULE_LABELS[row.situacao]}</span>
        {row.reprovada && <span className="badge badge--danger">Última análise reprovada</span>}
        {indoorAirStandingText(row) !== SCHEDULE_LABELS[row.situacao] && (
          <span className="muted">{indoorAirStandingText(row)}</span>
        )}
      </span>
    ),
  },
  {
    key: 'intervalo',
    label: 'Periodicidade',
    cell: (row) => <IntervalSelect schedule={row} />,
  },
  {
    key: 'ultima',
    label: 'Última coleta',
    cell: (row) => (row.ultimaColeta ? formatCalendarDate(row.ultimaColeta) : '—'),
  },
  {
    key: 'proxima',
    label: 'Próxima análise',
    cell: (row) => (row.proxima ? formatCalendarDate(row.proxima) : 'Agora'),
  },
];

const ANALYSIS_COLUMNS: readonly DataColumn<IndoorAirAnalysisSummary>[] = [
  {
    key: 'dataColeta',
    label: 'Coleta',
    cell: (row) => (
      <Link to={`/qualidade-ar/${encodeURIComponent(row.id)}`}>
        {formatCalendarDate(row.dataColeta)}
      </Link>
    ),
  },
  { key: 'contrato', label: 'Contrato', cell: (row) => row.contrato },
  {
    key: 'resultado',
    label: 'Resultado',
    cell: (row) =>
      row.resultado === 'CONFORME' ? (
        <span className="badge badge--success">Conforme</span>
      ) : (
        <span className="indoor-air__failed">
          <span className="badge badge--danger">Não conforme</span> {row.reprovados.join('; ')}
        </span>
      ),
  },
  { key: 'ambiente', label: 'Ambiente', cell: (row) => row.ambiente ?? 'Contrato (geral)' },
  { key: 'laboratorio', label: 'Laboratório', cell: (row) => row.laboratorio },
];

/**
 * Indoor-air analyses (ABNT NBR 17037:2023): each contract's schedule (every 6 months
 * unless the contract says otherwise), then the analyses with their result.
 */
export function IndoorAirPage() {
  const schedules = useIndoorAirSchedules();
  // The contract in the address, so a contract's page can link to its analyses.
  const [params, setParams] = useSearchParams();
  const contractId = params.get('contratoId') ?? '';
  const setContractId = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('contratoId', value);
        else next.delete('contratoId');
        return next;
      },
      { replace: true },
    );
  const analyses = useIndoorAirAnalyses(contractId);

  return (
    <section className="page">
      <PageHeader
        title="Qualidade do ar interior"
        lead="Análises de laboratório por contrato e ambiente, julgadas pelos valores de referência da ABNT NBR 17037:2023. A próxima vence 6 meses depois da última coleta, salvo outra periodicidade no contrato."
        actions={
          <Link to="/qualidade-ar/nova" className="button button--primary">
            Nova análise
          </Link>
        }
      />
      <div className="card card--flush">
        <div className="indoor-air__section-header">
          <h2>Agenda por contrato</h2>
        </div>
        <QueryView query={schedules} loading="Carregando a agenda…">
          {(data) => (
            <DataTable
              columns={SCHEDULE_COLUMNS}
              rows={data}
              rowKey={(row) => row.contratoId}
              rowProps={(row) => ({ 'data-contrato': row.contrato })}
            />
          )}
        </QueryView>
      </div>
      <div className="card card--flush">
        <div className="indoor-air__section-header indoor-air__list-header">
          <h2>Análises</h2>
          <SelectField
            label="Contrato"
            name="contratoId"
            value={contractId}
            allLabel="Todos os contratos"
            options={(schedules.data ?? []).map((row) => ({
              value: row.contratoId,
              label: row.contrato,
            }))}
            onChange={setContractId}
          />
        </div>
        <QueryView
          query={analyses}
          loading="Carregando análises…"
          empty={
            <EmptyState title="Nenhuma análise registrada">
              Registre a análise do laboratório em “Nova análise”, com o laudo em PDF.
            </EmptyState>
          }
        >
          {(rows) => (
            <DataTable
              columns={ANALYSIS_COLUMNS}
              rows={rows}
              rowKey={(row) => row.id}
              rowProps={(row) => ({ 'data-analise': row.id })}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}

const INTERVALS = [1, 2, 3, 4, 6, 12];

/** The contract's interval between analyses; 6 months unless the contract says otherwise. */
function IntervalSelect({ schedule }: { schedule: IndoorAirSchedule }) {
  const setInterval = useSetIndoorAirInterval();
  const options = INTERVALS.includes(schedule.intervaloMeses)
    ? INTERVALS
    : [...INTERVALS, schedule.intervaloMeses].sort((a, b) => a - b);
  return (
    <select
      aria-label={`Periodicidade das análises do contrato ${schedule.contrato}`}
      name="intervaloMeses"
      className="indoor-air__interval"
      value={schedule.intervaloMeses}
      disabled={setInterval.isPending}
      onChange={(event) => {
        const months = Number(event.target.value);
        setInterval.mutate({
          contractId: schedule.contratoId,
          months: months === 6 ? null : months,
        });
      }}
    >
      {options.map((months) => (
        <option key={months} value={months}>
          {months === 1 ? '1 mês' : `${months} meses`}
          {months === 6 ? ' (padrão)' : ''}
        </option>
      ))}
    </select>
  );
}
