import { ORDER_PRIORITY_LABELS, SERVICE_REQUEST_STATE_LABELS } from '@campo/contracts';
import { portalApi } from '../api';
import { Link, useParams } from '../app/router';
import { useLoad } from '../app/use-load';
import { Facts } from '../components/facts';
import { LoadState } from '../components/load-state';
import { formatDateTime, orderStateLabel } from '../format';

/** One request: what was asked, its photo, the decision and the call it became. */
export function RequestScreen() {
  const { id = '' } = useParams();
  const request = useLoad(() => portalApi.request(id), `request:${id}`);
  return (
    <>
      <p>
        <Link to="/solicitacoes">← Solicitações</Link>
      </p>
      <LoadState loaded={request} label="a solicitação">
        {(data) => (
          <>
            <div className="heading">
              <h1>Solicitação {data.codigo}</h1>
              <span className={`badge badge--req-${data.situacao.toLowerCase()}`}>
                {SERVICE_REQUEST_STATE_LABELS[data.situacao]}
              </span>
            </div>
            {data.situacao === 'RECUSADA' && data.motivoRecusa && (
              <p className="alert" role="status">
                Recusada: {data.motivoRecusa}
              </p>
            )}
            {data.ordem && (
              <p className="alert alert--success" role="status">
                Virou o chamado <strong>{data.ordem.codigo}</strong> (
                {orderStateLabel(data.ordem.situacao).toLowerCase()}). Acompanhe em{' '}
                <Link to="/ordens">Ordens</Link>.
              </p>
            )}
            <Facts
              items={[
                ['Descrição', data.descricao],
                ['Equipamento', data.equipamento?.codigo],
                ['Local', data.local],
                ['Contrato', data.contrato.codigo],
                ['Urgência', ORDER_PRIORITY_LABELS[data.urgencia]],
                [
                  'Contato',
                  [data.contatoNome, data.contatoTelefone, data.contatoEmail]
                    .filter(Boolean)
                    .join(' · '),
                ],
                ['Enviada em', formatDateTime(data.criadoEm)],
                ['Decidida em', data.decididaEm && formatDateTime(data.decididaEm)],
              ]}
            />
            {data.temFoto && (
              <a href={`/api/portal/solicitacoes/${data.id}/foto`} target="_blank" rel="noreferrer">
                <img
                  className="photo"
                  src={`/api/portal/solicitacoes/${data.id}/foto/miniatura`}
                  alt={`Foto enviada com a solicitação ${data.codigo}`}
                />
              </a>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
