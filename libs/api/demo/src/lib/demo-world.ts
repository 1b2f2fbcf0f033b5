import { createHash } from 'node:crypto';
import type { UnitPlanActivity } from '@campo/contracts';
import { dueActivities, projectPlan, type Periodicity, toleranceDays } from '@campo/field-service';

/**
 * The demo company's year of field service, made by rules rather than dice: a pure
 * function of the equipment, the technicians, today and a seeded generator, so the
 * same seed gives the same world on every machine. The seeding code only stores it.
 *
 * - Preventive visits follow each unit's visit cadence (its contract's `periodicidade`)
 *   from its plan's start, done a few days after the planned date; about 7 % are missed
 *   (the recent ones stay open) and about 10 % are done one to three weeks late.
 * - A finished visit answers the activities of the unit's plan due at it, by the
 *   checklist's own rule (`dueActivities`), so an activity more frequent than the visits
 *   is done late or missed, as the product shows. About 2 % of the answers are not
 *   conforming, each with what was found; about 4 % of the visits leave one due activity
 *   undone (the room in use, no access to the outdoor unit), asked again at the next visit.
 * - Preventive orders are scheduled (`agendadaPara`) for the day and hour of the visit (a
 *   visit done on another day was rescheduled to it); the technician arrives within the
 *   company's 60 min tolerance, except about 6 % who start later, each with its reason.
 * - Corrective orders arrive at random over the year, weighted so that a few units fail
 *   again and again (recurrent equipment): three that leak refrigerant and one with a
 *   bad control board. About 92 % are attended and solved within the contract's targets
 *   (a competent company); the rest miss one, each with the reason in its description.
 * - The order's technician is its lead allocation; each contract has a regular
 *   technician who takes most of its visits.
 * - This month has open, in-progress and cancelled orders, as a real month does.
 * - Refrigerant events come from the orders that would cause them: recharges after
 *   "Falta de gás" correctives (large on the leaking units, small on the rest), a
 *   recorded leak when a coil leak is found, and a withdrawal when a compressor is
 *   replaced. Every quantity is below the unit's full charge.
 */
export interface DemoEquipment {
  id: string;
  codigo: string;
  contratoIndex: number;
  contrato: string;
  contratoId: string;
  setor: string;
  tipoGas: string | null;
  cargaGasKg: number | null;
  /** The unit's visit cadence (the contract's, as ingested). */
  periodicidade: Periodicity;
  /** The plan's start, `YYYY-MM-DD`. */
  planoInicio: string;
  /** The unit's activity plan (view `plano_atividade`), in its order. */
  plano: UnitPlanActivity[];
  /** The contract's SLA targets in hours (null: none). */
  metas: { atendimentoHoras: number | null; solucaoHoras: number | null };
}

export interface DemoTechnician {
  id: string;
  email: string;
}

export type OrderStatus = 'ABERTA' | 'EM_ATENDIMENTO' | 'CONCLUIDA' | 'CANCELADA';
export type OrderKind = 'PREVENTIVA' | 'CORRETIVA' | 'OUTRO';

export interface DemoOrder {
  codigo: string;
  equipment: DemoEquipment;
  tipo: OrderKind;
  status: OrderStatus;
  descricao: string;
  abertura: Date;
  /** The visit's booked time (scheduled orders); null for calls. */
  agendadaPara: Date | null;
  inicio: Date | null;
  fim: Date | null;
  causaRaiz: string | null;
  /** The lead technician (assigned; the first allocation when attended). */
  tecnico: DemoTechnician | null;
  /** Everyone who attended, lead first. */
  equipe: DemoTechnician[];
  km: number;
  /** Planned date of the preventive this order carries out. */
  planejada: string | null;
  /** A preventive's activities (ids), those of the unit's plan due at its visit: what its checklist asks. */
  atividades: string[];
  /** A finished preventive's answers: one per activity of the plan executed at the visit. */
  checklist: Array<{
    item: string;
    atividadeId: string;
    conforme: boolean;
    observacao: string | null;
  }>;
  fluido: Array<{
    id: string;
    tipoEvento: 'RECARGA' | 'RETIRADA' | 'VAZAMENTO';
    quantidadeKg: number;
    /** Withdrawals: where the recovered gas went, its cylinder and certificate. */
    destino?: 'REUTILIZADO_NO_LOCAL' | 'REGENERACAO' | 'DESTRUICAO';
    cilindro?: string;
    certificado?: string | null;
    /**
     * Set on the one event the demo means to be flagged at capture (a copy typed twice),
     * saying so, so the review list has something to show. Every other event passes the
     * capture checks.
     */
    proposital?: string;
  }>;
}

