import type { WebhookSecretView } from '@campo/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
import { useCreateWebhook } from '../hooks/use-create-webhook';
import { useWebhooks } from '../hooks/use-webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookSecretPanel } from './webhook-secret-panel';
import { WebhookStateBadge } from './webhook-state-badge';

/** The company's webhook endpoints, and a new one. */
export function WebhooksPage() {
  const endpoints = useWebhooks();
  const create = useCreateWebhook();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookSecretView>();

  return (
    <section className="page">
      <PageHeader
        title="Webhooks"
        lead="Avise outro sistema quando algo acontece no Campo: um lote importado, uma ordem aberta ou concluída, um RGM liberado ou enviado, um registro de fluido. Cada entrega é assinada (Standard Webhooks) e repetida, com intervalos crescentes, até ser aceita ou por até 72 h."
        actions={
          !creating &&
          !created && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setCreating(true)}
            >
              Novo endpoint
            </button>
          )
        }
      />
      {created ? (
        <>
          <WebhookSecretPanel secret={created.segredo} />
          <div className="form__actions">
            <button type="button" className="button" onClick={() => setCreated(undefined)}>
              Voltar à lista
            </button>
            <Link
              to={`/integracoes/webhooks/${created.endpoint.id}`}
              className="button button--primary"
            >
              Já copiei: ver o endpoint
            </Link>
          </div>
        </>
      ) : (
        creating && (
          <WebhookForm
            submitLabel="Criar endpoint"
            pending={create.isPending}
            error={create.error ?? undefined}
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (result) => {
                  setCreating(false);
                  setCreated(result);
                },
              })
            }
            cancel={
              <button type="button" className="button" onClick={() => setCreating(false)}>
                Cancelar
              </button>
            }
          />
        )
      )}
      <QueryView
        query={endpoints}
        loading="Carregando endpoints…"
        empty={
          !creating && (
            <div className="card">
              <EmptyState title="Nenhum endpoint">
                Crie um endpoint para receber os eventos do Campo no seu sistema.
              </EmptyState>
            </div>
          )
        }
      >
        {(data) => (
          <ul className="webhook-list">
            {data.map((endpoint) => (
              <li key={endpoint.id} className="card webhook-list__item">
                <div className="webhook-list__header">
                  <Link to={`/integracoes/webhooks/${endpoint.id}`} className="webhook-list__url">
                    {endpoint.url}
                  </Link>
                  <WebhookStateBadge endpoint={endpoint} />
                </div>
                {endpoint.descricao && <p>{endpoint.descricao}</p>}
                <p className="muted">
                  {endpoint.eventos.join(', ')}
                  {endpoint.falhandoDesde &&
                    ` · falhando desde ${formatDateTime(endpoint.falhandoDesde)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
