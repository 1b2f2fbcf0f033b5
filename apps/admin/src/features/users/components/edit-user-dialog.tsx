import { ROLE_LABELS, ROLES, type Role, type UserSummary } from '@campo/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateUser } from '../hooks/use-update-user';

/** Rename a user or change their role. */
export function EditUserDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const update = useUpdateUser(user.id);
  const [nome, setNome] = useState(user.nome);
  const [perfil, setPerfil] = useState<Role>(user.perfil);

  return (
    <ConfirmDialog
      open
      title={`Editar ${user.nome}`}
      confirmLabel="Salvar"
      busy={update.isPending}
      error={update.isError ? errorMessage(update.error) : undefined}
      onCancel={onClose}
      onConfirm={() => update.mutate({ nome: nome.trim(), perfil }, { onSuccess: onClose })}
    >
      <div className="stack">
        <label className="field">
          <span>Nome</span>
          <input value={nome} onChange={(event) => setNome(event.target.value)} maxLength={120} />
        </label>
        <label className="field">
          <span>Perfil</span>
          <select value={perfil} onChange={(event) => setPerfil(event.target.value as Role)}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <p className="muted">E-mail: {user.email} (o e-mail não muda; é o login da pessoa).</p>
      </div>
    </ConfirmDialog>
  );
}
