import type { SessionInfo } from '@campo/contracts';
import { createContext, useContext } from 'react';

/** Provided by `RequireSession` to every page behind it. */
export const CurrentSessionContext = createContext<SessionInfo | null>(null);

/** The signed-in session, in any component rendered behind `RequireSession`. */
export function useCurrentSession(): SessionInfo {
  const session = useContext(CurrentSessionContext);
  if (!session) throw new Error('useCurrentSession fora de RequireSession');
  return session;
}
