import { useState } from 'react';
import { Link } from 'react-router';
import { dayAndTime } from '../format';
import { fieldStore } from '../offline/field-store';
import { FIELD_ACTION_LABELS, type FieldAction } from '../offline/outbox-types';
import { GasDeclarationFix } from './gas-declaration-fix';

/**
 * Records the server refused (order cancelled or reassigned meanwhile, invalid data): kept
 * on the phone with the server's reason until the technician fixes and sends again or
 * discards (the server keeps a copy, listed to the supervisor, until then).
 */
export function RefusedList({
  actions,
  timeZone,
  withOrder = false,
}: {
  actions: FieldAction[];
  timeZone: string;
  withOrder?: boolean;
}) {
  if (actions.length === 0) return null;
  return (
    <section className="card card--danger" aria-labelledby="recusados">
      <h2 id="recusados">Recusados pelo servidor</h2>
      <ul className="plain-list">
        {actions.map((action) => (
          <RefusedItem key={action.id} action={action} timeZone={timeZone} withOrder={withOrder} />
        ))}
      </ul>
    </section>
  );
}

function RefusedItem({
  action,
  timeZone,
  withOrder,
}: {
  action: FieldAction;
  timeZone: string;
  withOrder: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="refused" data-acao-id={action.id} data-codigo={action.refusal?.codigo}>
      <p>
        <strong>{FIELD_ACTION_LABELS[action.kind]}</strong>
        {withOrder && (
          <>
            {' · '}
            <Link to={`/os/${action.orderId}`}>{action.orderCode}</Link>
          </>
        )}{' '}
        · registrado {dayAndTime(action.createdAt, timeZone)}
      </p>
      <p className="refused__reason">{action.refusal?.erro}</p>
      {action.kind === 'fluido' && action.refusal?.codigo === 'GAS_DO_EQUIPAMENTO_DESCONHECIDO' && (
        <GasDeclarationFix action={action} />
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void fieldStore.resend(action)}
        >
          Enviar de novo
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void fieldStore.discard(action)}
            >
              Descartar mesmo
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              Manter
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
          >
            Descartar…
          </button>
        )}
      </div>
    </li>
  );
}
