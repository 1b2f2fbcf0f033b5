import { NavLink } from 'react-router';
import { FLUID_EDIT_ROLES } from '../../../app/navigation';
import { useCurrentSession } from '../../auth/hooks/use-current-session';

/** Report and log, as tabs that keep the year and filters; the review for those who edit. */
export function FluidsTabs({ search }: { search: string }) {
  const { usuario } = useCurrentSession();
  const suffix = search ? `?${search}` : '';
  return (
    <nav className="pills fluids-tabs" aria-label="Fluido refrigerante">
      <NavLink to={`/fluidos${suffix}`} end className="pill">
        Relatório anual
      </NavLink>
      <NavLink to={`/fluidos/registros${suffix}`} className="pill">
        Registros
      </NavLink>
      {FLUID_EDIT_ROLES.includes(usuario.papel) && (
        <NavLink to={`/fluidos/revisao${suffix}`} className="pill">
          Revisão e troca de gás
        </NavLink>
      )}
    </nav>
  );
}
