import { ROLE_LABELS, type UserSummary } from '@campo/contracts';
import { useState } from 'react';
import { formatShortDateTime } from '../../../lib/format';
import type { UserAction } from '../hooks/use-user-action';
import { EditUserDialog } from './edit-user-dialog';
import { UserActionDialog } from './user-action-dialog';
import { UserStatusBadge } from './user-status-badge';

type Open = { user: UserSummary; action: UserAction | 'edit' } | null;

/** The company's users with their actions; what each action did is said above the table. */
export function UserTable({ users, selfId }: { users: readonly UserSummary[]; selfId: string }) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      {notice && (
        <p className="notice notice--success user-notice" role="status">
          {notice}
        </p>
      )}
      <div className="table-wrap">
        <table className="table table--dense user-table">
          <thead>
            <tr>
              <th scope="col">Nome / e-mail</th>
              <th scope="col">Perfil</th>
              <th scope="col">Situação</th>
              <th scope="col">Sessões</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-user-email={user.email}>
                <td className="table__name">
                  <span className="table__title">
                    {user.nome}
                    {user.id === selfId && <span className="muted"> (você)</span>}
                  </span>
                  <span className="table__sub">{user.email}</span>
                </td>
                <td className="nowrap">
                  {ROLE_LABELS[user.perfil]}
                  {user.registroProfissional && (
                    <span className="table__sub" data-testid="registro-profissional">
                      Resp. técnico · {user.registroProfissional}
                    </span>
                  )}
                </td>
                <td>
                  <UserStatusBadge status={user.situacao} />
                  {user.conviteExpiraEm && (
                    <span className="table__sub">
                      Link vale até {formatShortDateTime(user.conviteExpiraEm)}
                    </span>
                  )}
                </td>
                <td className="nowrap">
                  <span className="user-table__label">Sessões abertas: </span>
                  {user.sessoesAtivas}
                </td>
                <td className="table__actions">
                  <div className="user-actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setOpen({ user, action: 'edit' })}
                    >
                      Editar
                    </button>
                    {user.situacao === 'CONVIDADO' && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setOpen({ user, action: 'resendInvitation' })}
                      >
                        Reenviar convite
                      </button>
                    )}
                    {user.sessoesAtivas > 0 && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setOpen({ user, action: 'endSessions' })}
                      >
                        Encerrar sessões
                      </button>
                    )}
                    {user.situacao === 'INATIVO' ? (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setOpen({ user, action: 'reactivate' })}
                      >
                        Reativar
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--small button--danger-outline"
                        onClick={() => setOpen({ user, action: 'deactivate' })}
                      >
                        Desativar
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open?.action === 'edit' && <EditUserDialog user={open.user} onClose={() => setOpen(null)} />}
      {open && open.action !== 'edit' && (
        <UserActionDialog
          user={open.user}
          action={open.action}
          onDone={setNotice}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
