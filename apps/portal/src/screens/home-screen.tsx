import { Link } from '../app/router';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { OrderItem } from '../components/order-item';
import { RequestItem } from '../components/request-item';
import { formatDate, formatPeriod } from '../format';

/** What a client looks for first: its contracts, what is open, what awaits it, the latest reports. */
export function HomeScreen() {
  const home = useLoad(portalApi.home, 'home');
  return (
    <LoadState loaded={home} label="o início">
      {({
        cliente,
        contratos,
        rgmsPendentes,
        solicitacoesAbertas,
        ordensAbertas,
        ultimosRelatorios,
      }) => (
        <>
          <h1>{cliente.nome}</h1>
          <p className="muted">Manutenção por {cliente.empresa.nome}</p>

          {rgmsPendentes.length > 0 && (
            <section className="card card--attention" aria-labelledby="pendentes">
              <h2 id="pendentes">Relatórios aguardando sua confirmação</h2>
              <ul className="list">
                {rgmsPendentes.map((rgm) => (
                  <li key={rgm.id}>
                    RGM {rgm.contrato.codigo}, {formatPeriod(rgm.inicio, rgm.fim)}
                  </li>
                ))}
              </ul>
              <Link className="button button--small" to="/rgms">
                Ver e confirmar recebimento
              </Link>
            </section>
          )}

          <section className="card" aria-labelledby="solicitacoes">
            <div className="heading">
              <h2 id="solicitacoes">Solicitações em andamento</h2>
              <Link className="button button--small" to="/solicitacoes/nova">
                Nova solicitação
              </Link>
            </div>
            {solicitacoesAbertas.length === 0 ? (
              <Empty>Nenhuma solicitação em andamento.</Empty>
            ) : (
              <ul className="list">
                {solicitacoesAbertas.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="contratos">
            <h2 id="contratos">Contratos</h2>
            {contratos.length === 0 ? (
              <Empty>Nenhum contrato.</Empty>
            ) : (
              <ul className="list">
                {contratos.map((contract) => (
                  <li key={contract.id} className="item">
                    <div className="item__head">
                      <strong>{contract.codigo}</strong>
                      {contract.encerrado && <span className="badge">Encerrado</span>}
                    </div>
                    {contract.descricao && <p className="item__text">{contract.descricao}</p>}
                    <p className="item__meta">
                      {contract.unidades} equipamento(s)
                      {(contract.inicio || contract.fim) &&
                        ` · vigência ${formatDate(contract.inicio)} a ${formatDate(contract.fim)}`}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="abertas">
            <h2 id="abertas">Ordens em aberto ({ordensAbertas.length})</h2>
            {ordensAbertas.length === 0 ? (
              <Empty>Nenhuma ordem em aberto.</Empty>
            ) : (
              <ul className="list">
                {ordensAbertas.slice(0, 5).map((order) => (
                  <OrderItem key={order.id} order={order} />
                ))}
              </ul>
            )}
            {ordensAbertas.length > 5 && <Link to="/ordens">Ver todas as ordens</Link>}
          </section>

          <section className="card" aria-labelledby="relatorios">
            <h2 id="relatorios">Últimos atendimentos</h2>
            {ultimosRelatorios.length === 0 ? (
              <Empty>Nenhum atendimento concluído ainda.</Empty>
            ) : (
              <ul className="list">
                {ultimosRelatorios.map((order) => (
                  <OrderItem key={order.id} order={order} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </LoadState>
  );
}
