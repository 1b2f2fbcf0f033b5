import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APP_ORDER_CODE_PREFIX,
  type CorrectiveProposal,
  type DispatchAgenda,
  type DispatchTriage,
  type OpenedCorrective,
  type OrderRescheduling,
  type GeneratePreventiveOrdersResult,
  type OrderAction,
  orderActionAllowed,
  ORDER_STATE_LABELS,
  type OrderPriority,
  type OrderState,
  type Page,
  PERIODICITIES,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
  formatDay,
  isPastLocal,
  type LocalDayTime,
  localDate,
  localDayTime,
} from '@campo/contracts';
import {
  type PageRequest,
  searchPattern,
  type SessionPrincipal,
  WebhookEmitter,
} from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { ActivityPlanService } from '../activity-plans/activity-plan.service';
import { CauseService } from '../causes/cause.service';
import { CompanyParametersRepository } from '../company-parameters/company-parameters.repository';
import { fieldServiceError } from '../common/field-service-errors';
import { addDays } from '../common/local-date';
import { orderClosedEvent, orderEvent } from '../common/webhook-events';
import { CorrectiveProposalRepository } from '../corrective-proposals/corrective-proposal.repository';
import { FluidRepository } from '../fluid/fluid.repository';
import { ScheduleService } from '../schedule/schedule.service';
import type {
  AssignTechnicianDto,
  CancelOrderDto,
  CloseOrderDto,
  CreateServiceOrderDto,
  DispatchQueryDto,
  DispatchTriageQueryDto,
  RescheduleDto,
  ScheduleOrderDto,
  ServiceOrderListQueryDto,
} from './service-order.dto';
import { OrderTransitionHooks } from './order-transition-hooks';
import { type PreventiveVisit, preventiveVisits } from './preventive-visits';
import { type LockedOrder, ServiceOrderRepository } from './service-order.repository';

export const orderNotFound = () =>
  fieldServiceError('ORDEM_NAO_ENCONTRADA', 'Ordem de serviço não encontrada.');

export const allocationNotFound = () =>
  fieldServiceError('ALOCACAO_NAO_ENCONTRADA', 'Alocação não encontrada nesta ordem de serviço.');

/**
 * An order is scheduled for a time still ahead: a time the clock has reached would book a
 * visit nobody can make and tell the client a time already gone (422 HORARIO_PASSADO).
 */
function refusePast(at: LocalDayTime, timeZone: string, field: string, now = new Date()) {
  if (!isPastLocal(at, now, timeZone)) return;
  const current = localDayTime(now, timeZone);
  throw fieldServiceError(
    'HORARIO_PASSADO',
    `${formatDay(at.dia)} às ${at.hora} já passou (agora são ${current.hora} de ${formatDay(current.dia)}): escolha um horário futuro.`,
    { detalhes: [`${field}: horário no passado`] },
  );
}

/** Who acts and in which company and time zone. */
type Actor = Pick<SessionPrincipal, 'companyId' | 'timeZone' | 'userId'>;

/** Actions that change the order's state: only on orders opened in the app (an ERP's are the ERP's). */
const STATE_ACTIONS: ReadonlySet<OrderAction> = new Set(['iniciar', 'concluir', 'cancelar']);

/**
 * Service orders opened, dispatched and closed in the app, and preventive orders
 * generated from the units' activity plans. Every change runs in a transaction that first locks the
 * order, checks the action against `ORDER_ACTIONS` (409 TRANSICAO_INVALIDA otherwise)
 * and records the transition in `ordem_servico_evento`.
 */
