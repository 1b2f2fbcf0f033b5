import { isPastLocal, type ServiceOrderSummary } from '@campo/contracts';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { errorMessage } from '@campo/web-client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { type DragSource, layOut, nextDropTarget, parseDropId } from '../agenda';
import { useDispatchAgenda } from '../hooks/use-dispatch-agenda';
import { useScheduleOrder } from '../hooks/use-schedule-order';
import { dropCollision, slotByKeyboard } from '../drop-rules';
import { CorrectiveProposals } from './corrective-proposals';
import { DispatchAgendaGrid, dayLabel } from './dispatch-agenda';
import { ScheduleDialog } from './schedule-dialog';
import { TriageList } from './triage-list';

function shift(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const codeOf = (data: unknown) => (data as DragSource | undefined)?.codigo ?? 'a ordem';
const placeOf = (data: unknown) => (data as { label?: string } | undefined)?.label ?? '';

/** What a screen reader hears while an order is moved with the keyboard (or the mouse). */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) =>
    `${codeOf(active.data.current)} pega. Use as setas para escolher técnico, dia e horário; Espaço para soltar, Esc para cancelar.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${codeOf(active.data.current)} sobre ${placeOf(over.data.current)}.`
      : `${codeOf(active.data.current)} fora da agenda.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${codeOf(active.data.current)} agendada: ${placeOf(over.data.current)}.`
      : `${codeOf(active.data.current)} não foi agendada.`,
  onDragCancel: ({ active }) => `${codeOf(active.data.current)}: agendamento cancelado.`,
};

/**
 * Dispatch: the triage of orders without a technician (priority, then due time), the
 * week's agenda they are dragged to (or scheduled with "Agendar…"), and the correctives
 * failed checklist items propose.
 */
export function DispatchPage() {
  const [params, setParams] = useSearchParams();
  const { usuario, empresa } = useCurrentSession();
  const inicio = params.get('inicio') || undefined;
  const agenda = useDispatchAgenda(inicio);
  const schedule = useScheduleOrder();
  const [dialog, setDialog] = useState<{ source: DragSource; agendadaPara: string | null } | null>(
    null,
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotByKeyboard }),
  );
  const go = (day: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (day) updated.set('inicio', day);
        else updated.delete('inicio');
        return updated;
      },
      { replace: true },
    );
  const openDialog = (order: ServiceOrderSummary, fromTechnician: string | null) =>
    setDialog({
      source: { ordemId: order.id, codigo: order.codigo, deTecnicoId: fromTechnician },
      agendadaPara: order.agendadaPara,
    });
  const [dragging, setDragging] = useState<DragSource | null>(null);
  /** What a drop on a time already past did instead (or why it did nothing). */
  const [moved, setMoved] = useState<string | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    setMoved(null);
    const source = active.data.current as DragSource | undefined;
    if (!source || !over || !agenda.data) return;
    const dropped = parseDropId(String(over.id));
    const now = new Date();
    let target = dropped;
    if (isPastLocal(dropped, now, empresa.fusoHorario)) {
      const next = nextDropTarget(dropped, agenda.data, now, empresa.fusoHorario);
      const gone = `${dayLabel(dropped.dia)}, ${dropped.hora} já passou`;
      if (!next) {
        setMoved(
          `${gone} e não há horário livre nesta semana: ${source.codigo} não foi agendada. Use Próxima semana.`,
        );
        return;
      }
      setMoved(
        `${gone}: ${source.codigo} foi para o próximo horário livre, ${dayLabel(next.dia)} às ${next.hora}.`,
      );
      target = next;
    }
    schedule.mutate({
      id: source.ordemId,
      ...target,
      ...(source.deTecnicoId ? { deTecnicoId: source.deTecnicoId } : {}),
    });
  };

  return (
    <Page
      className="dispatch-page"
      title="Despacho"
      lead="As ordens sem técnico por prioridade e prazo; arraste cada uma para o dia e o horário de um técnico."
      actions={
        <Link to="/ordens/nova" className="button button--primary">
          Nova OS
        </Link>
      }
    >
      {schedule.isError && (
        <p className="alert" role="alert">
          {errorMessage(schedule.error)}
        </p>
      )}
      {moved && !schedule.isError && (
        <p className="notice" role="status" data-testid="agenda-horario-passado">
          {moved}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={dropCollision}
        onDragStart={({ active }) => setDragging(active.data.current as DragSource)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements: ANNOUNCEMENTS,
          screenReaderInstructions: {
            draggable:
              'Para agendar, pressione Espaço, escolha técnico, dia e horário com as setas e pressione Espaço de novo. Esc cancela.',
          },
        }}
      >
        <div className="dispatch-board" aria-busy={schedule.isPending}>
          <TriageList onSchedule={(order) => openDialog(order, null)} />
          <section className="card" aria-labelledby="agenda-title">
            <div className="card__header dispatch-nav">
              <h2 id="agenda-title">Agenda</h2>
              {agenda.data && (
                <div className="form__actions-group">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => go(shift(agenda.data.dias[0], -7))}
                  >
                    ← Semana anterior
                  </button>
                  <button type="button" className="button button--small" onClick={() => go(null)}>
                    Hoje
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => go(shift(agenda.data.dias[0], 7))}
                  >
                    Próxima semana →
                  </button>
                </div>
              )}
            </div>
            <QueryView query={agenda} loading="Carregando a agenda…">
              {(data) => (
                <div aria-busy={agenda.isPlaceholderData}>
                  <DispatchAgendaGrid
                    agenda={data}
                    rows={layOut(data).rows}
                    now={new Date()}
                    timeZone={empresa.fusoHorario}
                    onSchedule={(order, from) => openDialog(order, from)}
                  />
                </div>
              )}
            </QueryView>
          </section>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && <span className="drag-chip">{dragging.codigo}</span>}
        </DragOverlay>
      </DndContext>
      <CorrectiveProposals isAdmin={usuario.papel === 'ADMIN'} />
      {dialog && agenda.data && (
        <ScheduleDialog
          source={dialog.source}
          agendadaPara={dialog.agendadaPara}
          agenda={agenda.data}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
