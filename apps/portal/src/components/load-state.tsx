import type { ReactNode } from 'react';
import { errorMessage } from '@campo/web-client';
import type { Loaded } from '../app/use-load';

/** Loading, error (with "Tentar de novo") or the content, for one screen's GET. */
export function LoadState<T>({
  loaded,
  label,
  children,
}: {
  loaded: Loaded<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (loaded.error) {
    return (
      <div role="alert" className="alert alert--danger">
        <p>{errorMessage(loaded.error)}</p>
        <button type="button" className="button button--small" onClick={loaded.reload}>
          Tentar de novo
        </button>
      </div>
    );
  }
  if (loaded.data === undefined) {
    return (
      <p className="status" role="status">
        Carregando {label}…
      </p>
    );
  }
  return <>{children(loaded.data)}</>;
}

/** A list's empty state. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
