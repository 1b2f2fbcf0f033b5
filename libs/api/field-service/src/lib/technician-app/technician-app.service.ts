import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import {
  type ChecklistAnswer,
  type ServiceOrderSummary,
  type TechnicianActionKind,
  type TechnicianActionResult,
  type TechnicianDay,
  type TechnicianOrder,
  type TechnicianOrderDetail,
  type TechnicianOrderWhen,
  localDate,
} from '@campo/contracts';
import { canonicalJson, type SessionPrincipal } from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { ActivityPlanService } from '../activity-plans/activity-plan.service';
import { CauseService } from '../causes/cause.service';
import { fieldServiceError } from '../common/field-service-errors';
import { FluidCylinderRepository } from '../fluid/fluid-cylinder.repository';
import { FluidRepository } from '../fluid/fluid.repository';
import { type LockedOrder, ServiceOrderRepository } from '../orders/service-order.repository';
import { orderNotFound, ServiceOrderService } from '../orders/service-order.service';
import { VisitClosingService } from '../visit-report/visit-closing.service';
import { VisitReportService } from '../visit-report/visit-report.service';
import { VisitPositionService } from '../visit-report/visit-position.service';
import { VisitSealService } from '../visit-report/visit-seal.service';
import type {
  ChecklistDto,
  FinishAttendanceDto,
  RootCauseDto,
  StartAttendanceDto,
} from './technician-app.dto';
import { checklistItems, checklistProblems, fieldTime, invalid } from './technician-app.rules';
import {
  type StoredAction,
  type TechnicianAllocationRow,
  TechnicianAppRepository,
  type TechnicianOrderContext,
} from './technician-app.repository';

type Actor = Pick<SessionPrincipal, 'companyId' | 'timeZone' | 'userId'>;

/** What a write applies, once the order is locked and known to be the technician's and open. */
type Apply = (step: {
  order: LockedOrder;
  allocation: TechnicianAllocationRow;
  manager: EntityManager;
}) => Promise<void>;

/**
 * The technician's app: the orders allocated to the signed-in technician and the writes
 * that record their attendance. Every write runs in one transaction that locks the order,
 * answers a resent action id from `tecnico_acao` (same body: the stored action; another
 * body: 409 ACAO_ID_REUTILIZADO), then refuses what changed meanwhile (cancelled,
 * reassigned, finished: 409 with a code the app keeps) and applies the action through the
 * orders service's transitions, so the RGM reads what the phone recorded.
 */
/** The day's sections in the app's order (the sort is stable: nearest first within each). */
const DAY_RANK: Record<TechnicianOrderWhen, number> = { ATRASADA: 0, HOJE: 1, PROXIMA: 2 };

