// The pure rules of the technician's app: the checklist asked and the field times accepted.
import {
  APP_CLOCK_SKEW_MINUTES,
  type ChecklistAnswer,
  STANDARD_CHECKLIST_ITEMS,
  type UnitPlanActivity,
} from '@campo/contracts';
import { platformError } from '@campo/platform';

/** A stored answer, with the plan activity it recorded (null: a standard or integration item). */
export interface StoredAnswer {
  item: string;
  /** true for "não se aplica" too (it is no non-conformity). */
  conforme: boolean;
  /** The note; for "não se aplica", its reason. */
  observacao: string | null;
  naoSeAplica?: boolean;
  atividadeId?: string | null;
}

/** An activity a visit asks: one the order carries, or one due at it. */
export type AskedActivity = Pick<
  UnitPlanActivity,
  'atividadeId' | 'descricao' | 'periodicidade' | 'criterio'
>;

/**
 * What the order asks: the activities it carries, or else the unit's activities due at
 * the visit (each with its periodicity and acceptance criterion), or the standard items
 * when the unit has no activity plan (`due` null); then any other item already answered
 * on the order, with the answers.
 */
export function checklistItems(
  answers: StoredAnswer[],
  due: AskedActivity[] | null = null,
): ChecklistAnswer[] {
  const byItem = new Map(answers.map((answer) => [answer.item, answer]));
  const asked: Array<Omit<ChecklistAnswer, 'conforme' | 'observacao'>> =
    due === null
      ? STANDARD_CHECKLIST_ITEMS.map((item) => ({ item }))
      : due.map((activity) => ({
          item: activity.descricao,
          atividadeId: activity.atividadeId,
          periodicidade: activity.periodicidade,
          criterio: activity.criterio,
        }));
  const extra = answers
    .filter((answer) => !asked.some((question) => question.item === answer.item))
    .map((answer) =>
      answer.atividadeId
        ? { item: answer.item, atividadeId: answer.atividadeId }
        : { item: answer.item },
    );
  return [...asked, ...extra].map((question) => ({
    ...question,
    conforme: byItem.get(question.item)?.conforme ?? null,
    naoSeAplica: byItem.get(question.item)?.naoSeAplica ?? false,
    observacao: byItem.get(question.item)?.observacao ?? null,
  }));
}

/** A time recorded on the phone: any past instant, but not ahead of the server beyond the skew. */
export function fieldTime(text: string, now: Date): Date {
  const at = new Date(text);
  if (at.getTime() > now.getTime() + APP_CLOCK_SKEW_MINUTES * 60_000)
    throw invalid('em: não pode estar no futuro (confira o relógio do aparelho)');
  return at;
}

/**
 * What is wrong with a set of answers: items the order does not ask (nor accepts: `asked`
 * may hold more than the checklist shows), items answered twice.
 */
export function checklistProblems(
  answers: Array<{ item: string }>,
  asked: Array<{ item: string }>,
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
