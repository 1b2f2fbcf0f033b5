import { RGM_TRANSITIONS, type Role, type RgmState } from '@campo/contracts';
import type { RgmAction } from './api/rgm.types';

/**
 * Whether an action may be taken in a state by a role, by the transition table
 * the API enforces (it answers 409 or 403 otherwise): the screen only offers
 * what would succeed.
 */
export function canTake(action: RgmAction, state: RgmState, role: Role): boolean {
  const rule = RGM_TRANSITIONS[action];
  return rule.from.includes(state) && rule.roles.includes(role);
}

/** The confirmation after a successful action. */
export const ACTION_DONE: Record<RgmAction, string> = {
  recalcular: 'RGM recalculado com os dados atuais.',
  liberar: 'RGM liberado: os números estão congelados.',
  enviar: 'RGM enviado aos destinatários.',
  reabrir: 'RGM reaberto como rascunho.',
};
