import { DOCUMENT_EDIT_ROLES, type UserSummary } from '@campo/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useTechnicalLeads } from '../hooks/use-technical-leads';
import { useUsers } from '../hooks/use-users';
import { TechnicalLeadRow } from './technical-lead-row';

/**
 * Who signs each contract's PMOC: a user marked as responsável técnico (with a
 * CREA/CFT registration) and the contract's ART/TRT.
 */
export function TechnicalLeadsPage() {
  const leads = useTechnicalLeads();
  const users = useUsers();
  const candidates: UserSummary[] = (users.data?.itens ?? []).filter(
    (user) =>
      user.registroProfissional !== null &&
      user.situacao !== 'INATIVO' &&
      DOCUMENT_EDIT_ROLES.includes(user.perfil),
  );

  return (
    <section className="page">
      <PageHeader
        title="Responsáveis técnicos"
        lead={
          <>
            Quem assina o PMOC de cada contrato, como pede a Lei 13.589/2018: uma pessoa com
            registro no CREA ou no CFT, e o número da ART/TRT do contrato. Marque quem é responsável
            técnico em <Link to="/empresa/usuarios">Usuários</Link> (Editar).
          </>
        }
      />
      <div className="card card--flush">
        {leads.isPending || users.isPending ? (
          <LoadingState label="Carregando contratos…" />
        ) : leads.isError ? (
          <ErrorState error={leads.error} onRetry={() => leads.refetch()} />
        ) : users.isError ? (
          <ErrorState error={users.error} onRetry={() => users.refetch()} />
        ) : leads.data.length === 0 ? (
          <EmptyState title="Nenhum contrato cadastrado">
            Os contratos chegam pela integração com o ERP ou por planilha.
          </EmptyState>
        ) : (
          <>
            {candidates.length === 0 && (
              <p className="notice notice--warning technical-leads__notice">
                Ninguém está marcado como responsável técnico. Em{' '}
                <Link to="/empresa/usuarios">Usuários</Link>, edite um supervisor ou administrador e
                informe o registro profissional.
              </p>
            )}
            <ul className="technical-leads">
              {leads.data.map((lead) => (
                <TechnicalLeadRow key={lead.contratoId} lead={lead} candidates={candidates} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