/** Where the charge recovered before a compressor replacement went, in turn. */
const RECOVERY_PLAN = [
  { destino: 'REUTILIZADO_NO_LOCAL', certificado: null },
  { destino: 'REGENERACAO', certificado: 'REG' },
  { destino: 'DESTRUICAO', certificado: 'CD' },
] as const;

/** Fixed offset of the demo company's zone (America/Sao_Paulo has had no DST since 2019). */
const UTC_OFFSET_HOURS = -3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MISSED = 0.07;
const LATE = 0.1;
/** A late preventive is done past its tolerance, at most this many days after its planned date. */
export const LONGEST_SLIP_DAYS = 20;
const CORRECTIVES_PER_YEAR = 240;
/** Share of calls that miss a contract target, and of scheduled visits started past the tolerance. */
const LATE_CALLS = 0.08;
const LATE_STARTS = 0.06;
/** The company's punctuality tolerance (the default setting), in minutes. */
const TOLERANCE_MINUTES = 60;
const LATE_RESPONSE_REASONS = [
  'técnico deslocado para um chamado urgente em outro cliente',
  'acesso à área liberado só após a troca de plantão',
  'trânsito interrompido na marginal',
];
const LATE_SOLUTION_REASONS = [
  'aguardando peça do fornecedor',
  'reparo exigiu parada programada do setor',
];
const LATE_START_REASONS = [
  'visita anterior se estendeu',
  'aguardando liberação da portaria',
  'trânsito interrompido na marginal',
];
const CANCELLED = 0.03;
const OPEN_THIS_MONTH = 2;
const IN_PROGRESS_THIS_MONTH = 3;
const CANCELLED_THIS_MONTH = 2;
const CANCEL_REASONS = [
  'chamado em duplicidade',
  'cliente resolveu no local',
  'fora do escopo do contrato',
];

/** Share of activity answers not conforming, and of visits that leave one due activity undone. */
const NON_CONFORMING = 0.02;
const SKIPPED_ACTIVITY = 0.04;

/** What a technician finds on a component that does not meet its criterion. */
const FINDINGS: Record<string, string> = {
  'Filtros de ar': 'Filtro saturado, substituído',
  'Bandeja de condensado': 'Bandeja com lodo e corrosão inicial; lavada e desinfetada',
  Dreno: 'Dreno com lodo, desobstruído',
  'Gabinete e aletas': 'Aleta direcional quebrada, peça solicitada',
  'Serpentina do evaporador': 'Serpentina com incrustação, agendada limpeza química',
  'Ventilador (turbina)': 'Ruído no rolamento da turbina, troca agendada',
  'Compressor e ciclo': 'Corrente do compressor 12 % acima da nominal, em observação',
  'Quadro e conexões elétricas': 'Conexão com sinal de aquecimento, reapertada',
  Condensadora: 'Serpentina do condensador obstruída por folhas, lavada',
  'Fluido refrigerante': 'Sinal de óleo na porca da linha de sucção, reapertada e testada',
  'Isolamento das linhas': 'Isolamento ressecado em 1 m da linha de sucção, substituído',
  'Correias e polias': 'Correia com trincas, substituída',
  'Tomada de ar exterior': 'Tela da tomada de ar obstruída, limpa',
  'Dutos, grelhas e difusores': 'Sujidade nos difusores, higienização recomendada',
  'Pressurização da sala': 'Pressão positiva perdida com a porta aberta; damper ajustado',
};
const FINDING = 'Fora do critério de aceitação, corrigido na visita';

const COMPLAINTS = [
  'Não gela',
  'Pingando água no forro',
  'Ruído anormal na condensadora',
  'Equipamento não liga',
  'Desarmando o disjuntor',
  'Cheiro de queimado',
  'Controle remoto sem resposta',
];

