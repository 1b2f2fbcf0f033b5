import { RECORD_EDIT_ROLES, ROLE_LABELS } from '@campo/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/query-states';
import { useCurrentSession } from '../../features/auth/hooks/use-current-session';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { GlobalSearch } from '../../features/search/components/global-search';
import { errorMessage, SKIP_LINK, skipToContent } from '@campo/web-client';
import { SideNavigation } from './side-navigation';

const NAV_ID = 'navegacao-principal';

export function SignedInLayout() {
  const { usuario, empresa } = useCurrentSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  // On a narrow screen the navigation is a menu behind a button (on a wide one it is always
  // shown). It is open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  // Esc closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="shell">
      <a className="skip-link" href={`#${SKIP_LINK.target}`} onClick={skipToContent}>
        {SKIP_LINK.label}
      </a>
      <header className="topbar">
        <div className="topbar__brand">
          <span className="brand">Campo</span>
          <span className="topbar__company">{empresa.nome}</span>
        </div>
        {RECORD_EDIT_ROLES.includes(usuario.papel) && <GlobalSearch />}
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
          {/* Last in the bar: Tab goes from it straight into the menu it opens. */}
          <button
            ref={menuButton}
            type="button"
            className="button topbar__menu"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span className="topbar__menu-icon" aria-hidden="true" />
            Menu
          </button>
        </div>
      </header>
      {logout.isError && (
        <p className="alert alert--banner" role="alert">
          {errorMessage(logout.error)}
        </p>
      )}
      <SideNavigation id={NAV_ID} role={usuario.papel} open={menuOpen} />
      <main className="content" id={SKIP_LINK.target} tabIndex={-1}>
        {/* Pages load on demand: the navigation stays while one arrives. */}
        <Suspense fallback={<LoadingState label="Carregando página…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
