import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@campo/web-client';
import { LOGIN_PATH } from '../../auth/login-path';
import { useForgotPassword } from '../hooks/use-forgot-password';

/** Public page: ask for a link to choose a new password. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    forgot.mutate({ email: String(data.get('email')).trim() });
  }

  return (
    <main className="login">
      <div className="login__card">
        <p className="brand">Campo</p>
        <h1>Esqueci minha senha</h1>
        {forgot.isSuccess ? (
          <p className="notice notice--success" role="status">
            Se este e-mail for de um usuário ativo, enviamos a ele um link para criar uma nova
            senha. O link vale por 1 hora. Não chegou? Veja a caixa de spam ou fale com o
            administrador da empresa.
          </p>
        ) : (
          <form className="stack" onSubmit={handleSubmit}>
            <p className="muted">
              Informe seu e-mail de login e enviaremos um link para criar uma nova senha.
            </p>
            <label className="field">
              <span>E-mail</span>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- asking for the e-mail is this page's only task */}
              <input name="email" type="email" autoComplete="username" required autoFocus />
            </label>
            {forgot.isError && (
              <p className="alert" role="alert">
                {errorMessage(forgot.error)}
              </p>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={forgot.isPending}
              aria-busy={forgot.isPending}
            >
              Enviar link
            </button>
          </form>
        )}
        <Link to={LOGIN_PATH}>Voltar ao login</Link>
      </div>
    </main>
  );
}
