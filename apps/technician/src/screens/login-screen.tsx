import { type FormEvent, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import { useField } from '../app/use-field';
import { fieldStore } from '../offline/field-store';

/** Sign-in; the phone keeps the session, so later openings work without a signal. */
export function LoginScreen() {
  const { online, othersWaiting } = useField();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await fieldStore.signIn(String(form.get('email')), String(form.get('senha')));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <main className="screen screen--center">
      <img className="login__icon" src="/tecnico/icons/icon.svg" alt="" width="72" height="72" />
      <h1>Campo Técnico</h1>
      <p className="muted">Suas ordens do dia, com ou sem sinal.</p>
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
        {!online && (
          <p className="alert" role="status">
            Sem sinal: para entrar é preciso conexão. Depois de entrar uma vez, o aplicativo abre
            sem sinal.
          </p>
        )}
        {othersWaiting > 0 && (
          <p className="alert" role="status">
            Há {othersWaiting} registro(s) feitos neste aparelho aguardando o técnico que os fez
            entrar de novo.
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
    </main>
  );
}
