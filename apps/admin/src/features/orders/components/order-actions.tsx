import { orderActionAllowed, type ServiceOrderDetail } from '@campo/contracts';
import { useState } from 'react';
import { MutationDialog } from '../../../components/mutation-dialog';
import {
  CauseField,
  type CauseChoice,
  causeBody,
  causeChoiceComplete,
} from '../../causes/components/cause-field';
import { useCauses } from '../../causes/hooks/use-causes';
import { FormError } from '../../../components/form-error';
import {
  useCancelOrder,
  useCloseOrder,
  useRescheduleOrder,
  useStartOrder,
} from '../hooks/use-order-actions';
import { fromDateTimeInput, MIN_CANCEL_REASON, toDateTimeInput } from '../order-format';

/** The changes of state an order of the app's own makes here, in the order they are offered. */
const STATE_ACTIONS = [
  { action: 'iniciar', label: 'Iniciar atendimento', className: 'button' },
  { action: 'concluir', label: 'Concluir', className: 'button button--primary' },
  { action: 'cancelar', label: 'Cancelar OS', className: 'button button--danger-outline' },
] as const;

/** Reschedule, start, close and cancel, each offered only when the order's state allows it. */
export function OrderActions({ order }: { order: ServiceOrderDetail }) {
  const reschedule = useRescheduleOrder();
  const start = useStartOrder();
  const [scheduled, setScheduled] = useState(toDateTimeInput(order.agendadaPara));
  const [closing, setClosing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const ownState = order.origem === 'app';
  const can = (action: Parameters<typeof orderActionAllowed>[0]) =>
    orderActionAllowed(action, order.situacao);
  const run = {
    iniciar: () => start.mutate(order.id),
    concluir: () => setClosing(true),
    cancelar: () => setCancelling(true),
  };

  return (
    <section className="card stack" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">Ações</h2>
      {can('reagendar') && (
        <form
          className="inline-form"
          aria-label="Reagendar"
          onSubmit={(event) => {
            event.preventDefault();
            reschedule.mutate({ id: order.id, agendadaPara: fromDateTimeInput(scheduled) });
          }}
        >
          <label className="field">
            <span>Agendada para</span>
            <input
              type="datetime-local"
              name="agendadaPara"
              value={scheduled}
              onChange={(event) => setScheduled(event.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={reschedule.isPending}>
            {reschedule.isPending ? 'Salvando…' : 'Reagendar'}
          </button>
          <FormError error={reschedule.error} />
        </form>
      )}
      {ownState ? (
        <div className="form__actions">
          {STATE_ACTIONS.filter(({ action }) => can(action)).map(({ action, label, className }) => (
            <button
              key={action}
              type="button"
              className={className}
              disabled={action === 'iniciar' && start.isPending}
              onClick={run[action]}
            >
              {label}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">
          Esta ordem veio de uma integração: a situação dela (início, conclusão, cancelamento) é a
          que o ERP envia. Aqui você aloca técnicos e reagenda.
        </p>
      )}
      {start.isError && <FormError error={start.error} />}
      {closing && <CloseDialog order={order} onClose={() => setClosing(false)} />}
      {cancelling && <CancelDialog order={order} onClose={() => setCancelling(false)} />}
    </section>
  );
}

function CloseDialog({ order, onClose }: { order: ServiceOrderDetail; onClose: () => void }) {
  const close = useCloseOrder();
  const causes = useCauses();
  const [cause, setCause] = useState<CauseChoice>({
    causaId: order.causaId ?? '',
    causaRaiz: order.causaId && order.causaRaiz !== order.causa ? (order.causaRaiz ?? '') : '',
  });
  const [submitted, setSubmitted] = useState(false);
  return (
    <MutationDialog
      mutation={close}
      title={`Concluir a ${order.codigo}?`}
      confirmLabel="Concluir"
      busyLabel="Concluindo…"
      onCancel={onClose}
      onConfirm={() => {
        setSubmitted(true);
        if (causeChoiceComplete(cause, causes.data ?? []))
          close.mutate({ id: order.id, ...causeBody(cause) }, { onSuccess: onClose });
      }}
    >
      <p>
        O atendimento termina agora; as alocações em aberto são encerradas.
        {order.tipo === 'PREVENTIVA' &&
          ' As atividades respondidas no checklist ficam registradas no plano da unidade.'}
      </p>
      <CauseField value={cause} onChange={setCause} optional showError={submitted} />
    </MutationDialog>
  );
}

function CancelDialog({ order, onClose }: { order: ServiceOrderDetail; onClose: () => void }) {
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const motivo = reason.trim();
  return (
    <MutationDialog
      mutation={cancel}
      title={`Cancelar a ${order.codigo}?`}
      confirmLabel="Cancelar OS"
      busyLabel="Cancelando…"
      danger
      onCancel={onClose}
      onConfirm={() => {
        setSubmitted(true);
        if (motivo.length >= MIN_CANCEL_REASON)
          cancel.mutate({ id: order.id, motivo }, { onSuccess: onClose });
      }}
    >
      <p>Uma ordem cancelada sai do RGM e não pode ser reaberta. O motivo fica no histórico.</p>
      <label className="field">
        <span>Motivo do cancelamento</span>
        <textarea
          name="motivo"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {submitted && motivo.length < MIN_CANCEL_REASON && (
          <span className="field__error">Diga por que a ordem está sendo cancelada.</span>
        )}
      </label>
    </MutationDialog>
  );
}
