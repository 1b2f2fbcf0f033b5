import { Injectable } from '@nestjs/common';
import {
  localDate,
  PERIODICITIES,
  type DueDateState,
  type PreventiveOccurrence,
  type ScheduleCellDetail,
  type ScheduleGrid,
  type ScheduleRow,
} from '@campo/contracts';
import { fromDayNumber, toDayNumber } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import {
  gridCells,
  gridOf,
  monthCells,
  monthDates,
  type MonthCell,
  planDays,
  type PlanDays,
  type PlanInput,
  type Periodicity,
  projectPlan,
} from './schedule-projection';
import { planOccurrences } from '../rgm/preventive-compliance';
import { toleranceDays } from './plan-walk';
import { GridPlanRow, ScheduleRepository } from './schedule.repository';

export type { ScheduleGrid, ScheduleRow } from '@campo/contracts';

/** One activity of one unit over a year: its months and its occurrences due by today. */
export interface ActivityYearRow {
  equipamentoId: string;
  atividadeId: string;
  atividade: string;
  periodicidade: Periodicity;
  meses: MonthCell[];
  ocorrencias: PreventiveOccurrence[];
}

/** The annual grid of a contract (or the company): three queries at once, then the pure projection per unit over its activities. */
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
    // The reads are independent: run them side by side (pool connections, one wait).
    const [equipment, plans, plannedOrders] = await Promise.all([
      this.repository.equipment(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        setor: filter.setor ?? null,
        ano: filter.ano,
        timeZone: scope.timeZone,
      }),
      this.repository.gridPlans(scope.companyId, {
        contratoId: filter.contratoId ?? null,
        ano: filter.ano,
      }),
      // Open planned orders are today's; a grid as of a past day leaves them out.
      filter.ate
        ? []
        : this.repository.plannedOrderMonths(scope.companyId, {
            contratoId: filter.contratoId ?? null,
            ano: filter.ano,
          }),
    ]);
    const asOf = filter.ate ? toDayNumber(filter.ate) : null;
    const byEquipment = new Map<string, PlanDays[]>();
    for (const plan of plans) {
      const list = byEquipment.get(plan.equipamentoId);
      if (list) list.push(unpackPlan(plan.plano, asOf));
      else byEquipment.set(plan.equipamentoId, [unpackPlan(plan.plano, asOf)]);
    }
    const ordersByEquipment = new Map<string, number[]>();
    for (const order of plannedOrders) {
      const months = ordersByEquipment.get(order.equipamentoId);
      if (months) months.push(order.mes);
      else ordersByEquipment.set(order.equipamentoId, [order.mes]);
    }
    const current = localDate(now, scope.timeZone);
    const today = filter.ate && filter.ate < current ? filter.ate : current;
    const days = gridOf(filter.ano, today);
    const linhas: ScheduleRow[] = [];
    for (const row of equipment) {
      const equipmentPlans = byEquipment.get(row.id) ?? [];
      const periodicidade = periodicities(equipmentPlans);
      if (filter.periodicidade && !periodicidade?.split(', ').includes(filter.periodicidade))
        continue;
      const line: ScheduleRow = {
        equipamentoId: row.id,
        codigo: row.codigo,
        descricao: row.descricao,
        setor: row.setor,
        contrato: row.contrato,
        periodicidade,
        meses: gridCells(
          equipmentPlans,
          days,
          row.desativadoEm === null ? null : toDayNumber(row.desativadoEm),
        ),
      };
      const months = ordersByEquipment.get(row.id);
      if (months) line.ordensPlanejadas = months.sort((a, b) => a - b);
      linhas.push(line);
    }
    return { ano: filter.ano, hoje: today, linhas };
  }

  /**
   * A contract's year per unit activity (the PMOC's schedule and execution record): each
   * active activity's 12 months by the grid's own walk and projection (a unit's row in
   * the grid is these rows together), and its occurrences of the year due by today with
   * what became of each, by the RGM's own rule.
   */
  async activityYear(
    scope: { companyId: string; timeZone: string },
    filter: { contratoId: string; ano: number },
    now = new Date(),
  ): Promise<ActivityYearRow[]> {
    const plans = await this.repository.activePlans(scope.companyId, {
      contratoId: filter.contratoId,
      ano: filter.ano,
      timeZone: scope.timeZone,
    });
    const today = localDate(now, scope.timeZone);
    const days = gridOf(filter.ano, today);
    const yearEnd = `${filter.ano}-12-31`;
    return plans.map((plan) => {
      const input = planInput(plan);
      const executions = [...input.execucoes].sort();
      const start = `${filter.ano}-01-01`;
      return {
        equipamentoId: plan.equipamentoId,
        atividadeId: plan.atividadeId,
        atividade: plan.atividade,
        periodicidade: plan.periodicidade,
        meses: gridCells(
          [planDays(input)],
          days,
          plan.desativadoEm === null ? null : toDayNumber(plan.desativadoEm),
        ),
        ocorrencias: planOccurrences(
          {
            periodicidade: plan.periodicidade,
            cadenciaDias: plan.cadenciaDias,
            inicio: plan.inicio,
            ultimaAntes: executions.filter((day) => day < start).at(-1) ?? null,
            noPeriodo: executions.filter((day) => day >= start),
            desativadoEm: plan.desativadoEm,
            naoSeAplica: plan.naoSeAplica ?? [],
          },
          { inicio: start, fim: today < yearEnd ? today : yearEnd, hoje: today },
        ),
      };
    });
  }

  /**
   * The occurrences the units' activities project in one month (`YYYY-MM`), by the grid's
   * own projection: what preventive orders are generated from, one entry per activity and
   * date. Nothing falls due on or after the day a unit stops being planned (retired, or
   * its contract's term over).
   */
  async occurrences(
    scope: { companyId: string; timeZone: string },
    month: string,
  ): Promise<Array<{ equipamentoId: string; atividadeId: string; data: string }>> {
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
        .map((data) => ({
          equipamentoId: plan.equipamentoId,
          atividadeId: plan.atividadeId,
          data,
        })),
    );
  }

  /**
   * Why one cell of the grid shows what it shows: the activities' dates in the month with
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
    const notApplicable = new Map(
      plans.map((plan) => [plan.atividadeId, new Set(plan.naoSeAplica ?? [])]),
    );
    const previstas = monthDates(
      inputs,
      query.ano,
      query.mes - 1,
      today,
      equipment.desativadoEm,
    ).map((date) => {
      // `late` is the grid cell's own judgement of the date, so the two cannot disagree.
      const prazo = fromDayNumber(toDayNumber(date.due) + (toleranceDays(date.plan) ?? 0));
      const situacao: DueDateState = date.done
        ? notApplicable.get(date.plan.atividadeId!)?.has(date.done)
          ? 'nao_se_aplica'
          : 'feita'
        : date.late
          ? 'nao_executada'
          : 'pendente';
      return {
        data: date.due,
        atividadeId: date.plan.atividadeId!,
        atividade: date.plan.atividade!,
        periodicidade: date.plan.periodicidade,
        executadaEm: date.done,
        situacao,
        prazo,
      };
    });
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

/** An activity as the grid reads it: its last execution before the year, those of the year (and half a step after) and its latest. */
function planInput(plan: GridPlanRow): PlanInput {
  const execucoes = plan.noAno ?? [];
  if (plan.antesDoAno) execucoes.push(plan.antesDoAno);
  if (plan.ultima && !execucoes.includes(plan.ultima)) execucoes.push(plan.ultima);
  return {
    atividadeId: plan.atividadeId,
    atividade: plan.atividade,
    periodicidade: plan.periodicidade,
    cadenciaDias: plan.cadenciaDias,
    inicio: plan.inicio,
    execucoes,
  };
}

