import type { WebhookEndpointView } from '@campo/contracts';

/** Active, paused by hand, or paused after failing for days. */
export function WebhookStateBadge({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (endpoint.ativo) return <span className="badge badge--success">Ativo</span>;
  return (
    <span className="badge badge--danger">
      {endpoint.pausadoMotivo === 'FALHAS' ? 'Pausado por falhas' : 'Pausado'}
    </span>
  );
}
