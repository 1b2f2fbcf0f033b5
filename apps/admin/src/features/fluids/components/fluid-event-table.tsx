import { useState } from 'react';
import { actionsColumn, DataTable } from '../../../components/data-table';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import type { FluidEventView } from '../api/fluids.types';
import { formatDay, formatKg } from '../fluid-format';
import { EventKindBadge } from './event-kind-badge';
import { FluidAuditTrail } from './fluid-audit-trail';
import { FluidConfirmForm } from './fluid-confirm-form';
import { FluidCorrectForm } from './fluid-correct-form';
import { FluidDeleteDialog } from './fluid-delete-dialog';
import { FluidFlags } from './fluid-flags';

/** A button in an event's row. */
interface RowAction {
  label: string;
  /** The button's look besides `button--small`. */
  tone?: string;
  run: () => void;
}

type PanelKind = 'corrigir' | 'historico' | 'confirmar';
type Panel = { id: string; kind: PanelKind } | null;

interface FluidEventTableProps {
  events: readonly FluidEventView[];
  /** ADMIN and SUPERVISOR correct, delete and read each event's history. */
  canEdit: boolean;
}

/** The log, one event a row; a row opens its correction form or its history beneath it. */
export function FluidEventTable({ events, canEdit }: FluidEventTableProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<FluidEventView | null>(null);
  const toggle = (id: string, kind: PanelKind) =>
    setPanel(panel?.id === id && panel.kind === kind ? null : { id, kind });

  const actions = (event: FluidEventView) => {
    const list: RowAction[] = [
      { label: 'Histórico', tone: 'button--ghost', run: () => toggle(event.id, 'historico') },
    ];
    if (canEdit) {
      if (event.revisao === 'PENDENTE')
        list.push({
          label: 'Confirmar',
          tone: 'button--primary',
          run: () => toggle(event.id, 'confirmar'),
        });
      list.push(
        { label: 'Corrigir', run: () => toggle(event.id, 'corrigir') },
        { label: 'Excluir', tone: 'button--danger-outline', run: () => setDeleting(event) },
      );
    }
    return list.map((action) => (
      <button
        key={action.label}
        type="button"
        className={['button button--small', action.tone].filter(Boolean).join(' ')}
        onClick={action.run}
      >
        {action.label}
      </button>
    ));
  };
  const panelOf = (event: FluidEventView) => {
    const open = panel?.id === event.id ? panel.kind : null;
    if (open === 'corrigir')
      return <FluidCorrectForm event={event} onDone={() => setPanel(null)} />;
    if (open === 'confirmar')
      return <FluidConfirmForm event={event} onDone={() => setPanel(null)} />;
    return open && <FluidAuditTrail eventId={event.id} />;
  };

  return (
    <>
      <DataTable<FluidEventView>
        className="table--dense fluid-events"
        rows={events}
        rowKey={(event) => event.id}
        rowProps={(event) => ({
          'data-evento-id': event.id,
          className: panel?.id === event.id ? 'table__row--open' : undefined,
        })}
        rowDetail={(event) => [
          ...(event.sinais.length > 0
            ? [
                {
                  content: <FluidFlags event={event} />,
                  props: { className: 'fluid-flags-row', 'data-sinais-de': event.id },
                },
              ]
            : []),
          ...(panel?.id === event.id ? [{ content: panelOf(event) }] : []),
        ]}
        columns={[
          {
            key: 'data',
            label: 'Data',
            className: 'nowrap',
            cell: (event) => formatDay(event.dataEvento),
          },
          {
            key: 'equipamento',
            label: 'Equipamento',
            card: 'title',
            cell: (event) => (
              <>
                <span className="table__strong">{event.equipamentoCodigo ?? EMPTY}</span>
                <span className="table__sub">{event.ordemServicoCodigo ?? 'Lançado à mão'}</span>
              </>
            ),
          },
          { key: 'setor', label: 'Setor', cell: (event) => event.setor },
          { key: 'gas', label: 'Gás', className: 'nowrap', cell: (event) => event.tipoGas },
          {
            key: 'evento',
            label: 'Evento',
            card: 'state',
            cell: (event) => (
              <>
                <EventKindBadge kind={event.tipoEvento} />
                {event.cilindro && <span className="table__sub">Cilindro {event.cilindro}</span>}
                {event.revisao === 'PENDENTE' && (
                  <span className="badge badge--warning fluid-review-badge">Aguarda revisão</span>
                )}
              </>
            ),
          },
          {
            key: 'quantidade',
            label: 'Quantidade',
            numeric: true,
            className: 'nowrap',
            cell: (event) => formatKg(event.quantidadeKg),
          },
          {
            key: 'registrado',
            label: 'Registrado',
            cell: (event) => (
              <>
                {event.registradoPor ?? EMPTY}
                <span className="table__sub">{formatShortDateTime(event.registradoEm)}</span>
              </>
            ),
          },
          actionsColumn(actions),
        ]}
      />
      {deleting && <FluidDeleteDialog event={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