@Injectable()
export class TechnicianAppService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly app: TechnicianAppRepository,
    private readonly orders: ServiceOrderRepository,
    private readonly transitions: ServiceOrderService,
    private readonly fluids: FluidRepository,
    private readonly closing: VisitClosingService,
    private readonly visits: VisitReportService,
    private readonly activities: ActivityPlanService,
    private readonly causes: CauseService,
    private readonly seals: VisitSealService,
    private readonly positions: VisitPositionService,
    private readonly cylinders: FluidCylinderRepository,
  ) {}

  /**
   * Open orders allocated to the technician: late ones first (the one definition of late, the
   * order list's badge), then those due today or before, then upcoming, nearest first; and
   * the company's active cylinders, so a gas event picks one offline.
   */
  async day(actor: Actor, now = new Date()): Promise<TechnicianDay> {
    const summaries = await this.orders.openOf(actor, actor.userId);
    const itens = await this.withContext(actor, summaries, now);
    return {
      itens: itens.sort((a, b) => DAY_RANK[a.quando] - DAY_RANK[b.quando]),
      cilindros: await this.cylinders.options(actor.companyId),
    };
  }

  /** One order allocated to the technician (any state); someone else's is 404. */
  async order(actor: Actor, id: string, now = new Date()): Promise<TechnicianOrderDetail> {
    const detail = await this.find(actor, id, now);
    if (!detail) throw orderNotFound();
    return detail;
  }

  start(actor: Actor, orderId: string, dto: StartAttendanceDto, now = new Date()) {
    const at = fieldTime(dto.em, now);
    // The position goes in the body only when sent, so an older queued start hashes as it did.
    const body = {
      em: at.toISOString(),
      km: dto.km ?? null,
      ...(dto.posicao ? { posicao: { ...dto.posicao } } : {}),
    };
    return this.record(actor, orderId, 'inicio', dto.id, body, at, async (step) => {
      const { abertura } = await this.app.times(actor.companyId, orderId, step.manager);
      if (at < abertura)
        throw invalid(`em: o início não pode ser anterior à abertura da ordem (${iso(abertura)})`);
      if (step.allocation.iniciada)
        throw fieldServiceError(
          'ATENDIMENTO_JA_INICIADO',
          'Você já iniciou o atendimento desta ordem.',
        );
      const detalhes = { tecnicoId: actor.userId, acaoId: dto.id, em: body.em, km: body.km };
      if (step.order.situacao === 'ABERTA') {
        await this.transitions.startWithin(actor, orderId, { at, detalhes }, step.manager);
      } else {
        // A second technician joins an order already in attendance: no change of state.
        await this.note(actor, step.order, 'iniciar', detalhes, step.manager);
      }
      await this.app.startAllocation(
        actor.companyId,
        step.allocation.id,
        { at, km: dto.km ?? null },
        step.manager,
      );
      await this.positions.record(
        { companyId: actor.companyId, orderId, userId: actor.userId, momento: 'CHECKIN' },
        dto.posicao,
        at,
        step.manager,
      );
    });
  }

  checklist(actor: Actor, orderId: string, dto: ChecklistDto) {
    // "Não se aplica" goes in the body only when sent, so a queued write from before it
    // existed hashes as it did (a resend answers the stored action).
    const respostas = dto.respostas.map((answer) => ({
      item: answer.item,
      conforme: answer.naoSeAplica ? true : answer.conforme!,
      observacao: answer.observacao ?? null,
      ...(answer.naoSeAplica ? { naoSeAplica: true as const } : {}),
    }));
    return this.record(actor, orderId, 'checklist', dto.id, { respostas }, null, async (step) => {
      requireAttendance(step.order);
      // After the client signed a manifest: only its answers, as listed.
      const signed = await this.seals.guardChecklist(
        actor.companyId,
        orderId,
        respostas,
        step.manager,
      );
      const { answerable } = await this.asked(actor, orderId, step.manager);
      const problems = checklistProblems(respostas, answerable);
      if (problems.length > 0) throw invalid(...problems);
      const activityOf = new Map(
        answerable.map((question) => [question.item, question.atividadeId]),
      );
      await this.app.saveAnswers(
        actor.companyId,
        orderId,
        respostas.map((answer) => ({
          ...answer,
          atividadeId: activityOf.get(answer.item) ?? null,
        })),
        step.manager,
      );
      await this.note(
        actor,
        step.order,
        'checklist',
        {
          acaoId: dto.id,
          respostas: respostas.length,
          naoConformes: respostas.filter((answer) => !answer.conforme).length,
          naoSeAplica: respostas.filter((answer) => answer.naoSeAplica).length,
        },
        step.manager,
      );
      if (signed) await this.seals.complete(actor.companyId, orderId, step.manager);
    });
  }

  rootCause(actor: Actor, orderId: string, dto: RootCauseDto) {
    const body = { causaRaiz: dto.causaRaiz ?? null, causaId: dto.causaId ?? null };
    return this.record(actor, orderId, 'causa-raiz', dto.id, body, null, async (step) => {
      requireAttendance(step.order);
      const cause = await this.causes.read(actor.companyId, dto, step.manager);
      await this.app.setRootCause(actor.companyId, orderId, cause, step.manager);
      await this.note(
        actor,
        step.order,
        'causa-raiz',
        { acaoId: dto.id, causaRaiz: cause.texto, causaId: cause.causaId },
        step.manager,
      );
    });
  }

  finish(actor: Actor, orderId: string, dto: FinishAttendanceDto, now = new Date()) {
    const at = fieldTime(dto.em, now);
    const body = {
      em: at.toISOString(),
      causaRaiz: dto.causaRaiz ?? null,
      ...(dto.causaId ? { causaId: dto.causaId } : {}),
    };
    return this.record(actor, orderId, 'fim', dto.id, body, at, async (step) => {
      requireAttendance(step.order);
      const times = await this.app.times(actor.companyId, orderId, step.manager);
      const started = step.allocation.iniciada ? step.allocation.inicio : times.inicioAtendimento;
      if (started && at < started)
        throw invalid(`em: o fim não pode ser anterior ao início do atendimento (${iso(started)})`);
      if (step.order.tipo === 'CORRETIVA' && !(dto.causaId ?? dto.causaRaiz ?? times.causaRaiz))
        throw invalid('causaRaiz: obrigatória para concluir uma ordem corretiva');
      const cause = await this.causes.read(actor.companyId, dto, step.manager);
      await this.seals.guardEnd(actor.companyId, orderId, at, step.manager);
      await this.closing.requireComplete(actor.companyId, step.order, step.manager);
      await this.transitions.closeWithin(
        actor,
        orderId,
        {
          causaRaiz: cause.texto,
          causaId: cause.causaId,
          at,
          detalhes: { tecnicoId: actor.userId, acaoId: dto.id, em: body.em },
        },
        step.manager,
      );
      await this.closing.sendReport(actor.companyId, orderId, actor.timeZone, step.manager);
    });
  }

  /**
   * One write of the app, idempotent by its client id: a resent id with the same body
   * answers the stored action (200), a new one is applied and stored (201).
   */
  private async record(
    actor: Actor,
    orderId: string,
    kind: TechnicianActionKind,
    actionId: string,
    body: Record<string, unknown>,
    at: Date | null,
    apply: Apply,
  ): Promise<{ created: boolean; result: TechnicianActionResult }> {
    const hash = createHash('sha256')
      .update(canonicalJson({ tipo: kind, ordem: orderId, ...body }))
      .digest();
    const created = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lock(actor.companyId, orderId, manager);
      if (!order) throw orderNotFound();
      const stored = await this.app.stored(actionId, manager);
      if (stored) {
        if (!sameAction(stored, actor, hash)) throw reusedId();
        return false;
      }
      const allocation = await this.app.allocation(actor.companyId, orderId, actor.userId, manager);
      if (!allocation) {
        if (await this.app.wasUnassigned(actor.companyId, orderId, actor.userId, manager))
          throw fieldServiceError(
            'ORDEM_REATRIBUIDA',
            `A ordem ${order.codigo} foi retirada de você e passada a outro técnico; o registro não foi aplicado.`,
          );
        throw orderNotFound();
      }
      if (order.situacao === 'CANCELADA')
        throw fieldServiceError(
          'ORDEM_CANCELADA',
          `A ordem ${order.codigo} foi cancelada; o registro não foi aplicado.`,
        );
      if (order.situacao === 'CONCLUIDA')
        throw fieldServiceError(
          'ORDEM_CONCLUIDA',
          `A ordem ${order.codigo} já foi concluída; o registro não foi aplicado.`,
        );
      await apply({ order, allocation, manager });
      const inserted = await this.app.insertAction(
        {
          id: actionId,
          companyId: actor.companyId,
          orderId,
          userId: actor.userId,
          kind,
          at,
          requestHash: hash,
        },
        manager,
      );
      // The same id sent at once for another order: the other request stored it first.
      if (!inserted) throw reusedId();
      return true;
    });
    const stored = await this.app.stored(actionId);
    if (!stored) throw reusedId();
    return {
      created,
      result: {
        acao: {
          id: stored.id,
          tipo: stored.kind,
          ordemId: stored.orderId,
          em: stored.at ? iso(stored.at) : null,
          registradaEm: iso(stored.recordedAt),
        },
        ordem: (await this.find(actor, orderId)) ?? null,
      },
    };
  }

  /**
   * The order's checklist (`items`): the activities it carries, fixed when it was created;
   * for an order created before orders carried them, the unit's activities due at the visit
   * (or the standard list when the unit's plan is empty); with the answers. `answerable`:
   * what an answer may name: the checklist's items and, for an order that carries none,
   * any activity of the unit's plan, so an answer queued on a phone is not refused because
   * another order on the unit finished meanwhile.
   */
  private async asked(
    actor: Actor,
    orderId: string,
    manager?: EntityManager,
  ): Promise<{
    items: ChecklistAnswer[];
    answerable: Array<{ item: string; atividadeId?: string | null }>;
  }> {
    // One after the other: inside a write they share the transaction's connection.
    const answers = await this.app.answers(actor.companyId, orderId, manager);
    const visit = await this.app.visit(actor, orderId, manager);
    const carried = await this.orders.carriedActivities(actor.companyId, orderId, manager);
    if (carried.length > 0) {
      const items = checklistItems(answers, carried);
      return { items, answerable: items };
    }
    if (!visit.equipamentoId) {
      const items = checklistItems(answers, null);
      return { items, answerable: items };
    }
    const due = await this.activities.dueAt(
      actor,
      visit.equipamentoId,
      visit.dia,
      { exceptOrderId: orderId },
      manager,
    );
    const [{ plan }] = await this.activities.plans(
      actor.companyId,
      [{ id: visit.equipamentoId }],
      manager,
    );
    const items = checklistItems(answers, due);
    const others = plan
      .filter((activity) => !items.some((question) => question.item === activity.descricao))
      .map((activity) => ({ item: activity.descricao, atividadeId: activity.atividadeId }));
    return { items, answerable: [...items, ...others] };
  }

  /** A step of the attendance that does not change the order's state, in its history. */
  private note(
    actor: Actor,
    order: LockedOrder,
    acao: string,
    detalhes: Record<string, unknown>,
    manager: EntityManager,
  ) {
    return this.orders.recordEvents(
      actor.companyId,
      [order.id],
      { acao, de: order.situacao, para: order.situacao, usuarioId: actor.userId, detalhes },
      manager,
    );
  }

  private async find(
    actor: Actor,
    id: string,
    now = new Date(),
  ): Promise<TechnicianOrderDetail | undefined> {
    const summary = await this.orders.find(actor, id);
    if (!summary) return undefined;
    const [order] = await this.withContext(actor, [summary], now);
    if (!order) return undefined;
    const [{ items: checklist }, ultimasVisitas, fluidos, visita, registraPosicao] =
      await Promise.all([
        this.asked(actor, id),
        order.equipamento
          ? this.app.lastVisits(actor.companyId, order.equipamento.id, id)
          : Promise.resolve([]),
        this.fluids.ofOrder(actor.companyId, id),
        this.visits.records(actor.companyId, id),
        this.positions.enabled(actor.companyId),
      ]);
    return {
      ...order,
      causaRaiz: summary.causaRaiz,
      exigeCausaRaiz: summary.tipo === 'CORRETIVA',
      checklist,
      ultimasVisitas,
      fluidos,
      visita,
      registraPosicao,
    };
  }

  /** The summaries of orders allocated to the technician, with what the app adds (others dropped). */
  private async withContext(
    actor: Actor,
    summaries: ServiceOrderSummary[],
    now: Date,
  ): Promise<TechnicianOrder[]> {
    if (summaries.length === 0) return [];
    const contexts = new Map<string, TechnicianOrderContext>(
      (
        await this.app.context(
          actor.companyId,
          actor.userId,
          summaries.map((summary) => summary.id),
        )
      ).map((context) => [context.ordemId, context]),
    );
    const today = localDate(now, actor.timeZone);
    return summaries.flatMap((summary) => {
      const context = contexts.get(summary.id);
      if (!context) return [];
      const { alocacao } = context;
      return [
        {
          ...summary,
          quando: summary.sla.atrasada ? 'ATRASADA' : summary.dia <= today ? 'HOJE' : 'PROXIMA',
          equipamento: context.equipamento,
          contrato: { ...summary.contrato, cliente: context.cliente },
          plano: context.plano,
          endereco: context.endereco,
          contato: context.contato,
          minhaAlocacao: {
            id: alocacao.id,
            inicio: iso(alocacao.inicio),
            fim: alocacao.fim ? iso(alocacao.fim) : null,
            km: Number(alocacao.km),
            iniciada: alocacao.iniciada,
          },
        },
      ];
    });
  }
}

function requireAttendance(order: LockedOrder) {
  if (order.situacao === 'ABERTA')
    throw fieldServiceError(
      'ATENDIMENTO_NAO_INICIADO',
      `O atendimento da ordem ${order.codigo} ainda não foi iniciado.`,
    );
}

function sameAction(stored: StoredAction, actor: Actor, hash: Buffer) {
  return (
    stored.companyId === actor.companyId &&
    stored.userId === actor.userId &&
    hash.equals(stored.requestHash)
  );
}

const reusedId = () =>
  fieldServiceError(
    'ACAO_ID_REUTILIZADO',
    'Este id já foi usado para outro registro; gere um id novo.',
  );

const iso = (value: Date | string) => new Date(value).toISOString();
