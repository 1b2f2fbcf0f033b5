import type { Role } from '@campo/contracts';
import { NavLink } from 'react-router';
import { navigationFor } from '../navigation';

export function SideNavigation({ role }: { role: Role }) {
  return (
    <nav className="sidenav" aria-label="Navegação principal">
      <ul>
        {navigationFor(role).map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end={item.path === '/'} className="sidenav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
