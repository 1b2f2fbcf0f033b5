import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CLIENT_PORTAL_PATH } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { setDisplayTimeZone } from '../../../lib/format';
import { CurrentSessionContext } from '../hooks/use-current-session';
import { useSession } from '../hooks/use-session';
import { loginPathFor } from '../login-path';

/** Route guard: renders its child routes for a signed-in user, else sends them to the login page. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const clientUser = session.data?.usuario.papel === 'CLIENTE';
  // A client's person signs in here too (same invitation and password pages): the portal is theirs.
  useEffect(() => {
    if (clientUser) window.location.replace(`${CLIENT_PORTAL_PATH}/`);
  }, [clientUser]);

  if (clientUser) {
    return (
      <p className="page-status" role="status">
        Abrindo o portal do cliente…
      </p>
    );
  }
  if (session.data) {
    // Before the pages below render: they show instants in the company's zone.
    setDisplayTimeZone(session.data.empresa.fusoHorario);
    return (
      <CurrentSessionContext value={session.data}>
        <Outlet />
      </CurrentSessionContext>
    );
  }
  if (session.data === null) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (session.isError) {
    return (
      <div className="page-status" role="alert">
        <p>{errorMessage(session.error)}</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          Tentar de novo
        </button>
      </div>
    );
  }
  return (
    <p className="page-status" role="status">
      Carregando…
    </p>
  );
}
