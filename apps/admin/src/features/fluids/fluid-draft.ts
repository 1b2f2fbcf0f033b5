import { todayInputValue } from '../../lib/format';
import type { FluidEventKind } from './api/fluids.types';

/** The shortest reason the server accepts for a correction or a deletion. */
export const MIN_REASON = 3;

/** The editable fields of an event, as typed in the form. */
export interface FluidEventDraft {
  tipoGas: string;
  tipoEvento: FluidEventKind;
  /** As typed: `1,5` or `1.5`. */
  quantidadeKg: string;
  /** `YYYY-MM-DD`. */
  dataEvento: string;
}

export function emptyDraft(): FluidEventDraft {
  return { tipoGas: '', tipoEvento: 'RECARGA', quantidadeKg: '', dataEvento: todayInputValue() };
}

/** The quantity as a number, or NaN when it is not one. */
export function parseKg(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** What is wrong with a draft, field by field (the server checks the same and more). */
export function draftProblems(
  draft: FluidEventDraft,
): Partial<Record<keyof FluidEventDraft, string>> {
  const problems: Partial<Record<keyof FluidEventDraft, string>> = {};
  const kg = parseKg(draft.quantidadeKg);
  if (!draft.tipoGas) problems.tipoGas = 'Escolha o gás.';
  if (Number.isNaN(kg) || kg <= 0)
    problems.quantidadeKg = 'Informe a quantidade em kg, maior que zero.';
  else if (kg > 1000) problems.quantidadeKg = 'No máximo 1000 kg por evento.';
  else if (!/^\d+([.,]\d{1,3})?$/.test(draft.quantidadeKg.trim()))
    problems.quantidadeKg = 'Até 3 casas decimais.';
  if (!draft.dataEvento) problems.dataEvento = 'Informe a data do evento.';
  else if (draft.dataEvento > todayInputValue())
    problems.dataEvento = 'A data não pode estar no futuro.';
  return problems;
}
