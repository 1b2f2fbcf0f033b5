import type { UnitPlanActivity } from '@campo/contracts';
import { captureFlags, type Periodicity, projectPlan } from '@campo/field-service';
import {
  addDays,
  type DemoEquipment,
  type DemoOrder,
  demoYearStart,
  localDay,
  mulberry32,
  planDemoWorld,
} from './demo-world';

const PERIODICITIES: Periodicity[] = ['MS', 'MS', 'MS', 'BM', 'TR', 'SE', 'AN', 'QZ'];
const CHARGES: Array<[gas: string | null, kg: number | null]> = [
  ['R-410A', 1.45],
  ['R-32', 0.75],
  ['R-410A', 3.1],
  ['R-22', 9.5],
  [null, null],
];
/** The demo contracts' SLA targets (response, solution), the last without any. */
const TARGETS: Array<DemoEquipment['metas']> = [
  { atendimentoHoras: 4, solucaoHoras: 24 },
  { atendimentoHoras: 2, solucaoHoras: 12 },
  { atendimentoHoras: 6, solucaoHoras: 48 },
  { atendimentoHoras: null, solucaoHoras: null },
];
/** A split's plan, cut short: three monthly activities, a quarterly, a half-yearly and a yearly one. */
const PLAN: Array<[componente: string, periodicidade: Periodicity]> = [
  ['Filtros de ar', 'MS'],
  ['Bandeja de condensado', 'MS'],
  ['Dreno', 'MS'],
  ['Serpentina do evaporador', 'TR'],
  ['Quadro e conexões elétricas', 'SE'],
  ['Isolamento das linhas', 'AN'],
];
const planOf = (unit: number) =>
  PLAN.map(
    ([componente, periodicidade], index) =>
      ({
        atividadeId: `atividade-${unit}-${index}`,
        componente,
        descricao: `Verificar: ${componente}`,
        periodicidade,
        criterio: 'Conforme o fabricante.',
        fonte: 'Portaria MS 3.523/1998, Anexo I',
        origem: 'catalogo',
        ajustada: false,
        ativo: true,
      }) as UnitPlanActivity,
  );
const TECHNICIANS = ['a', 'b', 'c', 'd'].map((name) => ({
  id: `tecnico-${name}`,
  email: `${name}@demo.local`,
}));

function equipmentFor(today: Date): DemoEquipment[] {
  const start = demoYearStart(today);
  return Array.from({ length: 60 }, (_, index) => ({
    id: `eq-${index}`,
    codigo: `AC-${index}`,
    contratoIndex: index % 4,
    contrato: `CT-${index % 4}`,
    contratoId: `ct-${index % 4}`,
    setor: `Setor ${index % 3}`,
    tipoGas: CHARGES[index % CHARGES.length][0],
    cargaGasKg: CHARGES[index % CHARGES.length][1],
    periodicidade: PERIODICITIES[index % PERIODICITIES.length],
    planoInicio: addDays(start, index % 20),
    plano: planOf(index),
    metas: TARGETS[index % 4],
  }));
}

function world(now: string) {
  const today = new Date(now);
  return { today, orders: planDemoWorld(equipmentFor(today), TECHNICIANS, today, mulberry32(7)) };
}

/**
 * Every day the plan's own calendar from its start holds up to today. A late visit moves
 * the ones after it, so the world plans at most these: the share done is measured against
 * the larger figure.
 */
function dueDays(item: DemoEquipment, today: Date) {
  const todayLocal = localDay(today);
  const days: string[] = [];
  for (let year = Number(item.planoInicio.slice(0, 4)); year <= today.getUTCFullYear(); year++) {
    const plan = { periodicidade: item.periodicidade, inicio: item.planoInicio, execucoes: [] };
    days.push(...projectPlan(plan, year).filter((day) => day <= todayLocal));
  }
  return days;
}

/** The shortest gap one step of each cadence can make (a month step clamps 31 Jan to 28 Feb). */
const SHORTEST_STEP_DAYS: Record<string, number> = {
  QZ: 14,
  MS: 28,
  BM: 59,
  TR: 89,
  SE: 181,
  AN: 365,
};

