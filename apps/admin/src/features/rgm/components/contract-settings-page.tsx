import { Link } from 'react-router';
import { Page } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { ContractSettingsTable } from './contract-settings-table';

export function ContractSettingsPage() {
  const { contracts, entries } = useContractDirectory();

  return (
    <Page
      back={{ to: '/rgm', label: 'RGM' }}
      title="Fechamento e destinatários do RGM"
      lead="Em cada contrato, o dia do mês em que o RGM do mês anterior é fechado automaticamente (calculado, liberado e avisado por e-mail) e quem recebe o RGM. Num mês mais curto, o fechamento acontece no último dia."
    >
      <div className="card card--flush">
        <QueryView
          query={contracts}
          loading="Carregando contratos…"
          isEmpty={() => entries.length === 0}
          empty={
            <EmptyState title="Nenhum contrato cadastrado">
              Os contratos chegam pela integração com o ERP ou por{' '}
              <Link to="/integracoes/planilhas">planilha</Link>. Depois, configure aqui o fechamento
              de cada um.
            </EmptyState>
          }
        >
          {() => <ContractSettingsTable contracts={entries} />}
        </QueryView>
      </div>
    </Page>
  );
}
