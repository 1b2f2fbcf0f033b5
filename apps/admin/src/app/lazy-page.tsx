import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../components/query-states';

/**
 * A page (or any component) fetched the first time it renders, so that the initial script
 * carries only the shell: `lazyNamed(() => import('./x'), 'XPage')`. It renders under a
 * `<Suspense>` (see `SuspenseOutlet`), which shows the usual loading state meanwhile.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The child route, with the loading state while its code arrives. */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<LoadingState label="Carregando página…" />}>
      <Outlet />
    </Suspense>
  );
}
