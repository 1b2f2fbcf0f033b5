import { type LocalDayTime, nextOpenSlot, type ServiceRequestDetail } from '@campo/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { MutationDialog } from '../../../components/mutation-dialog';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SummaryList } from '../../../components/summary-list';
import { EMPTY, formatDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useDispatchAgenda } from '../../dispatch/hooks/use-dispatch-agenda';
import { useTechnicians } from '../../orders/hooks/use-orders';
import { stateLabel } from '../../orders/order-format';
import { requestPath } from '../api/service-requests.api';
import {
  useAcceptRequest,
  useDeclineRequest,
  useServiceRequest,
} from '../hooks/use-service-requests';
import { originLabel, urgencyLabel, whereLabel } from '../request-format';
import { RequestBadges } from './request-badges';

const BACK = { to: '/solicitacoes', label: 'Solicitações' };

function facts(request: ServiceRequestDetail): Array<[string, string]> {
  return [
    ['Cliente', request.cliente.nome],
    ['Contrato', request.contrato.codigo],
    ['Onde', whereLabel(request)],
    ['Urgência', urgencyLabel(request.urgencia)],
    ['Origem', originLabel(request)],
    ['Recebida em', formatDateTime(request.criadoEm)],
    ['Contato', request.contatoNome],
    ['Telefone', request.contatoTelefone ?? EMPTY],
    ['E-mail', request.contatoEmail ?? EMPTY],
  ];
}

export function ServiceRequestPage() {
  const { requestId = '' } = useParams();
  const request = useServiceRequest(requestId);

  if (request.isPending || request.isError)
    return (
      <section className="page">
        <PageHeader title="Solicitação" back={BACK} />
        {request.isPending ? (
          <LoadingState />
        ) : (
          <ErrorState error={request.error} onRetry={() => request.refetch()} />
        )}
      </section>
    );
  const data = request.data;
  return (
    <section className="page request-page">
      <PageHeader
        title={
          <>
            {data.codigo} <RequestBadges request={data} />
          </>
        }
        back={BACK}
      />
      <section className="card stack" aria-labelledby="request-text-title">
        <h2 id="request-text-title">Pedido</h2>
        <p className="request-page__text">{data.descricao}</p>
        {data.temFoto && (
          <a href={`${requestPath(data.id)}/foto`} target="_blank" rel="noreferrer">
            <img
              className="request-page__photo"
              src={`${requestPath(data.id)}/foto/miniatura`}
              alt={`Foto enviada com a solicitação ${data.codigo}`}
            />
          </a>
        )}
      </section>
      <section className="card">
        <SummaryList inline={false} className="order-facts" facts={facts(data)} />
      </section>
      <RequestDecision request={data} />
    </section>
  );
}

/** Open: "Abrir chamado" and "Recusar". Decided: the call it became, or the reason. */
function RequestDecision({ request }: { request: ServiceRequestDetail }) {
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  if (request.situacao === 'ACEITA')
    return (
      <section className="card" aria-labelledby="request-decision-title">
        <h2 id="request-decision-title">Chamado</h2>
        {request.ordem ? (
          <p>
            Aceita em {formatDateTime(request.decididaEm)}: virou o chamado{' '}
            <Link to={`/ordens/${request.ordem.id}`}>{request.ordem.codigo}</Link> (
            {stateLabel(request.ordem.situacao).toLowerCase()}).
          </p>
        ) : (
          <p className="muted">Aceita; o chamado foi excluído depois.</p>
        )}
      </section>
    );
  if (request.situacao === 'RECUSADA')
    return (
      <section className="card" aria-labelledby="request-decision-title">
        <h2 id="request-decision-title">Recusada</h2>
        <p>
          Em {formatDateTime(request.decididaEm)}. Motivo enviado ao solicitante:{' '}
          {request.motivoRecusa}
        </p>
      </section>
    );
  return (
    <section className="card stack" aria-labelledby="request-decision-title">
      <h2 id="request-decision-title">Decisão</h2>
      <p className="muted">
        Abrir o chamado cria uma ordem corretiva com este equipamento, o texto e a urgência do
        pedido, e pode já escolher o técnico, o dia e a hora. O solicitante recebe um e-mail com o
        código da ordem (e com o horário, se agendado).
      </p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => setAccepting(true)}>
          Abrir chamado…
        </button>
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => setDeclining(true)}
        >
          Recusar
        </button>
      </div>
      {accepting && <AcceptDialog request={request} onClose={() => setAccepting(false)} />}
      {declining && <DeclineDialog request={request} onClose={() => setDeclining(false)} />}
    </section>
  );
}

