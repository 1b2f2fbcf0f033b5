import type { Role } from '@campo/contracts';
import { Link, Outlet } from 'react-router';
import { useCurrentSession } from '../hooks/use-current-session';

/** Route guard inside the signed-in layout: its child routes only for the given roles. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { usuario } = useCurrentSession();
  if (roles.includes(usuario.papel)) return <Outlet />;
  return (
    <section className="status-page">
      <h1>Acesso restrito</h1>
      <p>Esta página é só para administradores da empresa. Fale com um deles se precisar dela.</p>
      <Link to="/">Voltar ao início</Link>
    </section>
  );
}
