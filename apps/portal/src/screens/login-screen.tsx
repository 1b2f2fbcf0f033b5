import { type FormEvent, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import { portalApi } from '../api';

/** Sign-in with the e-mail and password the invitation set (the same account rules as everyone's). */
export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await portalApi.login(String(form.get('email')).trim(), String(form.get('senha')));
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <main className="screen screen--center">
      <img className="login__icon" src="/portal/icon.svg" alt="" width="64" height="64" />
      <h1>Portal do cliente</h1>
      <p className="muted">Acompanhe ordens de serviço, relatórios e solicitações.</p>
      <form className="card form" onSubmit={(event) => void submit(event)} aria-label="Entrar">
        <label className="field">
          <span>E-mail</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>Senha</span>
          <input name="senha" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="alert alert--danger" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar'}
        </button>
        <p className="muted small">
          <a href="/esqueci-senha">Esqueci minha senha</a>
        </p>
      </form>
    </main>
  );
}
