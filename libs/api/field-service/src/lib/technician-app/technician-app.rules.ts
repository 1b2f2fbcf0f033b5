// The pure rules of the technician's app: the checklist asked and the field times accepted.
import {
  APP_CLOCK_SKEW_MINUTES,
  type ChecklistAnswer,
  STANDARD_CHECKLIST_ITEMS,
} from '@campo/contracts';
import { platformError } from '@campo/platform';

/** The standard items, then any other item already answered on the order, with their answers. */
export function checklistItems(
  answers: Array<{ item: string; conforme: boolean; observacao: string | null }>,
): ChecklistAnswer[] {
  const byItem = new Map(answers.map((answer) => [answer.item, answer]));
  const extra = answers
    .map((answer) => answer.item)
    .filter((item) => !(STANDARD_CHECKLIST_ITEMS as readonly string[]).includes(item));
  return [...STANDARD_CHECKLIST_ITEMS, ...extra].map((item) => ({
    item,
    conforme: byItem.get(item)?.conforme ?? null,
    observacao: byItem.get(item)?.observacao ?? null,
  }));
}

/** A time recorded on the phone: any past instant, but not ahead of the server beyond the skew. */
export function fieldTime(text: string, now: Date): Date {
  const at = new Date(text);
  if (at.getTime() > now.getTime() + APP_CLOCK_SKEW_MINUTES * 60_000)
    throw invalid('em: não pode estar no futuro (confira o relógio do aparelho)');
  return at;
}

/** What is wrong with a set of answers: items the order does not ask, items answered twice. */
export function checklistProblems(
  answers: Array<{ item: string }>,
  asked: ChecklistAnswer[],
): string[] {
  return answers.flatMap((answer, index) => [
    ...(asked.some((question) => question.item === answer.item)
      ? []
      : [`respostas.${index}.item: "${answer.item}" não é um item do checklist desta ordem`]),
    ...(answers.findIndex((other) => other.item === answer.item) < index
      ? [`respostas.${index}.item: "${answer.item}" respondido duas vezes`]
      : []),
  ]);
}

export const invalid = (...problems: string[]) =>
  platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
    detalhes: problems,
  });
