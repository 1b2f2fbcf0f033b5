import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLIENT_PORTAL_PATH, COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { Form } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { InviteeFields } from '../../users/components/invitee-fields';
import { UserStatusBadge } from '../../users/components/user-status-badge';
import { invitationOutcome } from '../../users/mail-outcome';
import { useClientUsers, useInviteClientUser } from '../hooks/use-client-users';

/**
 * On a client's page (ADMIN): the client's people who use the client portal, and the
 * invitation of a new one. Deactivating or resending is done in Empresa › Usuários.
 */
export function ClientUsersPanel({ clientId }: { clientId: string }) {
  const { usuario } = useCurrentSession();
  if (!COMPANY_ADMIN_ROLES.includes(usuario.papel)) return null;
  return <Panel clientId={clientId} />;
}

function Panel({ clientId }: { clientId: string }) {
  const users = useClientUsers(clientId);
  const invite = useInviteClientUser(clientId);
  const [notice, setNotice] = useState<string | null>(null);

  const form = useForm({ defaultValues: { nome: '', email: '' } });

  function save({ nome, email }: { nome: string; email: string }) {
    setNotice(null);
    invite.mutate(
      { nome: nome.trim(), email: email.trim() },
      {
        onSuccess: (result) => {
          setNotice(invitationOutcome(result.usuario.nome, result.email));
          form.reset();
        },
      },
    );
  }

  return (
    <section className="card" aria-labelledby="client-users-title" data-client-users>
      <h2 id="client-users-title" className="section-title">
        Portal do cliente
      </h2>
      <p className="field__hint">
        Pessoas deste cliente que acompanham pelo portal (<code>{CLIENT_PORTAL_PATH}/</code>) os
        contratos, equipamentos, ordens, relatórios e solicitações — só deste cliente.
      </p>
      <QueryView
        query={users}
        loading="Carregando usuários do cliente…"
        empty={<p className="muted">Ninguém deste cliente usa o portal ainda.</p>}
      >
        {(data) => (
          <ul className="client-users">
            {data.itens.map((user) => (
              <li key={user.id} data-client-user-email={user.email}>
                <strong>{user.nome}</strong> · {user.email}{' '}
                <UserStatusBadge status={user.situacao} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Form
        form={form}
        onSubmit={save}
        label="Convidar para o portal"
        error={invite.error}
        submit={{
          label: 'Convidar para o portal',
          busyLabel: 'Convidando…',
          pending: invite.isPending,
        }}
      >
        <div className="invite-fields">
          <InviteeFields />
        </div>
        {notice && (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        )}
      </Form>
    </section>
  );
}
