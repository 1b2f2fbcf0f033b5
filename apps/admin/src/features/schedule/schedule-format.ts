import {
  type ActivityResult,
  isPeriodicity,
  MONTH_CELLS,
  MONTH_NAMES,
  type Periodicity,
  PERIODICITIES,
  PERIODICITY_LABELS,
} from '@campo/contracts';
import type { ScheduleCell } from './api/schedule.types';

/** The periodicity codes of a maintenance plan, in cadence order, with what they mean. */
export const PERIODICITY_ENTRIES: ReadonlyArray<{ code: Periodicity; label: string }> =
  PERIODICITIES.map((code) => ({ code, label: PERIODICITY_LABELS[code] }));

/** What a code means; an unknown code reads as itself. */
export function periodicityLabel(code: string): string {
  return isPeriodicity(code) ? PERIODICITY_LABELS[code] : code;
}

/** The codes of a row (`MS, AN` → `['MS', 'AN']`). */
export function periodicityCodes(value: string | null): string[] {
  return value
    ? value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean)
    : [];
}

export const MONTHS = MONTH_NAMES;

/** `Janeiro`, `Fevereiro`, … */
export function monthName(index: number): string {
  const name = MONTHS[index];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `Jan`, `Fev`, … for column headers. */
export function shortMonth(index: number): string {
  const name = MONTHS[index];
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

/**
 * What each cell kind means, for the legend, each cell's tooltip and the cell's detail,
 * which read it as `Parcial: parte das atividades…` (`cellMeaningText`).
 */
export const CELL_MEANINGS: Record<ScheduleCell, { label: string; description: string }> = {
  executado: {
    label: 'Executada',
    description:
      'todas as atividades previstas no mês executadas: no mês, ou até meio intervalo depois da data (mesmo já no mês seguinte), ou registradas como não se aplica.',
  },
  parcial: {
    label: 'Parcial',
    description:
      'parte das atividades do mês feita, parte pendente (não executada ou ainda no prazo).',
  },
  planejado: {
    label: 'Planejada',
    description:
      'atividades do plano previstas para o mês (pela periodicidade de cada uma), ainda dentro do prazo.',
  },
  atrasado: {
    label: 'Atrasada',
    description:
      'nenhuma atividade do mês feita e o prazo de uma data prevista já venceu (o RGM do mês a conta como não executada).',
  },
  nenhum: { label: 'Sem manutenção', description: 'nenhuma atividade prevista no mês.' },
};

/** `Parcial: parte das atividades do mês feita, parte pendente (…).` */
export function cellMeaningText(cell: ScheduleCell): string {
  const { label, description } = CELL_MEANINGS[cell];
  return `${label}: ${description}`;
}

/** Every cell kind, in the legend's order. */
export const CELL_KINDS: readonly ScheduleCell[] = MONTH_CELLS;

/** What a technician recorded for an activity at a visit. */
export const ACTIVITY_RESULT_LABELS: Record<ActivityResult, string> = {
  CONFORME: 'Conforme',
  NAO_CONFORME: 'Não conforme',
  NAO_SE_APLICA: 'Não se aplica',
};

/** The years offered in the year pickers: five back and two ahead of this one, and the chosen one. */
export function yearOptions(selected: number, today = new Date()): number[] {
  const current = today.getFullYear();
  const years = new Set<number>([selected]);
  for (let year = current - 5; year <= current + 2; year++) years.add(year);
  return [...years].sort((a, b) => b - a);
}
