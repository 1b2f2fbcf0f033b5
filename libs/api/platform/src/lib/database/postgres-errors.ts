/** SQLSTATE codes the services react to (PostgreSQL, appendix A). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Whether a query failed with this SQLSTATE (node-pg's error, or TypeORM's QueryFailedError, which copies its fields). */
export function isPostgresError(error: unknown, sqlState: string): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === sqlState
  );
}
