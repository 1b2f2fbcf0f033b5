import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CloseActions, useModal } from '../../../components/modal';
import { QueryView } from '../../../components/query-view';
import { EMPTY, formatCalendarDate } from '../../../lib/format';
import type { ActivityResult, DueDateState } from '@campo/contracts';
import type { ScheduleCellDetail, ScheduleRow } from '../api/schedule.types';
import { useScheduleCell } from '../hooks/use-schedule-cell';
import {
  ACTIVITY_RESULT_LABELS,
  CELL_MEANINGS,
  MONTHS,
  periodicityLabel,
} from '../schedule-format';
import { CellMark } from './schedule-cell';

interface ScheduleCellDialogProps {
  row: ScheduleRow;
  ano: number;
  /** 0 = January. */
  month: number;
  /** Closing returns the focus here (the cell that opened the dialog). */
  opener: HTMLElement;
  onClose: () => void;
}

/**
 * A grid cell's "why": the dates the unit's activities had in the month, per activity,
 * with the day each was done (which may be early in the next month), or whether it is
 * still owed or was missed; and the month's executions per visit, each activity with
 * its result, linked to their orders. A modal `<dialog>` (focus stays inside, Esc
 * closes); closing gives the focus back to the cell.
 */
export function ScheduleCellDialog({ row, ano, month, opener, onClose }: ScheduleCellDialogProps) {
  const ref = useModal(true);
  const titleId = useId();
  const detail = useScheduleCell({ equipamentoId: row.equipamentoId, ano, mes: month + 1 });

  // Back to the cell that opened it.
  useEffect(() => () => opener.focus(), [opener]);

  return (
    <dialog
      ref={ref}
      className="dialog schedule-detail"
      aria-labelledby={titleId}
      data-testid="detalhe-celula"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {row.codigo} · {MONTHS[month]} de {ano}
      </h2>
      <div className="dialog__body">
        <QueryView query={detail} loading="Carregando o mês…">
          {(data) => <CellDetail detail={data} />}
        </QueryView>
      </div>
      <CloseActions onClose={onClose} />
    </dialog>
  );
}

interface CellDetailProps {
  detail: ScheduleCellDetail;
}

type Due = ScheduleCellDetail['previstas'][number];
type Execution = ScheduleCellDetail['execucoes'][number];

/** The month's dates grouped by activity, in the order the activities first fall due. */
function byActivity(dates: readonly Due[]) {
  const groups = new Map<string, Due[]>();
  for (const due of dates)
    groups.set(due.atividadeId, [...(groups.get(due.atividadeId) ?? []), due]);
  return [...groups.values()];
}

/** The executions grouped by visit (day and order), in the order the API lists them. */
function byVisit(executions: readonly Execution[]) {
  const visits = new Map<string, Execution[]>();
  for (const execution of executions) {
    const key = `${execution.data}|${execution.ordemServicoId ?? ''}`;
    visits.set(key, [...(visits.get(key) ?? []), execution]);
  }
  return [...visits.values()];
}

const DUE_BADGES: Record<DueDateState, string> = {
  feita: 'badge--success',
  nao_se_aplica: 'badge--neutral',
  pendente: 'badge--neutral',
  nao_executada: 'badge--danger',
};

const RESULT_BADGES: Record<ActivityResult, string> = {
  CONFORME: 'badge--success',
  NAO_CONFORME: 'badge--warning',
  NAO_SE_APLICA: 'badge--neutral',
};

interface DueDateProps {
  due: Due;
}

function DueDate({ due }: DueDateProps) {
  // The API judges each date as the grid's cell does (one rule, on the server).
  const state = due.situacao;
  const until = due.prazo !== due.data ? formatCalendarDate(due.prazo) : null;
  const served = due.executadaEm ? formatCalendarDate(due.executadaEm) : '';
  const text: Record<DueDateState, string> = {
    feita: `feita em ${served}`,
    nao_se_aplica:
      due.executadaEm === due.data ? 'não se aplica' : `não se aplica (registrado em ${served})`,
    nao_executada: until ? `não executada (prazo até ${until})` : 'não executada',
    pendente: until ? `pendente (prazo até ${until})` : 'pendente',
  };
  return (
    <li data-estado={state}>
      <span className="nowrap">{formatCalendarDate(due.data)}</span>{' '}
      <span className={`badge badge--tiny ${DUE_BADGES[state]}`}>{text[state]}</span>
    </li>
  );
}

