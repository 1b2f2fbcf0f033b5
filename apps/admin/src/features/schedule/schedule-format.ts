import {
  isPeriodicity,
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

/** `Jan`, `Fev`, … for column headers. */
export function shortMonth(index: number): string {
  const name = MONTHS[index];
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

/** What each cell kind means, for the legend and for each cell's tooltip. */
export const CELL_MEANINGS: Record<ScheduleCell, { label: string; description: string }> = {
  executado: {
    label: 'Executada',
    description:
      'Preventiva executada no mês, ou a data prevista do mês atendida até meio intervalo depois (mesmo já no mês seguinte).',
  },
  planejado: {
    label: 'Planejada',
    description:
      'Manutenção prevista para o mês (pela periodicidade do plano), ainda dentro do prazo.',
  },
  atrasado: {
    label: 'Atrasada',
    description:
      'A data prevista num mês que já passou não foi atendida e a tolerância venceu (o RGM do mês a conta como não executada).',
  },
  nenhum: { label: 'Sem manutenção', description: 'Nenhuma manutenção prevista no mês.' },
};

export const CELL_KINDS: readonly ScheduleCell[] = ['executado', 'planejado', 'atrasado', 'nenhum'];

/** The years offered in the year pickers: five back and two ahead of this one, and the chosen one. */
export function yearOptions(selected: number, today = new Date()): number[] {
  const current = today.getFullYear();
  const years = new Set<number>([selected]);
  for (let year = current - 5; year <= current + 2; year++) years.add(year);
  return [...years].sort((a, b) => b - a);
}
