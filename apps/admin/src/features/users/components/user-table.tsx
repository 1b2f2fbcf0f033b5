import { ROLE_LABELS, type UserSummary } from '@campo/contracts';
import { useState } from 'react';
import { actionsColumn, DataTable } from '../../../components/data-table';
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
      <DataTable<UserSummary>
        className="table--dense user-table"
        rows={users}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ 'data-user-email': user.email })}
        columns={[
          {
            key: 'nome',
            label: 'Nome / e-mail',
            className: 'table__name',
            cell: (user) => (
              <>
                <span className="table__title">
                  {user.nome}
                  {user.id === selfId && <span className="muted"> (você)</span>}
                </span>
                <span className="table__sub">{user.email}</span>
              </>
            ),
          },
          {
            key: 'perfil',
            label: 'Perfil',
            className: 'nowrap',
            cell: (user) => (
              <>
                {ROLE_LABELS[user.perfil]}
                {user.registroProfissional && (
                  <span className="table__sub" data-testid="registro-profissional">
                    Resp. técnico · {user.registroProfissional}
                  </span>
                )}
              </>
            ),
          },
          {
            key: 'situacao',
            label: 'Situação',
            card: 'state',
            cell: (user) => (
              <>
                <UserStatusBadge status={user.situacao} />
                {user.conviteExpiraEm && (
                  <span className="table__sub">
                    Link vale até {formatShortDateTime(user.conviteExpiraEm)}
                  </span>
                )}
              </>
            ),
          },
          {
            key: 'sessoes',
            label: 'Sessões abertas',
            header: 'Sessões',
            className: 'nowrap',
            cell: (user) => user.sessoesAtivas,
          },
          actionsColumn((user) => <UserActions user={user} onOpen={setOpen} />),
        ]}
      />
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

function UserActions({ user, onOpen }: { user: UserSummary; onOpen: (open: Open) => void }) {
  const button = (action: UserAction | 'edit', label: string, danger = false) => (
    <button
      type="button"
      className={danger ? 'button button--small button--danger-outline' : 'button button--small'}
      onClick={() => onOpen({ user, action })}
    >
      {label}
    </button>
  );
  return (
    <div className="user-actions">
      {button('edit', 'Editar')}
      {user.situacao === 'CONVIDADO' && button('resendInvitation', 'Reenviar convite')}
      {user.sessoesAtivas > 0 && button('endSessions', 'Encerrar sessões')}
      {user.situacao === 'INATIVO'
        ? button('reactivate', 'Reativar')
        : button('deactivate', 'Desativar', true)}
    </div>
  );
}