/**
 * A plan of `gridPlans` (`GridPackedPlanRow.plano`) as the projection reads it: the same
 * executions as `planInput` gives (those of the year and after, the last before it, the
 * latest), sorted; only those up to `asOf` (a day number) when given.
 */
export function unpackPlan(packed: string, asOf: number | null): PlanDays {
  const reader = { text: packed, at: packed.indexOf(' ') + 1 };
  const periodicidade = packed.slice(0, reader.at - 1) as Periodicity;
  const cadenciaDias = readDayField(reader);
  const start = readDayField(reader) as number;
  const latest = readDayField(reader);
  const before = readDayField(reader);
  const executions: number[] = [];
  while (reader.at < packed.length) executions.push(readDayField(reader) as number);
  if (before !== null) executions.push(before);
  if (latest !== null && !executions.includes(latest)) executions.push(latest);
  const kept = asOf === null ? executions : executions.filter((done) => done <= asOf);
  if (kept.length > 1) kept.sort((a, b) => a - b);
  return { periodicidade, cadenciaDias, start, executions: kept };
}

/**
 * The integer (a day number or a cadence, maybe negative) of a packed plan at `reader.at`,
 * up to the next space or the end, which it moves past; null for an empty field. Read by
 * character codes: no substring per field, 5,000 plans a grid.
 */
function readDayField(reader: { text: string; at: number }): number | null {
  const { text } = reader;
  let at = reader.at;
  const negative = text.charCodeAt(at) === 45; // '-'
  if (negative) at++;
  let value = 0;
  let digits = 0;
  for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at)) {
    value = value * 10 + (code - 48);
    digits++;
  }
  reader.at = at + 1; // past the space
  if (digits === 0) return null;
  return negative ? -value : value;
}

/** The distinct periodicities of a unit's activities, most frequent first, as the grid shows them ("MS, TR"), or null. */
function periodicities(plans: ReadonlyArray<{ periodicidade: Periodicity }>) {
  if (plans.length <= 1) return plans[0]?.periodicidade ?? null;
  return [...new Set(plans.map((plan) => plan.periodicidade))]
    .sort((a, b) => PERIODICITIES.indexOf(a) - PERIODICITIES.indexOf(b))
    .join(', ');
}
