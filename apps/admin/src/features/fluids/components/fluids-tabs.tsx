import { NavLink } from 'react-router';

/** Report and log, as two tabs that keep the year and filters. */
export function FluidsTabs({ search }: { search: string }) {
  const suffix = search ? `?${search}` : '';
  return (
    <nav className="pills fluids-tabs" aria-label="Fluido refrigerante">
      <NavLink to={`/fluidos${suffix}`} end className="pill">
        Relatório anual
      </NavLink>
      <NavLink to={`/fluidos/registros${suffix}`} className="pill">
        Registros
      </NavLink>
    </nav>
  );
}
