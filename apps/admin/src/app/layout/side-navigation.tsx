import type { Role } from '@campo/contracts';
import { NavLink } from 'react-router';
import { isGroup, type NavigationItem, navigationFor } from '../navigation';

function NavigationLink({ item }: { item: NavigationItem }) {
  return (
    <li>
      <NavLink to={item.path} end={item.path === '/'} className="sidenav__link">
        {item.label}
        {item.Badge && <item.Badge />}
      </NavLink>
    </li>
  );
}

interface SideNavigationProps {
  id: string;
  role: Role;
  /** Whether the menu is open on a narrow screen (a wide one always shows the navigation). */
  open: boolean;
}

export function SideNavigation({ id, role, open }: SideNavigationProps) {
  return (
    <nav
      id={id}
      className={open ? 'sidenav sidenav--open' : 'sidenav'}
      aria-label="Navegação principal"
    >
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
