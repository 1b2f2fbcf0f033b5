import { ROLE_LABELS, ROLES, type Role } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { useInviteUser } from '../hooks/use-invite-user';
import { invitationOutcome } from '../mail-outcome';

/** Invite a person by name, e-mail and role; the result says where the e-mail went. */
export function InviteUserForm() {
  const invite = useInviteUser();
  const [notice, setNotice] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setNotice(null);
    invite.mutate(
      {
        nome: String(data.get('nome')).trim(),
        email: String(data.get('email')).trim(),
        perfil: String(data.get('perfil')) as Role,
      },
      {
        onSuccess: (result) => {
          setNotice(invitationOutcome(result.usuario.nome, result.email));
          form.reset();
        },
      },
    );
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="invite-title">
      <h2 id="invite-title" className="section-title">
        Convidar pessoa
      </h2>
      <div className="invite-fields">
        <label className="field">
          <span>Nome</span>
          <input name="nome" required maxLength={120} autoComplete="off" />
        </label>
        <label className="field">
          <span>E-mail</span>
          <input name="email" type="email" required maxLength={320} autoComplete="off" />
        </label>
        <label className="field">
          <span>Perfil</span>
          <select name="perfil" defaultValue="TECNICO">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="field__hint">
        A pessoa recebe um link para criar a própria senha. O link vale por 72 horas e pode ser
        usado uma única vez.
      </p>
      <FormError error={invite.error} />
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={invite.isPending}
          aria-busy={invite.isPending}
        >
          Enviar convite
        </button>
      </div>
    </form>
  );
}
