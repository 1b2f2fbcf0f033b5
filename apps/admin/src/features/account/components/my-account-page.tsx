import { PASSWORD_MIN_LENGTH, ROLE_LABELS } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useChangePassword } from '../hooks/use-change-password';
import { PasswordHint } from '../password-hint';

/** The signed-in user's own account: who they are, and their password. */
export function MyAccountPage() {
  const { usuario, empresa } = useCurrentSession();
  const change = useChangePassword();
  const [mismatch, setMismatch] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const novaSenha = String(data.get('novaSenha'));
    const differs = novaSenha !== String(data.get('confirmacao'));
    setMismatch(differs);
    if (differs) return;
    change.mutate(
      { senhaAtual: String(data.get('senhaAtual')), novaSenha },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <section className="page page--narrow">
      <PageHeader title="Minha conta" />
      <dl className="card summary-list">
        <dt>Nome</dt>
        <dd>{usuario.nome}</dd>
        <dt>E-mail</dt>
        <dd>{usuario.email}</dd>
        <dt>Perfil</dt>
        <dd>{ROLE_LABELS[usuario.papel]}</dd>
        <dt>Empresa</dt>
        <dd>{empresa.nome}</dd>
      </dl>
      <form className="card form" onSubmit={handleSubmit} aria-labelledby="password-title">
        <h2 id="password-title" className="section-title">
          Trocar senha
        </h2>
        <label className="field">
          <span>Senha atual</span>
          <input name="senhaAtual" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          <span>Nova senha</span>
          <input
            name="novaSenha"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            aria-describedby="nova-senha-dica"
          />
          <PasswordHint id="nova-senha-dica" />
        </label>
        <label className="field">
          <span>Repita a nova senha</span>
          <input
            name="confirmacao"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
        </label>
        {mismatch && (
          <p className="alert" role="alert">
            As duas senhas novas não são iguais.
          </p>
        )}
        <FormError error={change.error} />
        {change.isSuccess && (
          <p className="notice notice--success" role="status">
            Senha trocada. Se você estava conectado em outro computador ou celular, aquela sessão
            foi encerrada.
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            Trocar senha
          </button>
        </div>
      </form>
    </section>
  );
}
