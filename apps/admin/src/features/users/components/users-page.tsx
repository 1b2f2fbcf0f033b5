import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useUsers } from '../hooks/use-users';
import { InviteUserForm } from './invite-user-form';
import { UserTable } from './user-table';

export function UsersPage() {
  const users = useUsers();
  const { usuario } = useCurrentSession();

  return (
    <section className="page">
      <PageHeader
        title="Usuários"
        lead={
          <>
            Quem entra no Campo pela sua empresa. Convide pessoas, mude o perfil, desative quem
            saiu. Tudo fica registrado na <Link to="/empresa/auditoria">auditoria</Link>.
          </>
        }
      />
      <InviteUserForm />
      <div className="card card--flush">
        <QueryView query={users} loading="Carregando usuários…">
          {(data) => <UserTable users={data.itens} selfId={usuario.id} />}
        </QueryView>
      </div>
    </section>
  );
}
