import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@campo/web-client';
import { useLogin } from '../hooks/use-login';
import { returnPathFrom } from '../login-path';

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      { email: String(form.get('email')).trim(), senha: String(form.get('senha')) },
      { onSuccess: () => void navigate(returnPathFrom(searchParams), { replace: true }) },
    );
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={handleSubmit} aria-labelledby="login-title">
        <p className="brand">Campo</p>
        <h1 id="login-title">Entrar na administração</h1>

        <label className="field">
          <span>E-mail</span>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is this page's only task, and the heading above names it */}
          <input name="email" type="email" autoComplete="username" required autoFocus />
        </label>
        <label className="field">
          <span>Senha</span>
          <input name="senha" type="password" autoComplete="current-password" required />
        </label>

        {login.isError && (
          <p className="alert" role="alert">
            {errorMessage(login.error)}
          </p>
        )}

        <button
          type="submit"
          className="button button--primary"
          disabled={login.isPending}
          aria-busy={login.isPending}
        >
          Entrar
        </button>
        <Link to="/esqueci-senha">Esqueci minha senha</Link>
      </form>
    </main>
  );
}
