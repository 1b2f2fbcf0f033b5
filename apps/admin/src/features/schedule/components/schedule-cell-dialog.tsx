import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CloseActions, useModal } from '../../../components/modal';
import { QueryView } from '../../../components/query-view';
import { EMPTY, formatCalendarDate } from '../../../lib/format';
import type { ScheduleCellDetail, ScheduleRow } from '../api/schedule.types';
import { useScheduleCell } from '../hooks/use-schedule-cell';
import { CELL_MEANINGS, MONTHS, periodicityLabel } from '../schedule-format';
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
 * A grid cell's "why": the month's executions with links to their orders, and the
 * dates the plans had in it with the day each was done (which may be early in the
 * next month). A modal `<dialog>` (focus stays inside, Esc
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

function CellDetail({ detail }: { detail: ScheduleCellDetail }) {
  const meaning = CELL_MEANINGS[detail.situacao];
  const monthPrefix = `${detail.ano}-${String(detail.mes).padStart(2, '0')}-`;
  // A visit of the next month listed here served one of this month's dates: which one.
  const served = new Map(
    detail.previstas.flatMap((due) => (due.executadaEm ? [[due.executadaEm, due.data]] : [])),
  );
  return (
    <div className="schedule-detail__body">
      <p className="schedule-detail__status">
        <span className={`schedule-detail__swatch schedule-cell--${detail.situacao}`}>
          <CellMark cell={detail.situacao} />
        </span>
        <span>
          <strong>{meaning.label}.</strong> {meaning.description}
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

      <h3 className="schedule-detail__heading">Execuções</h3>
      {detail.execucoes.length === 0 ? (
        <p className="muted">Nenhuma execução registrada neste mês.</p>
      ) : (
        <ul className="schedule-detail__list" data-testid="execucoes">
          {detail.execucoes.map((execution, index) => {
            const servedDate = execution.data.startsWith(monthPrefix)
              ? undefined
              : served.get(execution.data);
            return (
              <li key={`${execution.data}-${index}`}>
                <strong>{formatCalendarDate(execution.data)}</strong> · plano{' '}
                {periodicityLabel(execution.periodicidade).toLowerCase()}
                {execution.ordemServicoId ? (
                  <>
                    {' · '}
                    <Link to={`/dados/ordem_servico/${execution.ordemServicoId}`}>
                      {execution.ordemServico ?? 'ordem de serviço'}
                    </Link>
                  </>
                ) : (
                  <span className="muted"> · sem ordem de serviço</span>
                )}
                {execution.tecnico && <span className="muted"> · {execution.tecnico}</span>}
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
      )}

      <h3 className="schedule-detail__heading">Previsto pelo plano</h3>
      {detail.previstas.length === 0 ? (
        <p className="muted">Nenhuma data prevista neste mês.</p>
      ) : (
        <ul className="schedule-detail__list" data-testid="previstas">
          {detail.previstas.map((due) => (
            <li key={`${due.data}-${due.periodicidade}`}>
              <strong>{formatCalendarDate(due.data)}</strong> · plano{' '}
              {periodicityLabel(due.periodicidade).toLowerCase()} ({due.periodicidade})
              {due.executadaEm && (
                <span className="muted"> · feita em {formatCalendarDate(due.executadaEm)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
