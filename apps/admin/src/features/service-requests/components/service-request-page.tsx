import type { ServiceRequestDetail } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { MutationDialog } from '../../../components/mutation-dialog';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SummaryList } from '../../../components/summary-list';
import { EMPTY, formatDateTime } from '../../../lib/format';
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
  const accept = useAcceptRequest();
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
        pedido. O solicitante recebe um e-mail com o código da ordem.
      </p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={accept.isPending}
          onClick={() => accept.mutate(request.id)}
        >
          {accept.isPending ? 'Abrindo…' : 'Abrir chamado'}
        </button>
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => setDeclining(true)}
        >
          Recusar
        </button>
      </div>
      {accept.isError && (
        <p className="field__error" role="alert">
          {errorMessage(accept.error)}
        </p>
      )}
      {declining && <DeclineDialog request={request} onClose={() => setDeclining(false)} />}
    </section>
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
