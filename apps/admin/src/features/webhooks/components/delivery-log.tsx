import type { WebhookDeliveryStatus, WebhookDeliveryView } from '@campo/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { errorMessage } from '@campo/web-client';
import { formatDateTime } from '../../../lib/format';
import { useResendDelivery } from '../hooks/use-resend-delivery';
import { useWebhookDeliveries } from '../hooks/use-webhook-deliveries';

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: string }> = {
  PENDENTE: { label: 'Pendente', tone: 'badge--warning' },
  ENTREGUE: { label: 'Entregue', tone: 'badge--success' },
  FALHOU: { label: 'Falhou', tone: 'badge--danger' },
};

/** Each event sent to the endpoint, newest first, with every attempt; resend one. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const resend = useResendDelivery(endpointId);

  return (
    <PagedQueryView
      query={deliveries}
      loading="Carregando entregas…"
      empty={
        <div className="card">
          <EmptyState title="Nenhuma entrega ainda">
            Os eventos escolhidos aparecem aqui assim que acontecerem. Use “Enviar teste” para
            conferir o receptor agora.
          </EmptyState>
        </div>
      }
      noun="entregas"
      onPageChange={setPage}
    >
      {(data) => (
        <>
          {resend.isError && <p className="alert">{errorMessage(resend.error)}</p>}
          <ol className="delivery-log">
            {data.itens.map((delivery) => (
              <li
                key={delivery.id}
                className="card delivery-log__item"
                data-delivery-type={delivery.tipo}
                data-delivery-status={delivery.status}
              >
                <div className="delivery-log__header">
                  <div>
                    <code className="delivery-log__type">{delivery.tipo}</code>
                    <p className="muted delivery-log__meta">
                      {formatDateTime(delivery.ocorridoEm)} · id <code>{delivery.eventoId}</code>
                    </p>
                  </div>
                  <div className="delivery-log__actions">
                    <span className={`badge ${STATUS[delivery.status].tone}`}>
                      {STATUS[delivery.status].label}
                    </span>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(delivery.id)}
                    >
                      {delivery.status === 'PENDENTE' ? 'Tentar agora' : 'Reenviar'}
                    </button>
                  </div>
                </div>
                <NextAttempt delivery={delivery} />
                {delivery.historico.length > 0 && <Attempts delivery={delivery} />}
              </li>
            ))}
          </ol>
        </>
      )}
    </PagedQueryView>
  );
}

function NextAttempt({ delivery }: { delivery: WebhookDeliveryView }) {
  if (delivery.status !== 'PENDENTE') return null;
  return (
    <p className="muted">
      {delivery.tentativas === 0 || !delivery.proximaTentativaEm
        ? 'Na fila de envio'
        : `Próxima tentativa ${formatDateTime(delivery.proximaTentativaEm)}`}
    </p>
  );
}

/** The attempts, newest first: when, the answer's status, how long, and its first bytes. */
function Attempts({ delivery }: { delivery: WebhookDeliveryView }) {
  return (
    <div className="table-wrap">
      <table className="table delivery-log__attempts">
        <caption className="visually-hidden">Tentativas de entrega</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Quando</th>
            <th scope="col">Status</th>
            <th scope="col">Duração</th>
            <th scope="col">Resposta</th>
          </tr>
        </thead>
        <tbody>
          {delivery.historico.map((attempt) => (
            <tr key={attempt.numero} data-attempt-status={attempt.statusHttp ?? 'erro'}>
              <td>{attempt.numero}</td>
              <td>{formatDateTime(attempt.em)}</td>
              <td>
                {attempt.statusHttp === null ? (
                  <span className="badge badge--danger">Sem resposta</span>
                ) : (
                  <span
                    className={`badge ${attempt.statusHttp >= 200 && attempt.statusHttp < 300 ? 'badge--success' : 'badge--danger'}`}
                  >
                    HTTP {attempt.statusHttp}
                  </span>
                )}
              </td>
              <td>{attempt.duracaoMs} ms</td>
              <td>
                <code className="delivery-log__response">
                  {attempt.erro ?? (attempt.resposta || '(corpo vazio)')}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
