import type { DataSubjectQuery, DataSubjectRequestView } from '@campo/contracts';
import { useState } from 'react';
import { actionsColumn, type DataColumn, DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDataSubjectRequests } from '../hooks/use-data-rights';
import { AnswerRequestDialog } from './answer-request-dialog';

const ORIGIN = { PORTAL: 'Portal do cliente', ACOMPANHAMENTO: 'Página de acompanhamento' };

const overdue = (request: DataSubjectRequestView) =>
  !request.atendidoEm && new Date(request.prazoEm).getTime() < Date.now();

/** Who the request is about, as the lookup takes it: the portal user, else the contact left. */
function subjectOf(request: DataSubjectRequestView): DataSubjectQuery | undefined {
  if (request.origem === 'PORTAL') return { usuarioId: request.referencia };
  if (request.email) return { email: request.email };
  return request.telefone ? { telefone: request.telefone } : undefined;
}

const COLUMNS: DataColumn<DataSubjectRequestView>[] = [
  {
    key: 'titular',
    label: 'Titular',
    cell: (request) => (
      <>
        {request.nome ?? request.email ?? request.telefone ?? 'Sem contato'}
        <span className="muted request-subject__detail">
          {[request.nome && request.email, request.telefone, ORIGIN[request.origem]]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </>
    ),
  },
  {
    key: 'situacao',
    label: 'Situação',
    card: 'state',
    cell: (request) =>
      request.atendidoEm ? (
        <span className="badge badge--success">Atendido</span>
      ) : overdue(request) ? (
        <span className="badge badge--danger">Prazo vencido</span>
      ) : (
        <span className="badge badge--warning">Aberto</span>
      ),
  },
  { key: 'pedido', label: 'Pedido', className: 'pre-wrap', cell: (request) => request.pedido },
  { key: 'criadoEm', label: 'Recebido', cell: (request) => formatDateTime(request.criadoEm) },
  {
    key: 'prazoEm',
    label: 'Prazo (15 dias)',
    cell: (request) =>
      request.atendidoEm ? (
        <>
          Atendido em {formatDate(request.atendidoEm)}
          {request.resposta && (
            <span className="muted request-subject__detail pre-wrap">{request.resposta}</span>
          )}
        </>
      ) : (
        <strong className={overdue(request) ? 'text-danger' : undefined}>
          {formatDate(request.prazoEm)}
        </strong>
      ),
  },
];

/** The requests people made about their data: open ones first, by deadline; overdue in red. */
export function DataSubjectRequests({
  onLookup,
}: {
  onLookup: (subject: DataSubjectQuery) => void;
}) {
  const requests = useDataSubjectRequests();
  const [answering, setAnswering] = useState<DataSubjectRequestView>();
  const actions = actionsColumn<DataSubjectRequestView>((request) => {
    const subject = subjectOf(request);
    return (
      <>
        {subject && (
          <button type="button" className="button button--small" onClick={() => onLookup(subject)}>
            Ver dados
          </button>
        )}
        {!request.atendidoEm && (
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => setAnswering(request)}
          >
            Atender
          </button>
        )}
      </>
    );
  });

  return (
    <section className="card" aria-labelledby="pedidos">
      <div className="card__header">
        <h2 id="pedidos">Pedidos dos titulares</h2>
        <p className="muted">
          Feitos pelo portal ou pela página de acompanhamento de uma solicitação. A LGPD (art. 19,
          II) dá 15 dias para a resposta completa.
        </p>
      </div>
      <QueryView
        query={requests}
        loading="Carregando pedidos…"
        empty={<p className="muted">Nenhum pedido recebido.</p>}
      >
        {(rows) => (
          <DataTable
            className="table--dense"
            columns={[...COLUMNS, actions]}
            rows={rows}
            rowKey={(request) => request.id}
            rowProps={(request) => ({
              'data-pedido': request.id,
              'data-titular': request.nome ?? request.email ?? request.telefone ?? undefined,
              'data-atrasado': overdue(request) ? 'sim' : undefined,
              className: overdue(request) ? 'table__row--alert' : undefined,
            })}
          />
        )}
      </QueryView>
      {answering && (
        <AnswerRequestDialog request={answering} onClose={() => setAnswering(undefined)} />
      )}
    </section>
  );
}