/** Everyday causes and their weights; the gas ones are rare (and small) outside the leaking units. */
const COMMON_CAUSES: Array<[cause: string, weight: number, needsGas: boolean]> = [
  ['Filtro obstruído', 25, false],
  ['Dreno entupido', 25, false],
  ['Capacitor queimado', 15, false],
  ['Sensor com defeito', 12, false],
  ['Placa eletrônica', 8, false],
  ['Correia desgastada', 8, false],
  ['Falta de gás', 4, true],
  ['Vazamento na serpentina', 1, true],
];

const PERIODICITY_WORDS: Partial<Record<Periodicity, string>> = {
  QZ: 'quinzenal',
  MS: 'mensal',
  BM: 'bimestral',
  TR: 'trimestral',
  SE: 'semestral',
  AN: 'anual',
};

export function planDemoWorld(
  equipment: DemoEquipment[],
  technicians: DemoTechnician[],
  today: Date,
  random: () => number,
): DemoOrder[] {
  const world = new WorldClock(today);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + random() * (high - low);
  const cancelled = (
    base: Pick<
      DemoOrder,
      'equipment' | 'tipo' | 'descricao' | 'abertura' | 'planejada' | 'checklist' | 'atividades'
    >,
  ): Omit<DemoOrder, 'codigo'> => ({
    ...base,
    agendadaPara: null,
    status: 'CANCELADA',
    descricao: `${base.descricao} (cancelada: ${pick(CANCEL_REASONS)})`,
    inicio: null,
    fim: null,
    causaRaiz: null,
    tecnico: null,
    equipe: [],
    km: 0,
    fluido: [],
  });

  // Each contract's regular technician takes about 70 % of its visits.
  const crewFor = (item: DemoEquipment): DemoTechnician[] => {
    const regular = technicians[item.contratoIndex % technicians.length];
    const lead = random() < 0.7 ? regular : pick(technicians);
    if (random() >= 0.2 || technicians.length < 2) return [lead];
    const helper = technicians[(technicians.indexOf(lead) + 1) % technicians.length];
    return [lead, helper];
  };

  const withGas = equipment.filter((item) => item.tipoGas && item.cargaGasKg);
  const leakers = new Set(pickDistinct(withGas, 3, random));
  const badBoard = pick(equipment.filter((item) => !leakers.has(item)));
  const orders: Array<Omit<DemoOrder, 'codigo'>> = [];

  // Preventives: each visit falls due one step after the last one done (or after the
  // missed due date), the rule the grid and the RGM's compliance project by.
  for (const item of equipment) {
    const dueAfter = (day: string, lastVisit: string | null) => {
      const plan = {
        periodicidade: item.periodicidade,
        inicio: item.planoInicio,
        execucoes: lastVisit ? [lastVisit] : [],
      };
      const year = Number(day.slice(0, 4));
      return [...projectPlan(plan, year), ...projectPlan(plan, year + 1)].find(
        (next) => next > day,
      );
    };
    const tolerance = toleranceDays({ periodicidade: item.periodicidade, cadenciaDias: null }) ?? 3;
    const onTimeSlip = Math.min(tolerance, 3);
    const lateSlip = tolerance + 1;
    const longestSlip = Math.max(lateSlip, Math.min(LONGEST_SLIP_DAYS, 3 * tolerance + 3));
    let lastVisit: string | null = null;
    // Each activity's last execution, as the checklist reads it at the next visit.
    const executed = new Map<string, string>();
    for (
      let day = dueAfter(addDays(item.planoInicio, -1), null);
      day !== undefined && day <= world.monthEnd;
      day = dueAfter(lastVisit !== null && lastVisit > day ? lastVisit : day, lastVisit)
    ) {
      const due = world.dayNumber(day);
      // Scheduled orders are opened a week ahead of the planned date.
      const opened = world.at(due - 7, 7);
      if (opened > world.now) continue;
      const base = {
        equipment: item,
        tipo: 'PREVENTIVA' as const,
        descricao: `Manutenção preventiva ${PERIODICITY_WORDS[item.periodicidade] ?? ''}`.trim(),
        abertura: opened,
        causaRaiz: null,
        planejada: day,
        fluido: [],
      };
      // Slips fit the cadence: on time is within the plan's tolerance (at most 3 days);
      // late is past it, by up to half a step (a fortnightly visit is never 3 weeks late).
      const roll = random();
      const slip =
        roll < MISSED
          ? null
          : roll < MISSED + LATE
            ? lateSlip + Math.floor(random() * (longestSlip - lateSlip + 1))
            : Math.floor(random() * (onTimeSlip + 1));
      // The visit is booked on the half hour (a missed one at 09:00); most start within the
      // tolerance, a few later. Its own generator, seeded by one draw, leaves the rest of the world as it was.
      const visit = slip === null ? null : mulberry32(Math.floor(random() * 2 ** 32));
      const booked = world.at(
        slip === null ? due : due + slip,
        visit ? 8 + Math.floor(visit() * 15) / 2 : 9,
      );
      const lateStart = visit !== null && visit() < LATE_STARTS;
      const delayMinutes = lateStart
        ? TOLERANCE_MINUTES + 5 + (visit?.() ?? 0) * 90
        : -15 + (visit?.() ?? 0) * (TOLERANCE_MINUTES - 5);
      const begun = visit && new Date(booked.getTime() + delayMinutes * 60_000);
      if (begun === null || begun > world.now) {
        // Missed long ago: nothing was ever opened. Recent or still ahead: an open order.
        if (slip === null && world.today - due > 30) continue;
        const crew = crewFor(item);
        orders.push({
          ...base,
          agendadaPara: booked,
          status: 'ABERTA',
          inicio: null,
          fim: null,
          tecnico: crew[0],
          equipe: [],
          km: 0,
          atividades: dueActivities(item.plano, executed, item.planoInicio, day).map(
            (activity) => activity.atividadeId,
          ),
          checklist: [],
        });
        continue;
      }
      const ended = new Date(begun.getTime() + between(0.75, 2.5) * HOUR);
      const crew = crewFor(item);
      const done = ended <= world.now;
      if (done && slip !== null) lastVisit = addDays(day, slip);
      // What the visit asks, the day it is made; its answers draw on a generator of their own, seeded by one draw.
      const carried = dueActivities(item.plano, executed, item.planoInicio, localDay(begun));
      const answers = mulberry32(Math.floor(random() * 2 ** 32));
      orders.push({
        ...base,
        descricao: lateStart
          ? `${base.descricao} (início após a tolerância: ${LATE_START_REASONS[Math.floor((visit?.() ?? 0) * LATE_START_REASONS.length)]})`
          : base.descricao,
        agendadaPara: booked,
        status: done ? 'CONCLUIDA' : 'EM_ATENDIMENTO',
        inicio: begun,
        fim: done ? ended : null,
        tecnico: crew[0],
        equipe: crew,
        km: Math.round(between(4, 40) * 10) / 10,
        atividades: carried.map((activity) => activity.atividadeId),
        checklist: done ? answerVisit(carried, executed, localDay(ended), answers) : [],
      });
    }
  }

  // Correctives: a year of calls, weighted towards the units that keep failing.
  const weightOf = (item: DemoEquipment) => (item === badBoard ? 5 : leakers.has(item) ? 3 : 1);
  const totalWeight = equipment.reduce((sum, item) => sum + weightOf(item), 0);
  const drawEquipment = () => {
    let ticket = random() * totalWeight;
    for (const item of equipment) {
      ticket -= weightOf(item);
      if (ticket < 0) return item;
    }
    return equipment[equipment.length - 1];
  };
  const causeFor = (item: DemoEquipment) => {
    if (leakers.has(item) && random() < 0.35) {
      return random() < 0.65 ? 'Falta de gás' : 'Vazamento na serpentina';
    }
    if (item === badBoard && random() < 0.75) {
      return random() < 0.7 ? 'Placa eletrônica' : 'Sensor com defeito';
    }
    const causes = COMMON_CAUSES.filter(([, , needsGas]) => !needsGas || item.tipoGas);
    let ticket = random() * causes.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [cause, weight] of causes) {
      ticket -= weight;
      if (ticket < 0) return cause;
    }
    return causes[0][0];
  };
  for (let index = 0; index < CORRECTIVES_PER_YEAR; index++) {
    const item = drawEquipment();
    const day = world.today - Math.floor(random() * 365);
    const opened = world.at(day, between(8, 17));
    if (opened > world.now) continue;
    const cause = causeFor(item);
    const base = {
      equipment: item,
      tipo: 'CORRETIVA' as const,
      descricao: pick(COMPLAINTS),
      abertura: opened,
      agendadaPara: null,
      planejada: null,
      checklist: [],
      atividades: [],
    };
    if (random() < CANCELLED) {
      orders.push(cancelled(base));
      continue;
    }
    // Three draws, as before the targets shaped the times: the world's other rolls stay put.
    const { begun, ended, lateReason } = callTimes(
      item.metas,
      opened,
      mulberry32(Math.floor(random() * 2 ** 32) ^ Math.floor(random() * 2 ** 32)),
    );
    random();
    const crew = crewFor(item);
    if (begun > world.now) {
      orders.push({
        ...base,
        status: 'ABERTA',
        inicio: null,
        fim: null,
        causaRaiz: null,
        tecnico: random() < 0.5 ? crew[0] : null,
        equipe: [],
        km: 0,
        fluido: [],
      });
      continue;
    }
    const done = ended <= world.now;
    orders.push({
      ...base,
      descricao:
        done && lateReason ? `${base.descricao} (fora do prazo: ${lateReason})` : base.descricao,
      status: done ? 'CONCLUIDA' : 'EM_ATENDIMENTO',
      inicio: begun,
      fim: done ? ended : null,
      causaRaiz: done ? cause : null,
      tecnico: crew[0],
      equipe: crew,
      km: Math.round(between(4, 40) * 10) / 10,
      fluido: done ? refrigerantFor(item, cause, leakers.has(item), random) : [],
    });
  }

  // This month's board, whatever day today is: calls not yet attended, calls still
  // being worked on and calls cancelled, opened this month before now.
  const boardStart = Math.max(
    world.at(world.monthStartOf(world.today), 0).getTime(),
    world.now.getTime() - 7 * DAY,
  );
  const board: OrderStatus[] = [
    ...Array<OrderStatus>(OPEN_THIS_MONTH).fill('ABERTA'),
    ...Array<OrderStatus>(IN_PROGRESS_THIS_MONTH).fill('EM_ATENDIMENTO'),
    ...Array<OrderStatus>(CANCELLED_THIS_MONTH).fill('CANCELADA'),
  ];
  for (const status of board) {
    const item = drawEquipment();
    // A competent board: the open calls are still within their contract's targets (waiting
    // up to 70 % of the response target, in progress up to 70 % of the solution target).
    const window =
      status === 'ABERTA'
        ? 0.7 * (item.metas.atendimentoHoras ?? 2) * HOUR
        : status === 'EM_ATENDIMENTO'
          ? 0.7 * (item.metas.solucaoHoras ?? 24) * HOUR
          : Infinity;
    const span = Math.min(window, world.now.getTime() - boardStart);
    const opened = new Date(world.now.getTime() - random() * span);
    const base = {
      equipment: item,
      tipo: 'CORRETIVA' as const,
      descricao: pick(COMPLAINTS),
      abertura: opened,
      agendadaPara: null,
      planejada: null,
      checklist: [],
      atividades: [],
    };
    if (status === 'CANCELADA') {
      orders.push(cancelled(base));
      continue;
    }
    const crew = crewFor(item);
    // Attended within the response target (or soon after opening, without one) when that has come.
    const sinceOpened = world.now.getTime() - opened.getTime();
    const response = (item.metas.atendimentoHoras ?? 2) * HOUR;
    orders.push({
      ...base,
      status,
      inicio:
        status === 'EM_ATENDIMENTO'
          ? new Date(opened.getTime() + Math.min(sinceOpened, response) * between(0.2, 0.8))
          : null,
      fim: null,
      causaRaiz: null,
      tecnico: crew[0],
      equipe: status === 'EM_ATENDIMENTO' ? crew : [],
      km: status === 'EM_ATENDIMENTO' ? Math.round(between(4, 40) * 10) / 10 : 0,
      fluido: [],
    });
  }

  // Compressor replacements on a few units with gas: the charge is recovered first, into a
  // cylinder, and reused, sent to regeneration or to destruction (a burnt compressor
  // contaminates it), in turn.
  for (const [replacement, item] of pickDistinct(withGas, 5, random).entries()) {
    const recovery = RECOVERY_PLAN[replacement % RECOVERY_PLAN.length];
    const day = world.today - 5 - Math.floor(random() * 350);
    // Scheduled work (not a call): booked on the hour, started within the tolerance.
    const job = mulberry32(Math.floor(random() * 2 ** 32));
    const booked = world.at(day, 8 + Math.floor(job() * 4));
    const begun = new Date(booked.getTime() + (-10 + job() * 50) * 60_000);
    const crew = crewFor(item);
    orders.push({
      equipment: item,
      tipo: 'OUTRO',
      status: 'CONCLUIDA',
      descricao: 'Substituição do compressor',
      abertura: new Date(booked.getTime() - 2 * DAY),
      agendadaPara: booked,
      inicio: begun,
      fim: new Date(begun.getTime() + between(3, 6) * HOUR),
      causaRaiz: null,
      tecnico: crew[0],
      equipe: crew,
      km: Math.round(between(4, 40) * 10) / 10,
      planejada: null,
      checklist: [],
      atividades: [],
      fluido: [
        {
          id: uuidFrom(random),
          tipoEvento: 'RETIRADA',
          quantidadeKg: share(item.cargaGasKg ?? 0, 0.85, 0.98, random),
          destino: recovery.destino,
          cilindro: `CIL-${String(replacement + 1).padStart(3, '0')}`,
          certificado:
            recovery.certificado &&
            `${recovery.certificado}-${localDay(begun).slice(0, 4)}-${String(replacement + 1).padStart(3, '0')}`,
        },
      ],
    });
  }

  orders.sort((a, b) => a.abertura.getTime() - b.abertura.getTime());
  // The review list's example: the latest leak recorded twice, on purpose (a leak, so the
  // tCO2e and the leak rates stay as they are).
  const lastLeak = orders.findLast((order) =>
    order.fluido.some((event) => event.tipoEvento === 'VAZAMENTO'),
  );
  const leak = lastLeak?.fluido.find((event) => event.tipoEvento === 'VAZAMENTO');
  if (lastLeak && leak)
    lastLeak.fluido.push({
      ...leak,
      id: uuidFrom(random),
      proposital:
        'Demonstração: o mesmo vazamento lançado duas vezes, para a lista de revisão de fluidos.',
    });

  return orders.map((order, index) => ({
    codigo: `OS-${String(index + 1).padStart(5, '0')}`,
    ...order,
  }));
}

