import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@campo/web-client';

export function LoadingState({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * The API's message; "try again" only where asking again may help (not for a 4xx answer).
 * `onRetry` is usually a query's `refetch`, whose promise never rejects (a new error lands in
 * the query's state), so nothing waits for it.
 */
export function ErrorState({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry?: () => Promise<unknown> | void;
}) {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className="state state--error" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry && !final && (
        <button type="button" className="button" onClick={() => void onRetry()}>
          Tentar de novo
        </button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children && <p className="state__text">{children}</p>}
      {action}
    </div>
  );
}
