/** SQLSTATE codes the services react to (PostgreSQL, appendix A). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

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
