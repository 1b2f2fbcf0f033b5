import { useState } from 'react';
import { ApiError, errorMessage, SKIP_LINK, skipToContent } from '@campo/web-client';
import { portalApi } from '../api';
import { setDisplayTimeZone } from '../format';
import { LoginScreen } from '../screens/login-screen';
import { Link, NavLink } from './router';
import { CurrentScreen } from './routes';
import { SessionContext } from './session';
import { useLoad } from './use-load';

export const NAVIGATION = [
  { to: '/', label: 'Início', end: true },
  { to: '/solicitacoes', label: 'Solicitações' },
  { to: '/ordens', label: 'Ordens' },
  { to: '/unidades', label: 'Equipamentos' },
  { to: '/rgms', label: 'Relatórios (RGM)' },
  { to: '/pmocs', label: 'PMOC' },
  { to: '/fluidos', label: 'Fluido refrigerante' },
  { to: '/qualidade-do-ar', label: 'Qualidade do ar' },
] as const;

/**
 * The signed-in frame: the client's name, the sections (a row of tabs that wraps on a
 * phone, every one in sight) and "Sair". Without a session, the sign-in screen; a company user who opens the
 * portal is sent to the admin app.
 */
export function PortalLayout() {
  const session = useLoad(async () => {
    try {
      return await portalApi.session();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }, 'session');
  const [leaving, setLeaving] = useState(false);

  if (session.loading && session.data === undefined) {
    return (
      <p className="status" role="status">
        Carregando…
      </p>
    );
  }
  if (session.error) {
    return (
      <main className="screen">
        <p className="alert alert--danger" role="alert">
          {errorMessage(session.error)}
        </p>
        <button type="button" className="button" onClick={session.reload}>
          Tentar de novo
        </button>
      </main>
    );
  }
  const info = session.data;
  if (!info) return <LoginScreen onSignedIn={session.reload} />;
  if (info.usuario.papel !== 'CLIENTE') {
    return (
      <main className="screen">
        <h1>Portal do cliente</h1>
        <p>
          Este portal é para os clientes da {info.empresa.nome}. Você entrou como usuário da
          empresa: use o <a href="/">painel administrativo</a>.
        </p>
      </main>
    );
  }

  setDisplayTimeZone(info.empresa.fusoHorario);

  async function signOut() {
    setLeaving(true);
    await portalApi.logout().catch(() => undefined);
    session.reload();
    setLeaving(false);
  }

  return (
    <SessionContext value={info}>
      <a className="skip-link" href={`#${SKIP_LINK.target}`} onClick={skipToContent}>
        {SKIP_LINK.label}
      </a>
      <header className="bar">
        <div>
          <p className="bar__title">Portal do cliente</p>
          <p className="bar__lead">{info.empresa.nome}</p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void signOut()}
          disabled={leaving}
        >
          Sair
        </button>
      </header>
      <nav className="tabs" aria-label="Seções do portal">
        {NAVIGATION.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={'end' in item ? item.end : false}
            className="tabs__item"
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <main className="screen" id={SKIP_LINK.target} tabIndex={-1}>
        <CurrentScreen />
      </main>
      <footer className="footer">
        <Link to="/privacidade">Aviso de privacidade</Link>
      </footer>
    </SessionContext>
  );
}