function CellDetail({ detail }: CellDetailProps) {
  const monthPrefix = `${detail.ano}-${String(detail.mes).padStart(2, '0')}-`;
  // A visit of the next month listed here served one of this month's dates: which one, per activity.
  const served = new Map(
    detail.previstas.flatMap((due) =>
      due.executadaEm ? [[`${due.atividade}|${due.executadaEm}`, due.data]] : [],
    ),
  );
  // Of a later visit, only the activities that served a date of this month.
  const executions = detail.execucoes.filter(
    (execution) =>
      execution.data.startsWith(monthPrefix) ||
      served.has(`${execution.atividade}|${execution.data}`),
  );
  return (
    <div className="schedule-detail__body">
      <p className="schedule-detail__status">
        <span className={`schedule-detail__swatch schedule-cell--${detail.situacao}`}>
          <CellMark cell={detail.situacao} />
        </span>
        <span>
          <strong>{CELL_MEANINGS[detail.situacao].label}:</strong>{' '}
          {CELL_MEANINGS[detail.situacao].description}
        </span>
      </p>
      <dl className="schedule-detail__facts">
        <div>
          <dt>Contrato</dt>
          <dd>{detail.contrato}</dd>
        </div>
        <div>
          <dt>Setor</dt>
          <dd>{detail.setor ?? EMPTY}</dd>
        </div>
        <div>
          <dt>Última preventiva</dt>
          <dd data-testid="ultima-preventiva">
            {detail.ultimaPreventiva ? formatCalendarDate(detail.ultimaPreventiva) : EMPTY}
          </dd>
        </div>
      </dl>

      <h3 className="schedule-detail__heading">Previsto pelo plano, por atividade</h3>
      {detail.previstas.length === 0 ? (
        <p className="muted">Nenhuma atividade prevista neste mês.</p>
      ) : (
        <ul className="schedule-detail__activities" data-testid="previstas">
          {byActivity(detail.previstas).map((dates) => (
            <li key={dates[0].atividadeId} data-atividade={dates[0].atividade}>
              <span className="schedule-detail__activity">
                {dates[0].atividade}{' '}
                <abbr className="schedule__code" title={periodicityLabel(dates[0].periodicidade)}>
                  {dates[0].periodicidade}
                </abbr>
              </span>
              <ul className="schedule-detail__dates">
                {dates.map((due) => (
                  <DueDate key={due.data} due={due} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      <h3 className="schedule-detail__heading">Execuções</h3>
      {executions.length === 0 ? (
        <p className="muted">Nenhuma execução registrada neste mês.</p>
      ) : (
        <ul className="schedule-detail__activities" data-testid="execucoes">
          {byVisit(executions).map((visit) => {
            const [first] = visit;
            return (
              <li key={`${first.data}-${first.ordemServicoId ?? ''}`} data-data={first.data}>
                <span className="schedule-detail__activity">
                  {formatCalendarDate(first.data)}
                  {first.ordemServicoId ? (
                    <>
                      {' · '}
                      <Link to={`/dados/ordem_servico/${first.ordemServicoId}`}>
                        {first.ordemServico ?? 'ordem de serviço'}
                      </Link>
                    </>
                  ) : (
                    <span className="muted"> · sem ordem de serviço</span>
                  )}
                  {first.tecnico && <span className="muted"> · {first.tecnico}</span>}
                </span>
                <ul className="schedule-detail__dates">
                  {visit.map((execution, index) => {
                    const servedDate = execution.data.startsWith(monthPrefix)
                      ? undefined
                      : served.get(`${execution.atividade}|${execution.data}`);
                    return (
                      <li
                        key={`${execution.atividade}-${index}`}
                        data-resultado={execution.resultado}
                      >
                        {execution.atividade}{' '}
                        <span className={`badge badge--tiny ${RESULT_BADGES[execution.resultado]}`}>
                          {ACTIVITY_RESULT_LABELS[execution.resultado]}
                        </span>
                        {execution.motivo && (
                          <span className="schedule-detail__reason">
                            {' '}
                            motivo: {execution.motivo}
                          </span>
                        )}
                        {servedDate && (
                          <span className="muted">
                            {' '}
                            · atendeu a data de {formatCalendarDate(servedDate)}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