interface AcceptFields {
  tecnicoId: string;
  dia: string;
  hora: string;
}

/**
 * "Abrir chamado…": the call opened from the request and, when a technician is chosen,
 * scheduled in the same step. The day and time start on the agenda's next hour ahead of the
 * clock, so the dialog waits for the agenda (its hours) before it opens.
 */
function AcceptDialog({
  request,
  onClose,
}: {
  request: ServiceRequestDetail;
  onClose: () => void;
}) {
  const agenda = useDispatchAgenda(undefined);
  const { empresa } = useCurrentSession();
  if (agenda.isPending) return null;
  const suggested = agenda.data
    ? nextOpenSlot(
        { dia: agenda.data.dias[0], hora: '00:00' },
        {
          dias: agenda.data.dias,
          slots: agenda.data.horarios,
          now: new Date(),
          timeZone: empresa.fusoHorario,
          free: () => true,
        },
      )
    : null;
  return <AcceptForm request={request} suggested={suggested} onClose={onClose} />;
}

function AcceptForm({
  request,
  suggested,
  onClose,
}: {
  request: ServiceRequestDetail;
  suggested: LocalDayTime | null;
  onClose: () => void;
}) {
  const accept = useAcceptRequest();
  const technicians = useTechnicians();
  const form = useForm<AcceptFields>({
    defaultValues: { tecnicoId: '', dia: suggested?.dia ?? '', hora: suggested?.hora ?? '' },
  });
  const tecnicoId = useWatch({ control: form.control, name: 'tecnicoId' });
  const submit = form.handleSubmit(({ tecnicoId, dia, hora }) =>
    accept.mutate(tecnicoId ? { id: request.id, tecnicoId, dia, hora } : { id: request.id }, {
      onSuccess: onClose,
    }),
  );
  return (
    <MutationDialog
      title={`Abrir o chamado da ${request.codigo}`}
      confirmLabel={tecnicoId ? 'Abrir e agendar' : 'Abrir chamado'}
      busyLabel="Abrindo…"
      mutation={accept}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <p>
        A ordem corretiva leva o equipamento, o texto e a urgência do pedido. Escolha um técnico
        para já agendar a visita, ou deixe sem técnico e agende depois no Despacho.
      </p>
      <div className="form schedule-dialog">
        <label className="field">
          <span>Técnico</span>
          <select {...form.register('tecnicoId')}>
            <option value="">Sem técnico por enquanto</option>
            {(technicians.data ?? []).map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.nome}
              </option>
            ))}
          </select>
        </label>
        {tecnicoId && (
          <>
            <label className="field">
              <span>Dia</span>
              <input type="date" {...form.register('dia', { required: true })} />
            </label>
            <label className="field">
              <span>Hora</span>
              <input type="time" {...form.register('hora', { required: true })} />
            </label>
          </>
        )}
      </div>
    </MutationDialog>
  );
}

function DeclineDialog({
  request,
  onClose,
}: {
  request: ServiceRequestDetail;
  onClose: () => void;
}) {
  const decline = useDeclineRequest();
  const form = useForm<{ motivo: string }>({ defaultValues: { motivo: '' } });
  const submit = form.handleSubmit(({ motivo }) =>
    decline.mutate({ id: request.id, motivo: motivo.trim() }, { onSuccess: onClose }),
  );
  const problem = form.formState.errors.motivo?.message;
  return (
    <MutationDialog
      title={`Recusar a ${request.codigo}?`}
      confirmLabel="Recusar"
      busyLabel="Recusando…"
      mutation={decline}
      danger
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <p>{request.contatoNome} recebe o motivo por e-mail, se deixou um endereço.</p>
      <label className="field">
        <span>Motivo</span>
        <textarea
          rows={3}
          maxLength={2000}
          aria-invalid={problem ? true : undefined}
          {...form.register('motivo', {
            validate: (value) => value.trim().length > 0 || 'Explique o motivo ao solicitante.',
          })}
        />
        {problem && (
          <span className="field__error" role="alert">
            {problem}
          </span>
        )}
      </label>
    </MutationDialog>
  );
}
