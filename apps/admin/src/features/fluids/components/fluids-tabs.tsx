import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FLUID_EDIT_ROLES } from '../../../app/navigation';
import { useCurrentSession } from '../../auth/hooks/use-current-session';

const FLUIDS_LEAD =
  'Recargas, retiradas e vazamentos de gás refrigerante, por setor e por gás, mês a mês. As emissões em tCO₂e contam o fluido recarregado (o que foi reposto é o que escapou).';

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
        <>
          <NavLink to={`/fluidos/revisao${suffix}`} className="pill">
            Revisão e troca de gás
          </NavLink>
          <NavLink to={`/fluidos/cilindros${suffix}`} className="pill">
            Cilindros
          </NavLink>
        </>
      )}
    </nav>
  );
}

/** The fluid pages' header (with `actions` on its right) and their tabs. */
export function FluidsHeader({ search, actions }: { search: string; actions?: ReactNode }) {
  return (
    <>
      <PageHeader title="Fluido refrigerante" lead={FLUIDS_LEAD} actions={actions} />
      <FluidsTabs search={search} />
    </>
  );
}
