import { portalApi } from '../api';
import { Link } from '../app/router';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { RequestItem } from '../components/request-item';

/** The client's requests, newest first, with "Nova solicitação". */
export function RequestsScreen() {
  const requests = useLoad(portalApi.requests, 'requests');
  return (
    <>
      <div className="heading">
        <h1>Solicitações</h1>
        <Link className="button" to="/solicitacoes/nova">
          Nova solicitação
        </Link>
      </div>
      <p className="muted">
        Peça uma visita: a equipe de manutenção analisa, abre o chamado e avisa você por e-mail a
        cada passo.
      </p>
      <LoadState loaded={requests} label="as solicitações">
        {(all) =>
          all.length === 0 ? (
            <Empty>Nenhuma solicitação ainda.</Empty>
          ) : (
            <ul className="list">
              {all.map((request) => (
                <RequestItem key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}
