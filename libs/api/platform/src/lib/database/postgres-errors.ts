/** SQLSTATE codes the services react to (PostgreSQL, appendix A). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * A refusal raised by one of the application's triggers (a rule the database enforces on
 * every write path): DETAIL carries the domain's code, MESSAGE the reason in pt-BR.
 */
export const PG_APP_REFUSAL = '23C01';

/** The code and message of a trigger's refusal (PG_APP_REFUSAL), or undefined. */
export function appRefusal(error: unknown): { codigo: string; erro: string } | undefined {
  if (!isPostgresError(error, PG_APP_REFUSAL)) return undefined;
  const { detail, message } = error as { detail?: unknown; message?: unknown };
  return typeof detail === 'string' && typeof message === 'string'
    ? { codigo: detail, erro: message }
    : undefined;
}

/** Whether a query failed with this SQLSTATE (node-pg's error, or TypeORM's QueryFailedError, which copies its fields). */
export function isPostgresError(error: unknown, sqlState: string): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === sqlState
  );
}

/**
 * Whether node-postgres gave up waiting for a connection: the pool had none free within
 * DATABASE_CONNECT_TIMEOUT_MS, or a new connection did not open in time. An expected
 * state under load (503 with `Retry-After`), not a bug.
 */
export function isPoolTimeout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message === 'timeout exceeded when trying to connect' ||
    message === 'Connection terminated due to connection timeout'
  );
}