/**
 * A finished visit's answers to the activities it asks (`due`), conforming but for a few,
 * now and then one left undone; each answered one is recorded executed on `day`.
 */
function answerVisit(
  due: UnitPlanActivity[],
  executed: Map<string, string>,
  day: string,
  random: () => number,
): DemoOrder['checklist'] {
  const skipped =
    due.length > 1 && random() < SKIPPED_ACTIVITY ? Math.floor(random() * due.length) : -1;
  return due
    .filter((_, index) => index !== skipped)
    .map((activity) => {
      executed.set(activity.atividadeId, day);
      const conforme = random() >= NON_CONFORMING;
      return {
        item: activity.descricao,
        atividadeId: activity.atividadeId,
        conforme,
        observacao: conforme ? null : (FINDINGS[activity.componente] ?? FINDING),
      };
    });
}

/**
 * When a call is attended and solved against its contract's targets: most within both
 * (response at 15-85 % of its target, the repair within what is left of the solution
 * target); about 8 % miss one, half the response and half the solution, with a reason.
 * Without targets, attended within 0.5-4 h and repaired in 0.5-5.5 h.
 */
function callTimes(
  metas: DemoEquipment['metas'],
  opened: Date,
  random: () => number,
): { begun: Date; ended: Date; lateReason: string | null } {
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const at = (hours: number) => new Date(opened.getTime() + hours * HOUR);
  const response = metas.atendimentoHoras;
  const solution = metas.solucaoHoras;
  if (response === null || solution === null) {
    const begun = between(0.5, 4);
    return { begun: at(begun), ended: at(begun + between(0.5, 5.5)), lateReason: null };
  }
  const late = random() < LATE_CALLS;
  if (late && random() < 0.5) {
    const begun = response * between(1.1, 2);
    return {
      begun: at(begun),
      ended: at(Math.max(begun + 0.25, Math.min(begun + between(0.5, 5.5), solution * 0.95))),
      lateReason: pick(LATE_RESPONSE_REASONS),
    };
  }
  const begun = response * between(0.15, 0.85);
  if (late) {
    return {
      begun: at(begun),
      ended: at(solution * between(1.1, 1.6)),
      lateReason: pick(LATE_SOLUTION_REASONS),
    };
  }
  const repair = Math.min(between(0.5, 5.5), (solution - begun) * 0.9);
  return { begun: at(begun), ended: at(begun + repair), lateReason: null };
}

