import {
  SERVICE_REQUEST_STATES,
  type ServiceRequestState,
  type ServiceRequestSummary,
} from '@campo/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SearchFilter } from '../../../components/filter-bar';
import { SelectField } from '../../../components/select-field';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PagedRows } from '../../../components/paged-rows';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { formatShortDateTime } from '../../../lib/format';
import { pageFrom } from '../../../lib/query-string';
import { contractOptions } from '../../contracts/contract-options';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { useServiceRequests } from '../hooks/use-service-requests';
import { originLabel, whereLabel } from '../request-format';
import { RequestBadges } from './request-badges';

const PAGE_SIZE = 25;
const FILTERS: Array<{ value: ServiceRequestState | 'todas'; label: string }> = [
  { value: 'ABERTA', label: 'Abertas' },
  { value: 'ACEITA', label: 'Aceitas' },
  { value: 'RECUSADA', label: 'Recusadas' },
  { value: 'todas', label: 'Todas' },
];

/** The queue (open requests first, by default), its state kept in the address. */
function useRequestFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('situacao');
  const situacao: ServiceRequestState | 'todas' =
    raw === 'todas' || (SERVICE_REQUEST_STATES as readonly string[]).includes(raw ?? '')
      ? (raw as ServiceRequestState | 'todas')
      : 'ABERTA';
  const contratoId = params.get('contratoId') ?? '';
  const busca = params.get('busca') ?? '';
  const query = {
    ...(situacao === 'todas' ? {} : { situacao }),
    ...(contratoId ? { contratoId } : {}),
    ...(busca ? { busca } : {}),
    pagina: pageFrom(params.get('pagina')),
    porPagina: PAGE_SIZE,
  };
  const update = (changes: {
    situacao?: string;
    contratoId?: string;
    busca?: string;
    pagina?: string;
  }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      if (!('pagina' in changes)) next.delete('pagina');
      return next;
    });
  return { situacao, contratoId, busca, query, update };
}

const COLUMNS: DataColumn<ServiceRequestSummary>[] = [
  {
    key: 'codigo',
    label: 'Código',
    className: 'nowrap',
    cell: (request) => (
      <>
        <Link to={`/solicitacoes/${request.id}`} className="table__strong">
          {request.codigo}
        </Link>
        <span className="table__sub">{originLabel(request)}</span>
      </>
    ),
  },
  {
    key: 'situacao',
    label: 'Situação',
    card: 'state',
    cell: (request) => (
      <>
        <RequestBadges request={request} />
        {request.ordem && (
          <span className="table__sub">
            <Link to={`/ordens/${request.ordem.id}`}>{request.ordem.codigo}</Link>
          </span>
        )}
      </>
    ),
  },
  {
    key: 'cliente',
    label: 'Cliente',
    cell: (request) => (
      <>
        {request.cliente.nome}
        <span className="table__sub">{request.contrato.codigo}</span>
      </>
    ),
  },
  { key: 'onde', label: 'Onde', cell: whereLabel },
  {
    key: 'pedido',
    label: 'Pedido',
    className: 'request-table__text',
    cell: (request) => (
      <>
        {request.descricao}
        <span className="table__sub">
          {request.contatoNome}
          {request.temFoto && ' · com foto'}
        </span>
      </>
    ),
  },
  {
    key: 'recebida',
    label: 'Recebida',
    className: 'nowrap',
    cell: (request) => formatShortDateTime(request.criadoEm),
  },
];

export function ServiceRequestsPage() {
  const { situacao, contratoId, busca, query, update } = useRequestFilters();
  const requests = useServiceRequests(query);
  const directory = useContractDirectory();
  return (
    <section className="page">
      <PageHeader
        title="Solicitações"
        lead="Pedidos de atendimento dos clientes, pelo portal ou pelo QR code dos equipamentos. Abra o chamado com um clique ou recuse explicando o motivo: o solicitante recebe um e-mail em cada passo."
      />
      <div className="segmented" role="group" aria-label="Situação">
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className="segmented__option"
            aria-pressed={situacao === filter.value}
            onClick={() => update({ situacao: filter.value })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <div className="filters">
        <SearchFilter
          label="Buscar"
          name="busca"
          value={busca}
          placeholder="Código, texto, local, equipamento, cliente…"
          onChange={(value) => update({ busca: value })}
        />
        <SelectField
          label="Contrato"
          name="contratoId"
          value={contratoId}
          allLabel="Todos os contratos"
          options={contractOptions(directory.entries)}
          onChange={(value) => update({ contratoId: value })}
        />
      </div>
      <div className="card card--flush">
        <QueryView
          query={requests}
          loading="Carregando as solicitações…"
          empty={
            <EmptyState title="Nenhuma solicitação aqui">
              {busca
                ? `Nenhuma solicitação com “${busca}” nesta situação.`
                : situacao === 'ABERTA'
                  ? 'Nada esperando decisão. Pedidos novos dos clientes aparecem nesta lista.'
                  : 'Não há solicitações nesta situação.'}
            </EmptyState>
          }
        >
          {(page) => (
            <PagedRows
              page={page}
              noun="solicitações"
              busy={requests.isPlaceholderData}
              onPageChange={(next) => update({ pagina: String(next) })}
            >
              <DataTable
                className="table--dense"
                columns={COLUMNS}
                rows={page.itens}
                rowKey={(request) => request.id}
                rowProps={(request) => ({ 'data-solicitacao-id': request.id })}
              />
            </PagedRows>
          )}
        </QueryView>
      </div>
    </section>
  );
}
