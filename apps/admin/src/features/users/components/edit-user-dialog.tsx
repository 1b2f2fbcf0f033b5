import { ROLE_LABELS, STAFF_ROLES, type Role, type UserSummary } from '@campo/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import { useUpdateUser } from '../hooks/use-update-user';

/**
 * Rename a user, change their role, or mark them as responsável técnico with their
 * professional registration (CREA/CFT): the person a contract names to sign its PMOC.
 */
export function EditUserDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const update = useUpdateUser(user.id);
  const [nome, setNome] = useState(user.nome);
  const [perfil, setPerfil] = useState<Role>(user.perfil);
  const [technicalLead, setTechnicalLead] = useState(user.registroProfissional !== null);
  const [registro, setRegistro] = useState(user.registroProfissional ?? '');
  const registration = technicalLead ? registro.trim() : '';
  // A client user's role is fixed (tied to its client): only the name changes here.
  const clientUser = user.perfil === 'CLIENTE';

  return (
    <ConfirmDialog
      open
      title={`Editar ${user.nome}`}
      confirmLabel="Salvar"
      busy={update.isPending}
      error={update.isError ? errorMessage(update.error) : undefined}
      onCancel={onClose}
      confirmDisabled={technicalLead && !registration}
      onConfirm={() =>
        update.mutate(
          {
            nome: nome.trim(),
            perfil: perfil !== user.perfil ? perfil : undefined,
            registroProfissional: clientUser ? undefined : registration || null,
          },
          { onSuccess: onClose },
        )
      }
    >
      <div className="stack">
        <label className="field">
          <span>Nome</span>
          <input value={nome} onChange={(event) => setNome(event.target.value)} maxLength={120} />
        </label>
        {!clientUser && (
          <label className="field">
            <span>Perfil</span>
            <select value={perfil} onChange={(event) => setPerfil(event.target.value as Role)}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </label>
        )}
        {!clientUser && (
          <fieldset className="fieldset">
            <legend>Responsável técnico</legend>
            <label className="checkbox">
              <input
                type="checkbox"
                name="responsavelTecnico"
                checked={technicalLead}
                onChange={(event) => setTechnicalLead(event.target.checked)}
              />
              <span>É responsável técnico (assina o PMOC dos contratos que o nomearem)</span>
            </label>
            {technicalLead && (
              <label className="field">
                <span>Registro profissional (CREA/CFT)</span>
                <input
                  name="registroProfissional"
                  value={registro}
                  onChange={(event) => setRegistro(event.target.value)}
                  maxLength={60}
                  placeholder="CREA-SP 5061234567"
                  required
                />
              </label>
            )}
          </fieldset>
        )}
        <p className="muted">E-mail: {user.email} (o e-mail não muda; é o login da pessoa).</p>
      </div>
    </ConfirmDialog>
  );
}
