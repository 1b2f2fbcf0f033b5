import { createContext, use } from 'react';
import type { SessionInfo } from '@campo/contracts';

/** The signed-in client user, for the screens under the layout. */
export const SessionContext = createContext<SessionInfo | null>(null);

export function useSession(): SessionInfo {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession fora do layout do portal');
  return session;
}
