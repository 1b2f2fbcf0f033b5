import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { Role } from '@campo/contracts';

/**
 * Every route declares who may call it. The global AccessGuard denies any route
 * that declares nothing (default deny), and a test lists every route to prove
 * that none is left undeclared.
 */
export type AccessPolicy =
  { kind: 'public' } | { kind: 'session'; roles: readonly Role[] } | { kind: 'ingestion-token' };

export const ACCESS_POLICY = 'campo:access-policy';

/** Anyone may call the route (health check, login). */
export const Public = () => SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);

/**
 * A signed-in user of the company may call the route; with roles, only those.
 * The session is resolved by the AccessGuard and read with `@CurrentSession()`.
 */
export const RequireSession = (...roles: Role[]) =>
  SetMetadata(ACCESS_POLICY, { kind: 'session', roles } satisfies AccessPolicy);

/**
 * An ingestion bearer token may call the route. The guard that verifies the token
 * belongs to the ingestion domain and is attached next to this declaration.
 */
export const RequireIngestionToken = (...guards: Parameters<typeof applyDecorators>) =>
  applyDecorators(
    SetMetadata(ACCESS_POLICY, { kind: 'ingestion-token' } satisfies AccessPolicy),
    ...guards,
  );
