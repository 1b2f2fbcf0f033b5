import { Fragment, useState } from 'react';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import type { FluidEventView } from '../api/fluids.types';
import { formatDay, formatKg } from '../fluid-format';
import { EventKindBadge } from './event-kind-badge';
import { FluidAuditTrail } from './fluid-audit-trail';
import { FluidConfirmForm } from './fluid-confirm-form';
import { FluidCorrectForm } from './fluid-correct-form';
import { FluidDeleteDialog } from './fluid-delete-dialog';
import { FluidFlags } from './fluid-flags';

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

  return (
    <div className="table-wrap">
      <table className="table table--dense fluid-events">
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Equipamento</th>
            <th scope="col">Setor</th>
            <th scope="col">Gás</th>
            <th scope="col">Evento</th>
            <th scope="col" className="num">
              Quantidade
            </th>
            <th scope="col">Registrado</th>
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const open = panel?.id === event.id ? panel.kind : null;
            return (
              <Fragment key={event.id}>
                <tr data-evento-id={event.id} className={open ? 'table__row--open' : undefined}>
                  <td className="nowrap">{formatDay(event.dataEvento)}</td>
                  <td>
                    <span className="table__strong">{event.equipamentoCodigo ?? EMPTY}</span>
                    <span className="table__sub">
                      {event.ordemServicoCodigo ?? 'Lançado à mão'}
                    </span>
                  </td>
                  <td>{event.setor}</td>
                  <td className="nowrap">{event.tipoGas}</td>
                  <td>
                    <EventKindBadge kind={event.tipoEvento} />
                    {event.cilindro && (
                      <span className="table__sub">Cilindro {event.cilindro}</span>
                    )}
                    {event.revisao === 'PENDENTE' && (
                      <span className="badge badge--warning fluid-review-badge">
                        Aguarda revisão
                      </span>
                    )}
                  </td>
                  <td className="num nowrap">{formatKg(event.quantidadeKg)}</td>
                  <td>
                    {event.registradoPor ?? EMPTY}
                    <span className="table__sub">{formatShortDateTime(event.registradoEm)}</span>
                  </td>
                  <td className="table__actions">
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => toggle(event.id, 'historico')}
                    >
                      Histórico
                    </button>
                    {canEdit && (
                      <>
                        {event.revisao === 'PENDENTE' && (
                          <button
                            type="button"
                            className="button button--small button--primary"
                            onClick={() => toggle(event.id, 'confirmar')}
                          >
                            Confirmar
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => toggle(event.id, 'corrigir')}
                        >
                          Corrigir
                        </button>
                        <button
                          type="button"
                          className="button button--small button--danger-outline"
                          onClick={() => setDeleting(event)}
                        >
                          Excluir
                        </button>
                      </>
                    )}
                  </td>
                </tr>
                {event.sinais.length > 0 && (
                  <tr className="fluid-flags-row" data-sinais-de={event.id}>
                    <td colSpan={8}>
                      <FluidFlags event={event} />
                    </td>
                  </tr>
                )}
                {open && (
                  <tr className="table__row--form">
                    <td colSpan={8}>
                      {open === 'corrigir' ? (
                        <FluidCorrectForm event={event} onDone={() => setPanel(null)} />
                      ) : open === 'confirmar' ? (
                        <FluidConfirmForm event={event} onDone={() => setPanel(null)} />
                      ) : (
                        <FluidAuditTrail eventId={event.id} />
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {deleting && <FluidDeleteDialog event={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