@Injectable()
export class ServiceOrderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: ServiceOrderRepository,
    private readonly schedule: ScheduleService,
    private readonly fluids: FluidRepository,
    private readonly webhooks: WebhookEmitter,
    private readonly proposals: CorrectiveProposalRepository,
    private readonly causes: CauseService,
    private readonly hooks: OrderTransitionHooks,
    private readonly parameters: CompanyParametersRepository,
    private readonly activities: ActivityPlanService,
  ) {}

  async list(
    scope: Actor,
    query: ServiceOrderListQueryDto,
    page: PageRequest,
  ): Promise<Page<ServiceOrderSummary>> {
    const { itens, total } = await this.orders.list(
      scope,
      {
        situacao: query.situacao ?? null,
        tecnicoId: query.tecnicoId ?? null,
        contratoId: query.contratoId ?? null,
        desde: query.desde ?? null,
        ate: query.ate ?? null,
        resultado: query.resultado ?? null,
        busca: searchPattern(query.busca) ?? null,
        ordem: query.ordem ?? 'recentes',
      },
      page,
    );
    return { itens, total, ...page };
  }

  async get(scope: Actor, id: string): Promise<ServiceOrderDetail> {
    const [
      order,
      alocacoes,
      historico,
      registrosApp,
      checklist,
      atividades,
      fluidos,
      origemCorretiva,
      cause,
    ] = await Promise.all([
      this.orders.find(scope, id),
      this.orders.allocations(scope.companyId, id),
      this.orders.events(scope.companyId, id),
      this.orders.appRecords(scope.companyId, id),
      this.orders.checklist(scope.companyId, id),
      this.orders.carriedActivities(scope.companyId, id),
      this.fluids.ofOrder(scope.companyId, id),
      this.proposals.originOf(scope.companyId, id),
      this.causes.ofOrder(scope.companyId, id),
    ]);
    if (!order) throw orderNotFound();
    return {
      ...order,
      ...cause,
      alocacoes,
      historico,
      registrosApp,
      checklist,
      atividades,
      fluidos,
      origemCorretiva,
    };
  }

  /** The unassigned open orders by priority, then due time (the one definition), filtered. */
  async triage(scope: Actor, query: DispatchTriageQueryDto): Promise<DispatchTriage> {
    const itens = await this.orders.triage(scope, {
      prioridade: query.prioridade ?? null,
      contratoId: query.contratoId ?? null,
      tipo: query.tipo ?? null,
    });
    return { itens };
  }

  async dispatch(scope: Actor, query: DispatchQueryDto, now = new Date()): Promise<DispatchAgenda> {
    const first = query.inicio ?? localDate(now, scope.timeZone);
    const dias = Array.from({ length: query.dias ?? 7 }, (_, index) => addDays(first, index));
    const [tecnicos, ordens, parameters] = await Promise.all([
      this.orders.technicians(scope.companyId),
      this.orders.open(scope, dias[dias.length - 1]),
      this.parameters.read(scope.companyId),
    ]);
    return { dias, tecnicos, ordens, horarios: parameters.horariosAgenda };
  }

  technicians(companyId: string) {
    return this.orders.technicians(companyId);
  }

  /** Opens an order for an equipment, under the equipment's contract, with the next app code. */
  async create(
    actor: Actor,
    dto: CreateServiceOrderDto,
    now = new Date(),
  ): Promise<ServiceOrderDetail> {
    const opened = await this.dataSource.transaction((manager) =>
      this.createWithin(actor, dto, manager, now),
    );
    return this.get(actor, opened.ordemId);
  }

  /** Opens the order inside the caller's transaction: recorded, and `ordem.aberta` emitted. */
  async createWithin(
    actor: Actor,
    dto: CreateServiceOrderDto,
    manager: EntityManager,
    now = new Date(),
  ): Promise<OpenedCorrective> {
    const equipment = await this.orders.equipment(actor.companyId, dto.equipamentoId, manager);
    if (!equipment) {
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.', {
        detalhes: ['equipamentoId: equipamento não encontrado'],
      });
    }
    const opened = await this.openWithin(
      actor,
      {
        contrato: { id: equipment.contratoId, codigo: equipment.contrato },
        equipamento: { id: equipment.id, codigo: equipment.codigo },
        tipo: dto.tipo,
        descricao: dto.descricao,
        prioridade: dto.prioridade ?? null,
        agendadaPara: dto.agendadaPara ?? null,
      },
      manager,
      now,
    );
    return { ordemId: opened.id, codigo: opened.codigo };
  }

  /**
   * Opens the corrective a failed checklist item proposes, for the source order's unit,
   * with the item and its note, and records the decision (linking both orders). Null when
   * the proposal was decided meanwhile.
   */
  async openProposed(
    actor: Actor,
    proposal: CorrectiveProposal,
    manager: EntityManager,
  ): Promise<OpenedCorrective | null> {
    const decided = await this.proposals.decide(
      actor.companyId,
      proposal,
      { decisao: 'aberta', userId: actor.userId },
      manager,
    );
    if (!decided) return null;
    const opened = await this.createWithin(
      actor,
      {
        equipamentoId: proposal.equipamento.id,
        tipo: 'CORRETIVA',
        descricao: correctiveDescription(proposal),
      },
      manager,
    );
    await this.proposals.link(actor.companyId, proposal, opened.ordemId, manager);
    return opened;
  }

  /**
   * Opens an order inside the caller's transaction: the next app code, the opening
   * transition and the `ordem.aberta` webhook; a preventive for a unit carries the
   * activities due at its day (scheduled, else today). The equipment may be absent (a call
   * about a room); the contract never is.
   */
  async openWithin(
    actor: Actor,
    order: {
      contrato: { id: string; codigo: string };
      equipamento: { id: string; codigo: string } | null;
      tipo: string;
      descricao: string;
      prioridade: OrderPriority | null;
      agendadaPara: string | null;
    },
    manager: EntityManager,
    now = new Date(),
  ): Promise<{ id: string; codigo: string }> {
    const year = Number(localDate(now, actor.timeZone).slice(0, 4));
    const number = await this.orders.allocateNumbers(actor.companyId, year, 1, manager);
    const codigo = orderCode(year, number);
    const orderId = await this.orders.insert(
      actor.companyId,
      {
        codigo,
        contratoId: order.contrato.id,
        contrato: order.contrato.codigo,
        equipamentoId: order.equipamento?.id ?? null,
        equipamento: order.equipamento?.codigo ?? null,
        tipo: order.tipo,
        descricao: order.descricao,
        prioridade: order.prioridade,
        agendadaPara: order.agendadaPara,
        criadoPor: actor.userId,
      },
      manager,
    );
    await this.orders.recordEvents(
      actor.companyId,
      [orderId],
      { acao: 'abrir', de: null, para: 'ABERTA', usuarioId: actor.userId },
      manager,
    );
    if (order.tipo === 'PREVENTIVA' && order.equipamento) {
      const day = localDate(
        order.agendadaPara ? new Date(order.agendadaPara) : now,
        actor.timeZone,
      );
      const due = await this.activities.dueWithDates(actor, order.equipamento.id, day, {}, manager);
      await this.orders.carryActivities(
        actor.companyId,
        (due ?? []).map((activity) => ({
          ordemId: orderId,
          atividadeId: activity.atividadeId,
          prevista: activity.prevista,
        })),
        manager,
      );
    }
    await this.webhooks.emit(
      manager,
      actor.companyId,
      'ordem.aberta',
      orderEvent(this.webhooks, { id: orderId, codigo, tipo: order.tipo }),
    );
    return { id: orderId, codigo };
  }

  async assign(actor: Actor, id: string, dto: AssignTechnicianDto): Promise<ServiceOrderDetail> {
    if (!(await this.orders.isActiveTechnician(actor.companyId, dto.tecnicoId))) {
      throw fieldServiceError(
        'TECNICO_INVALIDO',
        'Só um usuário ativo com o papel Técnico pode ser alocado.',
        { detalhes: ['tecnicoId: não é um técnico ativo da empresa'] },
      );
    }
    return this.transition(actor, id, 'alocar', async (order, manager) => {
      const allocationId = await this.orders.allocate(actor.companyId, id, dto.tecnicoId, manager);
      if (!allocationId)
        throw fieldServiceError('TECNICO_JA_ALOCADO', 'O técnico já está alocado nesta ordem.');
      await this.orders.syncResponsible(actor.companyId, id, manager);
      return {
        para: order.situacao,
        detalhes: { tecnicoId: dto.tecnicoId, alocacaoId: allocationId },
      };
    });
  }

  async unassign(actor: Actor, id: string, allocationId: string): Promise<ServiceOrderDetail> {
    return this.transition(actor, id, 'desalocar', async (order, manager) => {
      const removed = await this.orders.deallocate(actor.companyId, id, allocationId, manager);
      if (!removed) throw allocationNotFound();
      await this.orders.syncResponsible(actor.companyId, id, manager);
      return {
        para: order.situacao,
        detalhes: { tecnicoId: removed.tecnicoId, alocacaoId: allocationId },
      };
    });
  }

  async reschedule(actor: Actor, id: string, dto: RescheduleDto): Promise<ServiceOrderDetail> {
    if (dto.agendadaPara) {
      refusePast(
        localDayTime(new Date(dto.agendadaPara), actor.timeZone),
        actor.timeZone,
        'agendadaPara',
      );
    }
    return this.transition(actor, id, 'reagendar', async (order, manager) => {
      await this.orders.reschedule(actor.companyId, id, dto.agendadaPara, manager);
      return { para: order.situacao, detalhes: { agendadaPara: dto.agendadaPara } };
    });
  }

  /**
   * Takes the order to a technician's local day and time (the agenda's drop or its
   * dialog): the technician is allocated (and `deTecnicoId`, the one it leaves, taken
   * off unless they already started), the time set, and the history records the time and
   * technicians before and after.
   */
  async scheduleAt(actor: Actor, id: string, dto: ScheduleOrderDto): Promise<ServiceOrderDetail> {
    await this.dataSource.transaction((manager) => this.scheduleAtWithin(actor, id, dto, manager));
    return this.get(actor, id);
  }

  /** The scheduling's steps inside the caller's transaction (a request accepted and scheduled). */
  async scheduleAtWithin(
    actor: Actor,
    id: string,
    dto: ScheduleOrderDto,
    manager: EntityManager,
  ): Promise<void> {
    refusePast(dto, actor.timeZone, 'hora');
    await this.transitionWithin(
      actor,
      id,
      'reagendar',
      async (order, manager) => {
        // After the order's lock: another company's order is 404 whoever the technician is.
        if (!(await this.orders.isActiveTechnician(actor.companyId, dto.tecnicoId))) {
          throw fieldServiceError(
            'TECNICO_INVALIDO',
            'Só um usuário ativo com o papel Técnico pode ser agendado.',
            { detalhes: ['tecnicoId: não é um técnico ativo da empresa'] },
          );
        }
        const before = await this.orders.schedulingState(actor.companyId, id, manager);
        const leaving =
          dto.deTecnicoId && dto.deTecnicoId !== dto.tecnicoId
            ? before.tecnicos.find((technician) => technician.id === dto.deTecnicoId)
            : undefined;
        if (leaving?.iniciada) {
          throw fieldServiceError(
            'TECNICO_EM_ATENDIMENTO',
            `${leaving.nome} já iniciou o atendimento desta ordem: ela não pode sair da agenda dele.`,
          );
        }
        if (leaving) await this.orders.deallocate(actor.companyId, id, leaving.alocacaoId, manager);
        if (!before.tecnicos.some((technician) => technician.id === dto.tecnicoId)) {
          await this.orders.allocate(actor.companyId, id, dto.tecnicoId, manager);
        }
        await this.orders.syncResponsible(actor.companyId, id, manager);
        await this.orders.scheduleAtLocal(actor, id, dto, manager);
        const after = await this.orders.schedulingState(actor.companyId, id, manager);
        const side = (state: typeof before) => ({
          agendadaPara: state.agendadaPara?.toISOString() ?? null,
          tecnicos: state.tecnicos.map((technician) => technician.nome),
        });
        const reagendamento: OrderRescheduling = { de: side(before), para: side(after) };
        return { para: order.situacao, detalhes: { tecnicoId: dto.tecnicoId, reagendamento } };
      },
      manager,
    );
  }

  async start(actor: Actor, id: string): Promise<ServiceOrderDetail> {
    await this.dataSource.transaction((manager) => this.startWithin(actor, id, {}, manager));
    return this.get(actor, id);
  }

  /**
   * Starts the attendance inside the caller's transaction, at `at` (a time recorded in
   * the field) or now; `detalhes` go with the recorded transition.
   */
  startWithin(
    actor: Actor,
    id: string,
    options: { at?: Date; detalhes?: Record<string, unknown> },
    manager: EntityManager,
  ): Promise<void> {
    return this.transitionWithin(
      actor,
      id,
      'iniciar',
      async (_order, db) => {
        await this.orders.start(actor.companyId, id, db, options.at ?? null);
        return { para: 'EM_ATENDIMENTO', detalhes: options.detalhes };
      },
      manager,
    );
  }

  async close(actor: Actor, id: string, dto: CloseOrderDto): Promise<ServiceOrderDetail> {
    await this.dataSource.transaction(async (manager) => {
      const cause = await this.causes.read(actor.companyId, dto, manager);
      await this.closeWithin(
        actor,
        id,
        { causaRaiz: cause.texto, causaId: cause.causaId },
        manager,
      );
    });
    return this.get(actor, id);
  }

  /**
   * Closes the order inside the caller's transaction, at `at` (a time recorded in the
   * field) or now, and records the executions of the activities its checklist answered.
   */
  closeWithin(
    actor: Actor,
    id: string,
    options: {
      causaRaiz: string | null;
      /** The catalogue entry chosen; null leaves the text to be matched (or keeps the one set). */
      causaId?: string | null;
      at?: Date;
      detalhes?: Record<string, unknown>;
    },
    manager: EntityManager,
  ): Promise<void> {
    return this.transitionWithin(
      actor,
      id,
      'concluir',
      async (order, db) => {
        await this.orders.close(
          actor,
          id,
          { texto: options.causaRaiz, causaId: options.causaId ?? null },
          db,
          options.at ?? null,
        );
        await this.orders.recordActivityExecutions(actor.companyId, id, db);
        await this.webhooks.emit(
          db,
          actor.companyId,
          'ordem.concluida',
          orderClosedEvent(this.webhooks, order),
        );
        if (await this.proposals.automatic(actor.companyId, db)) {
          for (const proposal of await this.proposals.ofOrder(actor.companyId, id, db)) {
            await this.openProposed(actor, proposal, db);
          }
        }
        return { para: 'CONCLUIDA', detalhes: options.detalhes };
      },
      manager,
    );
  }

  async cancel(actor: Actor, id: string, dto: CancelOrderDto): Promise<ServiceOrderDetail> {
    return this.transition(actor, id, 'cancelar', async (_order, manager) => {
      await this.orders.cancel(actor.companyId, id, manager);
      return { para: 'CANCELADA', motivo: dto.motivo };
    });
  }

  /**
   * One order per visit the units' plans project in the month (`ScheduleService.occurrences`
   * grouped by `preventiveVisits`: one per unit and day), each carrying the activities due
   * at it. Never two for the same unit and day however often it runs: the visits that have
   * their order are skipped, and the unique index on unit and planned day settles a
   * concurrent run.
   */
  async generatePreventive(actor: Actor, month: string): Promise<GeneratePreventiveOrdersResult> {
    const occurrences = await this.schedule.occurrences(actor, month);
    const year = Number(month.slice(0, 4));
    return this.dataSource.transaction(async (manager) => {
      const periodicities = await this.orders.activityPeriodicities(
        actor.companyId,
        occurrences,
        manager,
      );
      const due = occurrences.flatMap((occurrence) => {
        const periodicidade = periodicities.get(
          `${occurrence.equipamentoId}|${occurrence.atividadeId}`,
        );
        return periodicidade ? [{ ...occurrence, periodicidade }] : [];
      });
      const planned = await this.orders.plannedDays(
        actor.companyId,
        [...new Set(due.map((occurrence) => occurrence.equipamentoId))],
        month,
        manager,
      );
      const firstPlanned = new Map<string, string>();
      for (const row of planned)
        if (!firstPlanned.has(row.equipamentoId)) firstPlanned.set(row.equipamentoId, row.data);
      const visits = preventiveVisits(due, firstPlanned);
      const taken = new Set(planned.map((row) => `${row.equipamentoId}|${row.data}`));
      const fresh = visits.filter((visit) => !taken.has(`${visit.equipamentoId}|${visit.data}`));
      const result = { mes: month, planejadas: visits.length, criadas: 0, existentes: 0 };
      if (fresh.length > 0) {
        const firstNumber = await this.orders.allocateNumbers(
          actor.companyId,
          year,
          fresh.length,
          manager,
        );
        const created = await this.orders.insertPreventive(
          actor,
          fresh.map((visit) => ({ ...visit, descricao: preventiveDescription(visit) })),
          { year, firstNumber },
          actor.userId,
          manager,
        );
        const byVisit = new Map(
          fresh.map((visit) => [`${visit.equipamentoId}|${visit.data}`, visit]),
        );
        await this.orders.carryActivities(
          actor.companyId,
          created.flatMap((order) =>
            byVisit.get(`${order.equipamentoId}|${order.data}`)!.atividades.map((activity) => ({
              ordemId: order.id,
              atividadeId: activity.atividadeId,
              prevista: activity.prevista,
            })),
          ),
          manager,
        );
        await this.orders.recordEvents(
          actor.companyId,
          created.map((order) => order.id),
          {
            acao: 'abrir',
            de: null,
            para: 'ABERTA',
            usuarioId: actor.userId,
            detalhes: { mes: month },
          },
          manager,
        );
        result.criadas = created.length;
      }
      return { ...result, existentes: result.planejadas - result.criadas };
    });
  }

  /** Locks the order, checks the action against its state, applies it and records the transition. */
  private async transition(
    actor: Actor,
    id: string,
    action: OrderAction,
    apply: (
      order: LockedOrder,
      manager: EntityManager,
    ) => Promise<{ para: OrderState; motivo?: string; detalhes?: Record<string, unknown> }>,
  ): Promise<ServiceOrderDetail> {
    await this.dataSource.transaction((manager) =>
      this.transitionWithin(actor, id, action, apply, manager),
    );
    return this.get(actor, id);
  }

  /** The transition's steps, inside the caller's transaction. */
  private async transitionWithin(
    actor: Actor,
    id: string,
    action: OrderAction,
    apply: (
      order: LockedOrder,
      manager: EntityManager,
    ) => Promise<{ para: OrderState; motivo?: string; detalhes?: Record<string, unknown> }>,
    manager: EntityManager,
  ): Promise<void> {
    const order = await this.orders.lock(actor.companyId, id, manager);
    if (!order) throw orderNotFound();
    if (!orderActionAllowed(action, order.situacao)) {
      throw fieldServiceError(
        'TRANSICAO_INVALIDA',
        `Não é possível ${ACTION_VERBS[action]} uma ordem ${ORDER_STATE_LABELS[order.situacao].toLowerCase()}.`,
        { situacao: order.situacao },
      );
    }
    if (STATE_ACTIONS.has(action) && order.origem !== 'app') {
      throw fieldServiceError(
        'ORDEM_DA_INTEGRACAO',
        `A ordem ${order.codigo} veio de uma integração: a situação dela é a que o ERP envia.`,
      );
    }
    const result = await apply(order, manager);
    await this.orders.recordEvents(
      actor.companyId,
      [id],
      {
        acao: action,
        de: order.situacao,
        para: result.para,
        motivo: result.motivo ?? null,
        usuarioId: actor.userId,
        detalhes: result.detalhes,
      },
      manager,
    );
    await this.hooks.notify(
      { companyId: actor.companyId, orderId: id, action, timeZone: actor.timeZone },
      manager,
    );
  }
}

