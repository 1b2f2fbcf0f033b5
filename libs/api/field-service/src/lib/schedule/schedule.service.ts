import { Injectable } from '@nestjs/common';
import type { ScheduleCellDetail, ScheduleGrid, ScheduleRow } from '@campo/contracts';
import { fieldServiceError } from '../common/field-service-errors';
import { localDate } from '../common/local-date';
import { monthCells, monthDates, PlanInput, projectPlan } from './schedule-projection';
import { GridPlanRow, ScheduleRepository } from './schedule.repository';

export type { ScheduleGrid, ScheduleRow } from '@campo/contracts';

/** The annual grid of a contract (or the company): two queries at once, then the pure projection per equipment. */
@Injectable()
export class ScheduleService {
  constructor(private readonly repository: ScheduleRepository) {}

  async grid(
    scope: { companyId: string; timeZone: string },
    filter: {
      contratoId?: string;
      ano: number;
      setor?: string;
      periodicidade?: string;
      /** A local day: the grid as it stood then (executions after it ignored; "today" no later than it). */
      ate?: string;
    },
    now = new Date(),
  ): Promise<ScheduleGrid> {
    // The two reads are independent: run them side by side (two pool connections, one wait).
    const [equipment, plans, plannedOrders] = await Promise.all([
      this.repository.equipment(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        setor: filter.setor ?? null,
        ano: filter.ano,
        timeZone: scope.timeZone,
      }),
      this.repository.activePlans(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        ano: filter.ano,
        timeZone: scope.timeZone,
      }),
      this.repository.plannedOrderMonths(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        ano: filter.ano,
      }),
    ]);
    const byEquipment = new Map<string, Array<PlanInput>>();
    for (const plan of plans) {
      const list = byEquipment.get(plan.equipamentoId) ?? [];
      list.push(asOf(planInput(plan), filter.ate));
      byEquipment.set(plan.equipamentoId, list);
    }
    const current = localDate(now, scope.timeZone);
    const today = filter.ate && filter.ate < current ? filter.ate : current;
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
          meses: monthCells(equipmentPlans, filter.ano, today, row.desativadoEm),
        };
      })
      // Open planned orders are today's; a grid as of a past day leaves them out.
      .map(withPlannedOrders(filter.ate ? [] : plannedOrders))
      .filter(
        (row) =>
          !filter.periodicidade || row.periodicidade?.split(', ').includes(filter.periodicidade),
      );
    return { ano: filter.ano, hoje: today, linhas };
  }

  /**
   * The occurrences the plans project in one month (`YYYY-MM`), by the grid's own
   * projection: what preventive orders are generated from. Nothing falls due on or
   * after the day an equipment (or its contract) was retired.
   */
  async occurrences(
    scope: { companyId: string; timeZone: string },
    month: string,
  ): Promise<Array<{ planoId: string; equipamentoId: string; data: string }>> {
    const year = Number(month.slice(0, 4));
    const plans = await this.repository.activePlans(scope.companyId, {
      contratoId: null,
      ano: year,
      timeZone: scope.timeZone,
    });
    return plans.flatMap((plan) =>
      projectPlan(planInput(plan), year)
        .filter((day) => day.startsWith(`${month}-`))
        .filter((day) => plan.desativadoEm === null || day < plan.desativadoEm)
        .map((data) => ({ planoId: plan.planoId, equipamentoId: plan.equipamentoId, data })),
    );
  }

  /**
   * Why one cell of the grid shows what it shows: the plans' dates in the month with
   * the execution that served each, by the same walk, projection and "today" as the
   * grid, and the executions (with their orders) recorded in the month or serving one
   * of its dates early in the next.
   */
  async cell(
    scope: { companyId: string; timeZone: string },
    query: { equipamentoId: string; ano: number; mes: number },
    now = new Date(),
  ): Promise<ScheduleCellDetail> {
    const [equipment, plans] = await Promise.all([
      this.repository.cellEquipment(scope.companyId, query.equipamentoId, scope.timeZone),
      this.repository.activePlans(scope.companyId, {
        contratoId: null,
        equipamentoId: query.equipamentoId,
        ano: query.ano,
        timeZone: scope.timeZone,
      }),
    ]);
    if (!equipment)
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const inputs = plans.map(planInput);
    const today = localDate(now, scope.timeZone);
    const previstas = monthDates(
      inputs,
      query.ano,
      query.mes - 1,
      today,
      equipment.desativadoEm,
    ).map((date) => ({
      data: date.due,
      periodicidade: date.plan.periodicidade,
      executadaEm: date.done,
    }));
    // A date of the month may have been served early in the next one: list that visit too.
    const month = `${query.ano}-${String(query.mes).padStart(2, '0')}-`;
    const servedLater = previstas.flatMap((due) =>
      due.executadaEm && !due.executadaEm.startsWith(month) ? [due.executadaEm] : [],
    );
    const executions = await this.repository.monthExecutions(
      scope.companyId,
      query.equipamentoId,
      query.ano,
      query.mes,
      servedLater,
    );
    return {
      equipamentoId: equipment.id,
      codigo: equipment.codigo,
      setor: equipment.setor,
      contrato: equipment.contrato,
      ano: query.ano,
      mes: query.mes,
      situacao: monthCells(inputs, query.ano, today, equipment.desativadoEm)[query.mes - 1],
      execucoes: executions,
      previstas,
      ultimaPreventiva: equipment.ultimaPreventiva,
    };
  }
}

/** A plan as the grid reads it: its last execution before the year, those of the year (and half a step after) and its latest. */
function planInput(plan: GridPlanRow): PlanInput {
  const execucoes = plan.noAno ?? [];
  if (plan.antesDoAno) execucoes.push(plan.antesDoAno);
  if (plan.ultima && !execucoes.includes(plan.ultima)) execucoes.push(plan.ultima);
  return {
    periodicidade: plan.periodicidade,
    cadenciaDias: plan.cadenciaDias,
    inicio: plan.inicio,
    execucoes,
  };
}

/** The plan as it stood on `day`: the executions after it not yet done. */
function asOf(plan: PlanInput, day: string | undefined): PlanInput {
  return day ? { ...plan, execucoes: plan.execucoes.filter((done) => done <= day) } : plan;
}

/** Marks the months in which a row's equipment has an open preventive order generated from a plan. */
function withPlannedOrders(orders: Array<{ equipamentoId: string; mes: number }>) {
  const byEquipment = new Map<string, number[]>();
  for (const order of orders) {
    const months = byEquipment.get(order.equipamentoId) ?? [];
    months.push(order.mes);
    byEquipment.set(order.equipamentoId, months);
  }
  return (row: ScheduleRow): ScheduleRow => {
    const months = byEquipment.get(row.equipamentoId);
    return months ? { ...row, ordensPlanejadas: months.sort((a, b) => a - b) } : row;
  };
}

/** The distinct periodicities of an equipment's plans, as the grid shows them ("MS, TR"), or null. */
function periodicities(plans: PlanInput[]) {
  if (plans.length <= 1) return plans[0]?.periodicidade ?? null;
  return [...new Set(plans.map((plan) => plan.periodicidade))].join(', ');
}
