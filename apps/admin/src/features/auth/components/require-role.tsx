import type { Role } from '@campo/contracts';
import { Link, Outlet } from 'react-router';
import { useCurrentSession } from '../hooks/use-current-session';

interface RequireRoleProps {
  roles: readonly Role[];
  /** Who the pages are for, said to someone outside the roles. */
  message?: string;
}

/** Route guard inside the signed-in layout: its child routes only for the given roles. */
export function RequireRole({
  roles,
  message = 'Esta página é só para administradores da empresa. Fale com um deles se precisar dela.',
}: RequireRoleProps) {
  const { usuario } = useCurrentSession();
  if (roles.includes(usuario.papel)) return <Outlet />;
  return (
    <section className="status-page">
      <h1>Acesso restrito</h1>
      <p>{message}</p>
      <Link to="/">Voltar ao início</Link>
    </section>
  );
}
