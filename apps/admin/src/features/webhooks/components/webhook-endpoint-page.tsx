import { WEBHOOK_RETRY_POLICY, type WebhookEndpointView } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { useRotateWebhookSecret } from '../hooks/use-rotate-webhook-secret';
import { useSendTestWebhook } from '../hooks/use-send-test-webhook';
import { useUpdateWebhook } from '../hooks/use-update-webhook';
import { useWebhook } from '../hooks/use-webhook';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';
import { WebhookSecretPanel } from './webhook-secret-panel';
import { WebhookStateBadge } from './webhook-state-badge';

/** One endpoint: its settings, pause and resume, secret rotation, the test event and its log. */
export function WebhookEndpointPage() {
  const { endpointId = '' } = useParams();
  const endpoint = useWebhook(endpointId);
  const back = { to: '/integracoes/webhooks', label: 'Webhooks' };

  if (endpoint.isPending) return <LoadingState label="Carregando endpoint…" />;
  if (endpoint.isError)
    return (
      <section className="page">
        <PageHeader title="Webhook" back={back} />
        <ErrorState error={endpoint.error} onRetry={() => endpoint.refetch()} />
      </section>
    );
  return <EndpointDetail endpoint={endpoint.data} back={back} />;
}

function EndpointDetail({
  endpoint,
  back,
}: {
  endpoint: WebhookEndpointView;
  back: { to: string; label: string };
}) {
  const update = useUpdateWebhook(endpoint.id);
  const rotate = useRotateWebhookSecret(endpoint.id);
  const sendTest = useSendTestWebhook(endpoint.id);
  const [editing, setEditing] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);

  return (
    <section className="page">
      <PageHeader
        title={endpoint.descricao || 'Endpoint de webhook'}
        back={back}
        actions={
          <>
            <button
              type="button"
              className="button"
              disabled={sendTest.isPending || !endpoint.ativo}
              title={endpoint.ativo ? undefined : 'Reative o endpoint para enviar'}
              onClick={() => sendTest.mutate()}
            >
              Enviar teste
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate({ ativo: !endpoint.ativo })}
            >
              {endpoint.ativo ? 'Pausar' : 'Reativar'}
            </button>
          </>
        }
      />
      {sendTest.isSuccess && (
        <p className="notice" role="status">
          Evento de teste na fila: acompanhe a entrega abaixo.
        </p>
      )}
      {(sendTest.isError || (update.isError && !editing)) && (
        <p className="alert">{errorMessage(sendTest.error ?? update.error)}</p>
      )}
      {!endpoint.ativo && endpoint.pausadoMotivo === 'FALHAS' && (
        <p className="alert">
          Pausado porque nenhuma entrega foi aceita por {WEBHOOK_RETRY_POLICY.pausaAposDias} dias
          seguidos. Corrija o receptor e reative: as entregas pendentes voltam a ser tentadas.
        </p>
      )}
      {rotate.data && <WebhookSecretPanel secret={rotate.data.segredo} rotated />}

      {editing ? (
        <WebhookForm
          initial={endpoint}
          submitLabel="Salvar"
          pending={update.isPending}
          error={update.error ?? undefined}
          onSubmit={(input) => update.mutate(input, { onSuccess: () => setEditing(false) })}
          cancel={
            <button type="button" className="button" onClick={() => setEditing(false)}>
              Cancelar
            </button>
          }
        />
      ) : (
        <div className="card">
          <dl className="summary-list">
            <div>
              <dt>URL</dt>
              <dd className="webhook-url">{endpoint.url}</dd>
            </div>
            <div>
              <dt>Estado</dt>
              <dd>
                <WebhookStateBadge endpoint={endpoint} />
                {endpoint.falhandoDesde && (
                  <span className="muted">
                    {' '}
                    falhando desde {formatDateTime(endpoint.falhandoDesde)}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt>Eventos</dt>
              <dd>
                {endpoint.eventos.map((tipo) => (
                  <code key={tipo} className="webhook-event-chip">
                    {tipo}
                  </code>
                ))}
              </dd>
            </div>
            <div>
              <dt>Segredo</dt>
              <dd>
                {endpoint.segredoAnteriorAte
                  ? `Rotacionado: o anterior assina até ${formatDateTime(endpoint.segredoAnteriorAte)}`
                  : 'Mostrado só na criação e em cada rotação'}
              </dd>
            </div>
          </dl>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => setConfirmRotate(true)}>
              Rotacionar segredo
            </button>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Editar
            </button>
          </div>
        </div>
      )}

      <h2 className="section-title">Entregas</h2>
      <DeliveryLog endpointId={endpoint.id} />

      <ConfirmDialog
        open={confirmRotate}
        title="Rotacionar o segredo?"
        confirmLabel="Gerar segredo novo"
        busy={rotate.isPending}
        error={rotate.isError ? errorMessage(rotate.error) : undefined}
        onCancel={() => setConfirmRotate(false)}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: () => setConfirmRotate(false) })}
      >
        <p>
          Um segredo novo passa a assinar as entregas. O atual continua assinando, ao lado do novo,
          por {WEBHOOK_RETRY_POLICY.segredoAnteriorHoras} h: atualize o receptor nesse prazo.
        </p>
      </ConfirmDialog>
    </section>
  );
}