/** What a corrective puts in the refrigerant log, from its cause. */
function refrigerantFor(
  item: DemoEquipment,
  cause: string,
  leaking: boolean,
  random: () => number,
): DemoOrder['fluido'] {
  const charge = item.cargaGasKg;
  if (!item.tipoGas || !charge) return [];
  // A sound unit loses a few per cent of its charge (a top-up, a small leak fixed at once):
  // a couple in a year stay within the EPA's 10 % (rolling average), so the leak alert
  // names the leaking units only.
  if (cause === 'Falta de gás') {
    const [low, high] = leaking ? [0.1, 0.2] : [0.02, 0.05];
    return [
      {
        id: uuidFrom(random),
        tipoEvento: 'RECARGA',
        quantidadeKg: share(charge, low, high, random),
      },
    ];
  }
  if (cause === 'Vazamento na serpentina') {
    const [low, high] = leaking ? [0.1, 0.25] : [0.02, 0.05];
    const lost = share(charge, low, high, random);
    return [
      { id: uuidFrom(random), tipoEvento: 'VAZAMENTO', quantidadeKg: lost },
      { id: uuidFrom(random), tipoEvento: 'RECARGA', quantidadeKg: lost },
    ];
  }
  return [];
}

/** A share of the charge between `low` and `high`, rounded down to 10 g (always below the charge). */
function share(charge: number, low: number, high: number, random: () => number) {
  return Math.max(0.01, Math.floor(charge * (low + random() * (high - low)) * 100) / 100);
}

