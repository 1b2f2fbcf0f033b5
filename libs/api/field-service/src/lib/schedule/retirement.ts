import type { MonthCell } from '@campo/contracts';
import { type PlanInput, projectPlan } from './schedule-projection';

/**
 * The cells of a retired equipment (or one whose contract was retired): executions stay,
 * but nothing is planned or late from the retirement date on. The retirement month keeps
 * what a plan projected before that day.
 */
export function untilRetirement(
  cells: MonthCell[],
  plans: PlanInput[],
  year: number,
  retiredOn: string | null,
): MonthCell[] {
  if (!retiredOn || Number(retiredOn.slice(0, 4)) > year) return cells;
  const retiredMonth = Number(retiredOn.slice(0, 4)) < year ? 0 : Number(retiredOn.slice(5, 7)) - 1;
  const monthPrefix = retiredOn.slice(0, 8);
  const plannedBefore = plans.some((plan) =>
    projectPlan(plan, year).some((day) => day.startsWith(monthPrefix) && day < retiredOn),
  );
  return cells.map((cell, month) =>
    cell === 'executado' || month < retiredMonth || (month === retiredMonth && plannedBefore)
      ? cell
      : 'nenhum',
  );
}
