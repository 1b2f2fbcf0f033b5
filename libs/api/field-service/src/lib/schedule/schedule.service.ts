import { Injectable } from '@nestjs/common';
import type { ScheduleCellDetail, ScheduleGrid } from '@campo/contracts';
import { fieldServiceError } from '../common/field-service-errors';
import { localDate } from '../common/local-date';
import { monthCells, PlanInput, projectPlan } from './schedule-projection';
import { GridPlanRow, ScheduleRepository } from './schedule.repository';

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
      }),
      this.repository.activePlans(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        ano: filter.ano,
      }),
    ]);
    const byEquipment = new Map<string, Array<PlanInput>>();
    for (const plan of plans) {
      const list = byEquipment.get(plan.equipamentoId) ?? [];
      list.push(planInput(plan));
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
          meses: monthCells(equipmentPlans, filter.ano, today),
        };
      })
      .filter(
        (row) =>
          !filter.periodicidade || row.periodicidade?.split(', ').includes(filter.periodicidade),
      );
    return { ano: filter.ano, hoje: today, linhas };
  }

  /**
   * Why one cell of the grid shows what it shows: the month's executions (with
   * their orders) and the dates the plans project in it, by the same projection
   * and the same "today" as the grid.
   */
  async cell(
    scope: { companyId: string; timeZone: string },
    query: { equipamentoId: string; ano: number; mes: number },
    now = new Date(),
  ): Promise<ScheduleCellDetail> {
    const [equipment, plans, executions] = await Promise.all([
      this.repository.cellEquipment(scope.companyId, query.equipamentoId),
      this.repository.equipmentPlans(scope.companyId, query.equipamentoId, query.ano),
      this.repository.monthExecutions(scope.companyId, query.equipamentoId, query.ano, query.mes),
    ]);
    if (!equipment)
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const inputs = plans.map(planInput);
    const month = `${query.ano}-${String(query.mes).padStart(2, '0')}`;
    const previstas = inputs
      .flatMap((plan) =>
        projectPlan(plan, query.ano)
          .filter((day) => day.startsWith(month))
          .map((data) => ({ data, periodicidade: plan.periodicidade })),
      )
      .sort((a, b) => a.data.localeCompare(b.data));
    const today = localDate(now, scope.timeZone);
    return {
      equipamentoId: equipment.id,
      codigo: equipment.codigo,
      setor: equipment.setor,
      contrato: equipment.contrato,
      ano: query.ano,
      mes: query.mes,
      situacao: monthCells(inputs, query.ano, today)[query.mes - 1],
      execucoes: executions,
      previstas,
      ultimaPreventiva: equipment.ultimaPreventiva,
    };
  }
}

/** A plan as the projection reads it: its executions in the year and its latest (the anchor). */
function planInput(plan: GridPlanRow): PlanInput {
  const execucoes = plan.noAno ?? [];
  if (plan.ultima) execucoes.push(plan.ultima);
  return {
    periodicidade: plan.periodicidade,
    cadenciaDias: plan.cadenciaDias,
    inicio: plan.inicio,
    execucoes,
  };
}

/** The distinct periodicities of an equipment's plans, as the grid shows them ("MS, TR"), or null. */
function periodicities(plans: PlanInput[]) {
  if (plans.length <= 1) return plans[0]?.periodicidade ?? null;
  return [...new Set(plans.map((plan) => plan.periodicidade))].join(', ');
}
