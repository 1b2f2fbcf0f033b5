import { Link } from 'react-router';
import { RGM_SETTINGS_ROLES } from '../../../app/navigation';
import { Page } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { useRgmFilters } from '../hooks/use-rgm-filters';
import { useRgms } from '../hooks/use-rgms';
import { RgmFilters } from './rgm-filters';
import { RgmTable } from './rgm-table';

export function RgmListPage() {
  const { usuario } = useCurrentSession();
  const filters = useRgmFilters();
  const rgms = useRgms(filters.query);
  const directory = useContractDirectory();
  const newRgmLink = (
    <Link to="/rgm/novo" className="button button--primary">
      Novo RGM
    </Link>
  );

  return (
    <Page
      title="RGM"
      lead="O relatório gerencial de manutenção de cada período: o que foi atendido, dentro do SLA ou não, por técnico e por equipamento. Um rascunho pode ser recalculado; ao ser liberado, o RGM fica congelado."
      actions={
        <>
          {RGM_SETTINGS_ROLES.includes(usuario.papel) && (
            <Link to="/rgm/contratos" className="button">
              Fechamento e destinatários
            </Link>
          )}
          {newRgmLink}
        </>
      }
    >
      <RgmFilters filters={filters} contracts={directory.entries} />
      <div className="card card--flush">
        <PagedQueryView
          query={rgms}
          loading="Carregando RGMs…"
          empty={
            filters.filtered ? (
              <EmptyState title="Nenhum RGM com esses filtros">
                Altere ou limpe os filtros para ver outros RGMs.
              </EmptyState>
            ) : (
              <EmptyState title="Nenhum RGM ainda" action={newRgmLink}>
                Calcule o primeiro escolhendo o período e um contrato, ou o consolidado da empresa.
                Contratos com dia de fechamento têm o RGM do mês anterior fechado automaticamente.
              </EmptyState>
            )
          }
          noun="RGMs"
          onPageChange={(page) => filters.update({ pagina: String(page) })}
        >
          {(page) => <RgmTable rgms={page.itens} contracts={directory.byId} />}
        </PagedQueryView>
      </div>
    </Page>
  );
}
