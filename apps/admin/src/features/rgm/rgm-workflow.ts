import type { Role, RgmState } from '@campo/contracts';
import type { RgmAction } from './api/rgm.types';

/**
 * Which state each action leaves from and who may take it, as the API enforces
 * (it answers 409 or 403 otherwise): the screen only offers what would succeed.
 */
const RULES: Record<RgmAction, { from: readonly RgmState[]; roles: readonly Role[] }> = {
  recalcular: { from: ['rascunho'], roles: ['ADMIN', 'SUPERVISOR'] },
  liberar: { from: ['rascunho'], roles: ['ADMIN', 'SUPERVISOR'] },
  enviar: { from: ['liberado'], roles: ['ADMIN', 'SUPERVISOR'] },
  reabrir: { from: ['liberado', 'enviado'], roles: ['ADMIN'] },
};

export function canTake(action: RgmAction, state: RgmState, role: Role): boolean {
  const rule = RULES[action];
  return rule.from.includes(state) && rule.roles.includes(role);
}

/** The confirmation after a successful action. */
export const ACTION_DONE: Record<RgmAction, string> = {
  recalcular: 'RGM recalculado com os dados atuais.',
  liberar: 'RGM liberado: os números estão congelados.',
  enviar: 'RGM enviado aos destinatários.',
  reabrir: 'RGM reaberto como rascunho.',
};