const ACTION_VERBS: Record<OrderAction, string> = {
  alocar: 'alocar técnico em',
  desalocar: 'desalocar técnico de',
  reagendar: 'reagendar',
  iniciar: 'iniciar',
  concluir: 'concluir',
  cancelar: 'cancelar',
};

/** The corrective's description: the failed item, its note and where it was found. */
function correctiveDescription(proposal: CorrectiveProposal): string {
  const note = proposal.observacao?.trim();
  return `Item não conforme na OS ${proposal.ordem.codigo}: ${proposal.item}${note ? `. Observação: ${note}` : ''}`.slice(
    0,
    4000,
  );
}

/** `Preventiva (MS, SE) planejada para 05/03/2027`: the periodicities the visit carries and its day. */
function preventiveDescription(visit: PreventiveVisit): string {
  const codes = [...new Set(visit.atividades.map((activity) => activity.periodicidade))].sort(
    (a, b) => PERIODICITIES.indexOf(a) - PERIODICITIES.indexOf(b),
  );
  const [year, month, day] = visit.data.split('-');
  return `Preventiva (${codes.join(', ')}) planejada para ${day}/${month}/${year}`;
}

/** `APP-2026-000123`: the reserved prefix, the local year and the company's yearly number. */
export function orderCode(year: number, number: number): string {
  return `${APP_ORDER_CODE_PREFIX}${year}-${String(number).padStart(6, '0')}`;
}
