import { ROLE_LABELS, STAFF_ROLES, type Role } from '@campo/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, SelectInput } from '../../../components/form';
import { useInviteUser } from '../hooks/use-invite-user';
import { invitationOutcome } from '../mail-outcome';
import { InviteeFields } from './invitee-fields';

interface Invitation {
  nome: string;
  email: string;
  perfil: Role;
}

/** Staff roles only: a client's people are invited from the client's page (CLIENTE). */
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invite a person by name, e-mail and role; the result says where the e-mail went. */
export function InviteUserForm() {
  const invite = useInviteUser();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Invitation>({ defaultValues: { nome: '', email: '', perfil: 'TECNICO' } });

  function save({ nome, email, perfil }: Invitation) {
    setNotice(null);
    invite.mutate(
      { nome: nome.trim(), email: email.trim(), perfil },
      {
        onSuccess: (result) => {
          setNotice(invitationOutcome(result.usuario.nome, result.email));
          form.reset();
        },
      },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Convidar pessoa"
      className="card form"
      error={invite.error}
      submit={{ label: 'Enviar convite', busyLabel: 'Enviando…', pending: invite.isPending }}
    >
      <h2 className="section-title">Convidar pessoa</h2>
      <div className="invite-fields">
        <InviteeFields />
        <SelectInput name="perfil" label="Perfil" options={ROLE_OPTIONS} />
      </div>
      <p className="field__hint">
        A pessoa recebe um link para criar a própria senha. O link vale por 72 horas e pode ser
        usado uma única vez.
      </p>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
    </Form>
  );
}
