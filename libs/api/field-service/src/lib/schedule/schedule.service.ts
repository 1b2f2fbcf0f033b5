import { Injectable } from '@nestjs/common';
import type { MonthCell, ScheduleGrid } from '@campo/contracts';
import { localDate } from '../common/local-date';
import { monthCells, PlanInput, projectPlan } from './schedule-projection';
import { ScheduleRepository } from './schedule.repository';

export type { ScheduleGrid, ScheduleRow } from '@campo/contracts';

/** The annual grid of a contract (or the company): two queries at once, then the pure projection per equipment. */
@Injectable()
export class ScheduleService {
  constructor(private readonly repository: ScheduleRepository) {}

  async grid(
    scope: { companyId: string; timeZone: string },
    filter: { contratoId?: string; ano: number; setor?: string; periodicidade?: string },
    now = new Date(),
  ): Promise<ScheduleGrid> {
    // The two reads are independent: run them side by side (two pool connections, one wait).
    const [equipment, plans] = await Promise.all([
      this.repository.equipment(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        setor: filter.setor ?? null,
        ano: filter.ano,
        timeZone: scope.timeZone,
      }),
      this.repository.activePlans(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        ano: filter.ano,
      }),
    ]);
    const byEquipment = new Map<string, Array<PlanInput>>();
    for (const plan of plans) {
      const execucoes = plan.noAno ?? [];
      if (plan.ultima) execucoes.push(plan.ultima);
      const list = byEquipment.get(plan.equipamentoId) ?? [];
      list.push({
        periodicidade: plan.periodicidade,
        cadenciaDias: plan.cadenciaDias,
        inicio: plan.inicio,
        execucoes,
      });
      byEquipment.set(plan.equipamentoId, list);
    }
    const today = localDate(now, scope.timeZone);
    const linhas = equipment
      .map((row) => {
        const equipmentPlans = byEquipment.get(row.id) ?? [];
        return {
          equipamentoId: row.id,
          codigo: row.codigo,
          descricao: row.descricao,
          setor: row.setor,
          contrato: row.contrato,
          periodicidade: periodicities(equipmentPlans),
          meses: untilRetirement(
            monthCells(equipmentPlans, filter.ano, today),
            equipmentPlans,
            filter.ano,
            row.desativadoEm,
          ),
        };
      })
      .filter(
        (row) =>
          !filter.periodicidade || row.periodicidade?.split(', ').includes(filter.periodicidade),
      );
    return { ano: filter.ano, hoje: today, linhas };
  }
}

/** The distinct periodicities of an equipment's plans, as the grid shows them ("MS, TR"), or null. */
function periodicities(plans: PlanInput[]) {
  if (plans.length <= 1) return plans[0]?.periodicidade ?? null;
  return [...new Set(plans.map((plan) => plan.periodicidade))].join(', ');
}

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
