import { Link } from 'react-router';
import { DISPATCH_ROLES } from '@campo/contracts';
import { Page } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useOrders } from '../hooks/use-orders';
import { GeneratePreventiveForm } from './generate-preventive-form';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';

export function OrdersPage() {
  const { usuario } = useCurrentSession();
  const filters = useOrderFilters();
  const orders = useOrders(filters.query);
  const canDispatch = DISPATCH_ROLES.includes(usuario.papel);

  return (
    <Page
      title="Ordens de serviço"
      lead="Chamados, preventivas e visitas agendadas, abertos aqui ou enviados pelo ERP, com o prazo de cada um: o SLA do contrato para chamados, o horário com tolerância para as agendadas."
      actions={
        canDispatch && (
          <>
            <Link to="/despacho" className="button">
              Despacho
            </Link>
            <Link to="/ordens/nova" className="button button--primary">
              Nova OS
            </Link>
          </>
        )
      }
    >
      {canDispatch && <GeneratePreventiveForm />}
      <OrderFilters filters={filters} />
      <div className="card card--flush">
        <PagedQueryView
          query={orders}
          loading="Carregando as ordens…"
          empty={
            <EmptyState title={`Nenhuma ordem${filters.filtered ? ' com esses filtros' : ''}`}>
              As ordens abertas aqui e as enviadas pelas integrações aparecem nesta lista.
            </EmptyState>
          }
          noun="ordens"
          onPageChange={(page) => filters.update({ pagina: String(page) })}
        >
          {(page) => <OrderTable orders={page.itens} />}
        </PagedQueryView>
      </div>
    </Page>
  );
}
