import { PASSWORD_MIN_LENGTH } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@campo/web-client';
import { LOGIN_PATH } from '../../auth/login-path';
import { useSetPassword } from '../hooks/use-set-password';
import { PasswordHint } from '../password-hint';

/** The token from the link's fragment (`#token=…`), read once and taken out of the address bar. */
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/** Public page opened from an invitation or reset e-mail: choose a password. */
export function SetPasswordPage() {
  const [token] = useState(takeToken);
  const setPassword = useSetPassword();
  const [mismatch, setMismatch] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const senha = String(data.get('senha'));
    setMismatch(senha !== String(data.get('confirmacao')));
    if (senha !== String(data.get('confirmacao'))) return;
    setPassword.mutate({ token, senha });
  }

  return (
    <main className="login">
      <div className="login__card">
        <p className="brand">Campo</p>
        <h1>Criar senha</h1>
        {!token ? (
          <>
            <p className="alert" role="alert">
              Link incompleto. Abra o link exatamente como veio no e-mail, ou peça um novo.
            </p>
            <Link to="/esqueci-senha">Pedir um novo link</Link>
          </>
        ) : setPassword.isSuccess ? (
          <>
            <p className="notice notice--success" role="status">
              Senha definida. Agora entre com seu e-mail e a nova senha.
            </p>
            <Link to={LOGIN_PATH} className="button button--primary">
              Entrar
            </Link>
          </>
        ) : (
          <form className="stack" onSubmit={handleSubmit}>
            <label className="field">
              <span>Nova senha</span>
              <input
                name="senha"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                // eslint-disable-next-line jsx-a11y/no-autofocus -- choosing the password is this page's only task
                autoFocus
                aria-describedby="senha-dica"
              />
              <PasswordHint id="senha-dica" />
            </label>
            <label className="field">
              <span>Repita a senha</span>
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
                As duas senhas não são iguais.
              </p>
            )}
            {setPassword.isError && (
              <p className="alert" role="alert">
                {errorMessage(setPassword.error)}
              </p>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={setPassword.isPending}
              aria-busy={setPassword.isPending}
            >
              Definir senha
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
