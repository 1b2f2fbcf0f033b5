import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionPrincipal, SessionRequest } from './session-principal';

/** The caller's session on a `@RequireSession()` route. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionPrincipal => {
    const session = context.switchToHttp().getRequest<SessionRequest>().session;
    if (!session) throw new Error('CurrentSession used on a route without @RequireSession()');
    return session;
  },
);
