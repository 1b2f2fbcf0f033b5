import type { Request } from 'express';
import type { Role } from '@campo/contracts';

/** Who is calling, resolved from the session cookie by the AccessGuard. */
export interface SessionPrincipal {
  sessionId: string;
  userId: string;
  userName: string;
  email: string;
  role: Role;
  /** The client a CLIENTE user belongs to (every portal read is scoped to it); null for staff. */
  clientId: string | null;
  companyId: string;
  companyName: string;
  timeZone: string;
  expiresAt: Date;
}

export interface SessionRequest extends Request {
  session?: SessionPrincipal;
}
