import { type FluidEventDraft, fluidDraftProblems } from '@campo/contracts';
import { todayInputValue } from '../../lib/format';

export { type FluidEventDraft, parseKg } from '@campo/contracts';

/** The shortest reason the server accepts for a correction or a deletion. */
export const MIN_REASON = 3;

export function emptyDraft(): FluidEventDraft {
  return { tipoGas: '', tipoEvento: 'RECARGA', quantidadeKg: '', dataEvento: todayInputValue() };
}

/** What is wrong with a draft, field by field, on the browser's day. */
export function draftProblems(
  draft: FluidEventDraft,
): Partial<Record<keyof FluidEventDraft, string>> {
  return fluidDraftProblems(draft, todayInputValue());
}
