import type { Request } from 'express';
import type { Role } from '@campo/contracts';

/** Who is calling, resolved from the session cookie by the AccessGuard. */
export interface SessionPrincipal {
  sessionId: string;
  userId: string;
  userName: string;
  email: string;
  role: Role;
  companyId: string;
  companyName: string;
  timeZone: string;
  expiresAt: Date;
}

export interface SessionRequest extends Request {
  session?: SessionPrincipal;
}
