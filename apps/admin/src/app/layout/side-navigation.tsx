import type { Role } from '@campo/contracts';
import { NavLink } from 'react-router';
import { isGroup, type NavigationItem, navigationFor } from '../navigation';

function NavigationLink({ item }: { item: NavigationItem }) {
  return (
    <li>
      <NavLink to={item.path} end={item.path === '/'} className="sidenav__link">
        {item.label}
      </NavLink>
    </li>
  );
}

export function SideNavigation({ role }: { role: Role }) {
  return (
    <nav className="sidenav" aria-label="Navegação principal">
      <ul>
        {navigationFor(role).map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="sidenav__group">
              <span className="sidenav__heading" id={`nav-${entry.label}`}>
                {entry.label}
              </span>
              <ul aria-labelledby={`nav-${entry.label}`}>
                {entry.items.map((item) => (
                  <NavigationLink key={item.path} item={item} />
                ))}
              </ul>
            </li>
          ) : (
            <NavigationLink key={entry.path} item={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}
