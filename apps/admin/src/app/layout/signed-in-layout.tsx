import { ROLE_LABELS } from '@campo/contracts';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/query-states';
import { useCurrentSession } from '../../features/auth/hooks/use-current-session';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { errorMessage } from '../../lib/api-client';
import { SideNavigation } from './side-navigation';

export function SignedInLayout() {
  const { usuario, empresa } = useCurrentSession();
  const logout = useLogout();

  return (
    <div className="shell">
      <header className="topbar">
        <div className="topbar__brand">
          <span className="brand">Campo</span>
          <span className="topbar__company">{empresa.nome}</span>
        </div>
        <div className="topbar__user">
          <span className="topbar__user-name">{usuario.nome}</span>
          <span className="badge">{ROLE_LABELS[usuario.papel]}</span>
          <button
            type="button"
            className="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Sair
          </button>
        </div>
      </header>
      {logout.isError && (
        <p className="alert alert--banner" role="alert">
          {errorMessage(logout.error)}
        </p>
      )}
      <SideNavigation role={usuario.papel} />
      <main className="content">
        {/* Pages load on demand: the navigation stays while one arrives. */}
        <Suspense fallback={<LoadingState label="Carregando página…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
