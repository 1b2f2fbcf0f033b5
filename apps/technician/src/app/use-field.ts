import { useSyncExternalStore } from 'react';
import { type FieldState, fieldStore } from '../offline/field-store';

/** The app's state (session, day, outbox), re-rendering when it changes. */
export function useField(): FieldState {
  return useSyncExternalStore(fieldStore.subscribe, fieldStore.getState);
}

/** The signed-in session; only called under the signed-in layout. */
export function useSession() {
  const { session } = useField();
  if (!session) throw new Error('Sem sessão');
  return session;
}
