import { TECHNICIAN_APP_ROLES } from '@campo/contracts';
import { SKIP_LINK, skipToContent } from '@campo/web-client';
import { Link, Outlet } from 'react-router';
import { SyncBadge } from '../components/sync-badge';
import { fieldStore } from '../offline/field-store';
import { LoginScreen } from '../screens/login-screen';
import { useField } from './use-field';

/** The bar with the sync state over every screen; the login until there is a session. */
export function AppLayout() {
  const { phase, session } = useField();
  if (phase === 'starting') {
    return (
      <main className="screen screen--center" aria-busy="true">
        <p className="muted">Abrindo…</p>
      </main>
    );
  }
  if (phase === 'signedOut' || !session) return <LoginScreen />;
  if (!TECHNICIAN_APP_ROLES.includes(session.usuario.papel)) return <NotATechnician />;
  return (
    <>
      <a className="skip-link" href={`#${SKIP_LINK.target}`} onClick={skipToContent}>
        {SKIP_LINK.label}
      </a>
      <header className="bar">
        <Link to="/" className="bar__title">
          Campo Técnico
        </Link>
        <SyncBadge />
      </header>
      <main className="screen" id={SKIP_LINK.target} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <Link to="/privacidade">Aviso de privacidade</Link>
      </footer>
    </>
  );
}

function NotATechnician() {
  return (
    <main className="screen screen--center">
      <h1>Aplicativo do técnico</h1>
      <p>
        Este aplicativo mostra as ordens alocadas a técnicos. Administradores e supervisores usam o
        painel.
      </p>
      <a className="button" href="/">
        Abrir o painel
      </a>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void fieldStore.signOut()}
      >
        Entrar com outro usuário
      </button>
    </main>
  );
}