function pickDistinct<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return chosen;
}

/** Local days and instants of the demo company, whose zone has a fixed offset. */
class WorldClock {
  /** Local day number (days since 1970-01-01) of today. */
  readonly today: number;
  /** Last local day of the current month, `YYYY-MM-DD`. */
  readonly monthEnd: string;

  constructor(readonly now: Date) {
    this.today = Math.floor((now.getTime() + UTC_OFFSET_HOURS * HOUR) / DAY);
    const local = new Date(this.today * DAY);
    this.monthEnd = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
  }

  dayNumber(day: string) {
    return Date.parse(`${day}T00:00:00Z`) / DAY;
  }

  monthStartOf(day: number) {
    const date = new Date(day * DAY);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY;
  }

  /** The instant of a local day and hour (fractional hours allowed). */
  at(day: number, hours: number) {
    return new Date(day * DAY + (hours - UTC_OFFSET_HOURS) * HOUR);
  }
}

/** The first day of the month a year before today's: where the demo's contracts and plans start. */
export function demoYearStart(today: Date) {
  return utcDay(today.getUTCFullYear() - 1, today.getUTCMonth(), 1);
}

/** `YYYY-MM-DD` of a calendar date (month 0-11; day 0 is the last day of the month before). */
export function utcDay(year: number, monthIndex: number, day: number) {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus some days. */
export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The company's local date (the world's fixed offset) of an instant. */
export function localDay(instant: Date) {
  return new Date(instant.getTime() + UTC_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
}

/** A version-4-shaped UUID from the seeded generator (the demo stays the same on every machine). */
export function uuidFrom(random: () => number) {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(random() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A version-4-shaped UUID named by its parts (the same on every run): an MD5 of the parts
 * with the version and variant nibbles set, so the API's UUID validators accept it.
 * `namedUuidSql` is the same id computed in PostgreSQL.
 */
export function namedUuid(...parts: string[]) {
  const hex = createHash('md5').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** `namedUuid` in SQL, for a text expression of the joined parts. */
export function namedUuidSql(parts: string) {
  return `overlay(overlay(md5(${parts}) placing '4' from 13) placing '8' from 17)::uuid`;
}

/** A small, well-known seeded PRNG: the same demo on every machine. */
export function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
