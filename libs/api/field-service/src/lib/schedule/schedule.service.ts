import { Injectable } from '@nestjs/common';
import type { ScheduleGrid } from '@campo/contracts';
import { localDate } from '../common/local-date';
import { monthCells, PlanInput } from './schedule-projection';
import { untilRetirement } from './retirement';
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
