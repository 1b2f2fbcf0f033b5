import type { ServiceRequestSummary } from '@campo/contracts';
import { ORDER_PRIORITY_LABELS, SERVICE_REQUEST_STATE_LABELS } from '@campo/contracts';
import { Link } from '../app/router';
import { formatDateTime, orderStateLabel } from '../format';

/** One request: code, state, what and where, and the call it became. */
export function RequestItem({ request }: { request: ServiceRequestSummary }) {
  return (
    <li className="item" data-solicitacao={request.codigo}>
      <div className="item__head">
        <Link to={`/solicitacoes/${request.id}`}>
          <strong>{request.codigo}</strong>
        </Link>
        <span className={`badge badge--req-${request.situacao.toLowerCase()}`}>
          {SERVICE_REQUEST_STATE_LABELS[request.situacao]}
        </span>
      </div>
      <p className="item__text">{request.descricao}</p>
      <p className="item__meta">
        {[request.equipamento?.codigo, request.local].filter(Boolean).join(' · ') ||
          request.contrato.codigo}
        {' · '}urgência {ORDER_PRIORITY_LABELS[request.urgencia].toLowerCase()} · enviada em{' '}
        {formatDateTime(request.criadoEm)}
      </p>
      {request.ordem && (
        <p className="item__line">
          Chamado {request.ordem.codigo}: {orderStateLabel(request.ordem.situacao).toLowerCase()}
        </p>
      )}
    </li>
  );
}
