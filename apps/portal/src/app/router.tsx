import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type Ref,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react';
import { CLIENT_PORTAL_PATH } from '@campo/contracts';

/*
 * The portal's router: a few flat routes under `/portal/`, with the History API.
 * react-router was 29 of the first load's 105 KB (gzip), for features the portal does
 * not use; without it the first load is 76 KB (docs/portal-do-cliente.md).
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The path inside the portal (`/unidades/12`), from the address bar. */
function currentPath(): string {
  const { pathname } = window.location;
  const inside = pathname.startsWith(CLIENT_PORTAL_PATH)
    ? pathname.slice(CLIENT_PORTAL_PATH.length)
    : pathname;
  return inside.replace(/\/+$/, '') || '/';
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(to: string) {
  window.history.pushState(null, '', `${CLIENT_PORTAL_PATH}${to}`);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

/** A route: its pattern (`/unidades/:id`) and the screen it shows. */
export interface Route {
  path: string;
  render: () => ReactNode;
}

const ParamsContext = createContext<Record<string, string>>({});

export function useParams(): Record<string, string> {
  return use(ParamsContext);
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    if (want[index].startsWith(':')) params[want[index].slice(1)] = decodeURIComponent(have[index]);
    else if (want[index] !== have[index]) return null;
  }
  return params;
}

/** The first route that matches the address, else `fallback`. */
export function Routes({ routes, fallback }: { routes: Route[]; fallback: () => ReactNode }) {
  const path = usePath();
  for (const route of routes) {
    const params = match(route.path, path);
    if (params) return <ParamsContext value={params}>{route.render()}</ParamsContext>;
  }
  return fallback();
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** An ordinary link (it opens in a new tab too) that navigates in place on a plain click. */
export function Link({ to, onClick, children, ...props }: LinkProps) {
  function handle(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  }
  return (
    <a href={`${CLIENT_PORTAL_PATH}${to}`} onClick={handle} {...props}>
      {children}
    </a>
  );
}

/** A section link that says so (`aria-current="page"`) when it is the current one. */
export function NavLink({ to, end, ...props }: LinkProps & { end?: boolean }) {
  const path = usePath();
  const current = end ? path === to : path === to || path.startsWith(`${to}/`);
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />;
}