/** Calendar months one step of each monthly code takes. */
const MONTH_STEPS: Partial<Record<Periodicity, number>> = {
  MS: 1,
  BM: 2,
  TR: 3,
  QD: 4,
  SE: 6,
  AN: 12,
};
const monthOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

type Execution = DemoOrder & { fim: Date; planejada: string };
const isExecution = (order: DemoOrder): order is Execution =>
  order.planejada !== null && order.fim !== null;
const byEnd = (a: Execution, b: Execution) => a.fim.getTime() - b.fim.getTime();
const executions = (orders: DemoOrder[], item: DemoEquipment) =>
  orders.filter(isExecution).filter((order) => order.equipment.id === item.id);

// Mid-month, the first half hour of a month (local), New Year, and a month's last evening.
describe.each([
  '2026-11-23T18:00:00Z',
  '2026-03-01T03:30:00Z',
  '2027-01-02T12:00:00Z',
  '2026-07-31T23:30:00Z',
])('the demo world on %s', (now) => {
  const { today, orders } = world(now);
  const equipment = equipmentFor(today);

  it('is the same world for the same seed and day', () => {
    expect(world(now).orders).toEqual(orders);
  });

  it('plans each preventive where the grid projects it: one step after the last visit', () => {
    const elsewhere: string[] = [];
    for (const item of equipment) {
      let lastVisit: string | null = null;
      const preventives = orders
        .filter((order) => order.equipment.id === item.id && order.planejada !== null)
        .sort((a, b) => String(a.planejada).localeCompare(String(b.planejada)));
      for (const order of preventives) {
        const day = String(order.planejada);
        const plan = {
          periodicidade: item.periodicidade,
          inicio: item.planoInicio,
          execucoes: lastVisit ? [lastVisit] : [],
        };
        if (!projectPlan(plan, Number(day.slice(0, 4))).includes(day)) {
          elsewhere.push(`${item.codigo} (${item.periodicidade}) ${day} after ${lastVisit}`);
        }
        if (order.fim) lastVisit = localDay(order.fim);
      }
    }
    expect(elsewhere).toEqual([]);
  });

  it('executes each plan within its cadence: never two visits closer than one step', () => {
    const tooClose: string[] = [];
    for (const item of equipment) {
      const days = executions(orders, item)
        .map((order) => Date.parse(localDay(order.fim)) / 86_400_000)
        .sort((a, b) => a - b);
      for (let index = 1; index < days.length; index++) {
        const gap = days[index] - days[index - 1];
        if (gap < SHORTEST_STEP_DAYS[item.periodicidade]) {
          tooClose.push(`${item.codigo} (${item.periodicidade}): ${gap} days`);
        }
      }
      // So a year holds at most as many visits as steps fit in it.
      const perYear = new Map<string, number>();
      for (const order of executions(orders, item)) {
        const year = localDay(order.fim).slice(0, 4);
        perYear.set(year, (perYear.get(year) ?? 0) + 1);
      }
      const most = Math.ceil(366 / SHORTEST_STEP_DAYS[item.periodicidade]);
      for (const [year, count] of perYear) {
        if (count > most) tooClose.push(`${item.codigo} (${item.periodicidade}) ${year}: ${count}`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('answers at each visit only the activities due: none before its next step from its last execution', () => {
    const early: string[] = [];
    for (const item of equipment) {
      const last = new Map<string, string>();
      for (const order of executions(orders, item).sort(byEnd)) {
        const day = localDay(order.fim);
        for (const answer of order.checklist) {
          const activity = item.plano.find((one) => one.atividadeId === answer.atividadeId)!;
          expect(answer.item).toBe(activity.descricao);
          const previous = last.get(answer.atividadeId);
          const earliest = previous
            ? monthOf(previous) + MONTH_STEPS[activity.periodicidade]!
            : monthOf(item.planoInicio);
          if (monthOf(day) < earliest)
            early.push(
              `${item.codigo} (${item.periodicidade}) ${activity.componente} ${day} after ${previous}`,
            );
          last.set(answer.atividadeId, day);
        }
      }
    }
    expect(early).toEqual([]);
  });

  it('asks a monthly unit’s monthly activities at every visit, but for the few a visit leaves undone', () => {
    let asked = 0;
    let answered = 0;
    for (const item of equipment.filter((unit) => unit.periodicidade === 'MS')) {
      const monthly = item.plano.filter((activity) => activity.periodicidade === 'MS');
      for (const order of executions(orders, item)) {
        asked += monthly.length;
        answered += order.checklist.filter((answer) =>
          monthly.some((activity) => activity.atividadeId === answer.atividadeId),
        ).length;
      }
    }
    expect(asked).toBeGreaterThan(300);
    expect(answered / asked).toBeGreaterThan(0.97);
    expect(answered).toBeLessThan(asked);
  });

  it('does a half-yearly unit’s monthly activities only at its visits: the months between are missed', () => {
    const halfYearly = equipment.filter((unit) => unit.periodicidade === 'SE');
    expect(halfYearly.length).toBeGreaterThan(0);
    const thisMonth = monthOf(localDay(today));
    let done = 0;
    for (const item of halfYearly) {
      const filters = item.plano[0];
      const months = new Set(
        executions(orders, item)
          .filter((order) =>
            order.checklist.some((answer) => answer.atividadeId === filters.atividadeId),
          )
          .map((order) => monthOf(localDay(order.fim))),
      );
      // A year of monthly filter cleaning due, two or three months of it done.
      expect(thisMonth - monthOf(item.planoInicio)).toBeGreaterThanOrEqual(11);
      expect(months.size).toBeLessThanOrEqual(3);
      done += months.size;
    }
    expect(done).toBeGreaterThan(0);
  });

  it('carries on each preventive the activities due at its visit, and answers only those, all but one at most', () => {
    const preventives = orders.filter((order) => order.tipo === 'PREVENTIVA');
    for (const order of preventives) {
      // A fortnightly visit finds the monthly activities of this plan done at the one before.
      if (order.equipment.periodicidade !== 'QZ')
        expect(order.atividades.length).toBeGreaterThan(0);
      for (const answer of order.checklist) expect(order.atividades).toContain(answer.atividadeId);
      if (order.status === 'CONCLUIDA')
        expect(order.atividades.length - order.checklist.length).toBeLessThanOrEqual(1);
      else expect(order.checklist).toEqual([]);
    }
    for (const order of orders.filter((one) => one.tipo !== 'PREVENTIVA'))
      expect(order.atividades).toEqual([]);
  });

  it('finds most activities conforming, and says what it found on each one that is not', () => {
    const answers = orders.flatMap((order) => order.checklist);
    const failing = answers.filter((answer) => !answer.conforme);
    expect(failing.length / answers.length).toBeGreaterThan(0.005);
    expect(failing.length / answers.length).toBeLessThan(0.05);
    for (const answer of failing) expect(answer.observacao).toMatch(/\w{4,}/);
    for (const answer of answers.filter((one) => one.conforme))
      expect(answer.observacao).toBeNull();
    // Only finished preventives answer.
    for (const order of orders.filter((one) => one.checklist.length > 0)) {
      expect(order.tipo).toBe('PREVENTIVA');
      expect(order.status).toBe('CONCLUIDA');
    }
  });

  it('misses a few preventives and does some late, but most on time', () => {
    const due = equipment.reduce((sum, item) => sum + dueDays(item, today).length, 0);
    const done = orders.filter(isExecution);
    const late = done.filter(
      (order) => Date.parse(localDay(order.fim)) - Date.parse(order.planejada) > 5 * 86_400_000,
    );
    expect(done.length / due).toBeGreaterThan(0.8);
    expect(done.length / due).toBeLessThan(0.97);
    expect(late.length / done.length).toBeGreaterThan(0.03);
    expect(late.length / done.length).toBeLessThan(0.2);
  });

  it('attends most calls within both contract targets; the few late ones say why', () => {
    const HOUR = 3_600_000;
    const calls = orders.filter(
      (order) =>
        order.tipo === 'CORRETIVA' &&
        order.status === 'CONCLUIDA' &&
        order.equipment.metas.atendimentoHoras !== null,
    );
    const met = (order: DemoOrder) =>
      order.inicio!.getTime() - order.abertura.getTime() <=
        order.equipment.metas.atendimentoHoras! * HOUR &&
      order.fim!.getTime() - order.abertura.getTime() <= order.equipment.metas.solucaoHoras! * HOUR;
    const late = calls.filter((order) => !met(order));
    expect(calls.length).toBeGreaterThan(100);
    expect(late.length / calls.length).toBeGreaterThan(0.02);
    expect(late.length / calls.length).toBeLessThan(0.15);
    for (const order of late) expect(order.descricao).toContain('(fora do prazo: ');
    for (const order of calls.filter(met)) expect(order.descricao).not.toContain('fora do prazo');
    expect(orders.filter((order) => order.tipo === 'CORRETIVA' && order.agendadaPara)).toEqual([]);
  });

  it('schedules every preventive and starts most within the 60 min tolerance, the late ones with a reason', () => {
    const preventives = orders.filter((order) => order.tipo === 'PREVENTIVA');
    expect(preventives.every((order) => order.agendadaPara !== null)).toBe(true);
    const started = preventives.filter((order) => order.inicio && order.status === 'CONCLUIDA');
    const late = started.filter(
      (order) => order.inicio!.getTime() - order.agendadaPara!.getTime() > 60 * 60_000,
    );
    expect(late.length / started.length).toBeGreaterThan(0.01);
    expect(late.length / started.length).toBeLessThan(0.12);
    for (const order of late) expect(order.descricao).toContain('(início após a tolerância: ');
  });

  it('names the lead allocation as the technician of every attended order', () => {
    const attended = orders.filter((order) => order.inicio);
    expect(attended.length).toBeGreaterThan(500);
    for (const order of attended) {
      expect(order.tecnico).not.toBeNull();
      expect(order.equipe[0]).toBe(order.tecnico);
    }
  });

  it('keeps times in order and nothing after now', () => {
    for (const order of orders) {
      expect(order.abertura.getTime()).toBeLessThanOrEqual(today.getTime());
      if (order.inicio) expect(order.inicio >= order.abertura).toBe(true);
      if (order.fim) expect(order.inicio !== null && order.fim >= order.inicio).toBe(true);
      if (order.fim) expect(order.fim.getTime()).toBeLessThanOrEqual(today.getTime());
      expect(order.status === 'CONCLUIDA').toBe(order.fim !== null);
    }
  });

  it('has open, in-progress and cancelled orders this month', () => {
    const month = localDay(today).slice(0, 7);
    const thisMonth = orders.filter((order) => localDay(order.abertura).startsWith(month));
    const statuses = new Set(thisMonth.map((order) => order.status));
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining(['ABERTA', 'CANCELADA', 'EM_ATENDIMENTO']),
    );
  });

  it('records refrigerant only on units with gas, always less than their full charge', () => {
    const events = orders.flatMap((order) =>
      order.fluido.map((event) => ({ ...event, equipment: order.equipment })),
    );
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(event.equipment.tipoGas).not.toBeNull();
      expect(event.quantidadeKg).toBeGreaterThan(0);
      expect(event.quantidadeKg).toBeLessThan(event.equipment.cargaGasKg ?? 0);
    }
    expect(new Set(events.map((event) => event.tipoEvento))).toEqual(
      new Set(['RECARGA', 'RETIRADA', 'VAZAMENTO']),
    );
  });

  it('passes the capture checks: only the one event the demo means is flagged, and it says so', () => {
    const flagged: string[] = [];
    const byUnitAndDay = new Map<
      string,
      Array<{ tipoGas: string; tipoEvento: 'RECARGA' | 'RETIRADA' | 'VAZAMENTO'; kg: number }>
    >();
    for (const order of orders) {
      const day = localDay(order.fim ?? order.abertura);
      const window = { codigo: order.codigo, from: localDay(order.abertura), to: day };
      for (const event of order.fluido) {
        const key = `${order.equipment.id} ${day}`;
        const sameDay = byUnitAndDay.get(key) ?? [];
        const flags = captureFlags({
          kind: event.tipoEvento,
          gas: order.equipment.tipoGas ?? '',
          kg: event.quantidadeKg,
          day,
          chargeKg: order.equipment.cargaGasKg,
          order: window,
          sameDay,
        });
        if (flags.length > 0) {
          expect(event.proposital).toMatch(/^Demonstração: /);
          expect(flags.map((flag) => flag.codigo)).toEqual(['DUPLICATA_PROVAVEL']);
          flagged.push(event.id);
        } else expect(event.proposital).toBeUndefined();
        byUnitAndDay.set(key, [
          ...sameDay,
          {
            tipoGas: order.equipment.tipoGas ?? '',
            tipoEvento: event.tipoEvento,
            kg: event.quantidadeKg,
          },
        ]);
      }
    }
    expect(flagged).toHaveLength(1);
  });

  it('records where every withdrawn charge went, in which cylinder', () => {
    const withdrawals = orders.flatMap((order) =>
      order.fluido.filter((event) => event.tipoEvento === 'RETIRADA'),
    );
    expect(withdrawals.length).toBeGreaterThan(0);
    for (const event of withdrawals) {
      expect(['REUTILIZADO_NO_LOCAL', 'REGENERACAO', 'DESTRUICAO']).toContain(event.destino);
      expect(event.cilindro).toMatch(/^CIL-\d{3}$/);
      if (event.destino !== 'REUTILIZADO_NO_LOCAL') expect(event.certificado).toBeTruthy();
    }
  });

  it('flags only the units that really leak: by the EPA rolling average, a few above 10 %, each with repeated gas calls', () => {
    const recharges = orders.flatMap((order) =>
      order.fluido
        .filter((event) => event.tipoEvento === 'RECARGA')
        .map((event) => ({
          equipment: order.equipment,
          day: localDay(order.fim ?? order.abertura),
          kg: event.quantidadeKg,
        })),
    );
    const flagged = equipment.filter((item) => {
      const own = recharges.filter((recharge) => recharge.equipment.id === item.id);
      return own.some((recharge) => {
        const from = addDays(recharge.day, -364);
        const kg = own
          .filter((other) => other.day >= from && other.day <= recharge.day)
          .reduce((sum, other) => sum + other.kg, 0);
        return (100 * kg) / (item.cargaGasKg ?? Infinity) > 10;
      });
    });
    expect(flagged.length).toBeGreaterThanOrEqual(1);
    expect(flagged.length).toBeLessThanOrEqual(3);
    for (const item of flagged) {
      const gasCalls = orders.filter(
        (order) => order.equipment.id === item.id && order.fluido.length > 0,
      ).length;
      expect(gasCalls).toBeGreaterThanOrEqual(2);
    }
    // …and some sound units with a top-up show within the limit.
    expect(new Set(recharges.map((recharge) => recharge.equipment.id)).size).toBeGreaterThan(
      flagged.length,
    );
  });

  it('has a few units that keep failing: two correctives in the 30 days before a month ends', () => {
    const monthEnd = Date.parse(`${localDay(today).slice(0, 7)}-01T03:00:00Z`);
    const byUnit = new Map<string, number>();
    for (const order of orders) {
      const opened = order.abertura.getTime();
      if (order.tipo !== 'CORRETIVA' || opened >= monthEnd || opened < monthEnd - 30 * 86_400_000) {
        continue;
      }
      byUnit.set(order.equipment.id, (byUnit.get(order.equipment.id) ?? 0) + 1);
    }
    const recurrent = [...byUnit.values()].filter((count) => count >= 2).length;
    expect(recurrent).toBeGreaterThanOrEqual(1);
    expect(recurrent).toBeLessThanOrEqual(8);
  });
});
