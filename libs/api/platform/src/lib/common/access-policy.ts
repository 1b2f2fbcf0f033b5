import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { Role } from '@campo/contracts';

/**
 * Every route declares who may call it. The global AccessGuard denies any route
 * that declares nothing (default deny), and a test lists every route to prove
 * that none is left undeclared.
 */
export type AccessPolicy =
  | { kind: 'public'; form?: true }
  | { kind: 'session'; roles: readonly Role[] }
  | { kind: 'ingestion-token' };

export const ACCESS_POLICY = 'campo:access-policy';

/** Anyone may call the route (health check, login). */
export const Public = () => SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);

/**
 * Anyone may post to the route from a plain HTML form (a public page that works without
 * script, which cannot set the anti-CSRF header). Only for routes that read no session
 * nor any other ambient credential: a cross-site form gains nothing it could not post
 * itself, so the header protects nothing there.
 */
export const PublicForm = () =>
  SetMetadata(ACCESS_POLICY, { kind: 'public', form: true } satisfies AccessPolicy);

/**
 * A signed-in user of the company may call the route; with roles, only those; with
 * none, the company's staff (STAFF_ROLES: a client user is never admitted by default).
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
