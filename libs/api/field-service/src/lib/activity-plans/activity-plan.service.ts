import { Injectable } from '@nestjs/common';
import {
  type ActivityCatalogue,
  activityTypeOf,
  type CatalogueActivity,
  type CleaningProduct,
  localDate,
  PERIODICITIES,
  type Periodicity,
  type RecordedActivityExecutions,
  type UnitPlan,
  type UnitPlanActivity,
} from '@campo/contracts';
import {
  isPostgresError,
  PG_UNIQUE_VIOLATION,
  platformError,
  type SessionPrincipal,
} from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type {
  AddUnitActivityDto,
  AdjustUnitActivityDto,
  CleaningProductDto,
  CreateCatalogueActivityDto,
  RecordActivityExecutionDto,
  UpdateCatalogueActivityDto,
  UpdateUnitPlanDto,
} from './activity-plan.dto';
import {
  ActivityPlanRepository,
  type PlanActivityRow,
  type PlanUnitRow,
} from './activity-plan.repository';
import { cadenceConflicts } from '../schedule/cadence-conflict';
import { dueActivities, nextDue } from './activity-plan.rules';

type Scope = Pick<SessionPrincipal, 'companyId' | 'timeZone'>;

export const activityNotFound = () =>
  fieldServiceError('ATIVIDADE_NAO_ENCONTRADA', 'Atividade não encontrada no plano.');
export const productNotFound = () =>
  fieldServiceError('PRODUTO_LIMPEZA_NAO_ENCONTRADO', 'Produto de limpeza não encontrado.');
const unitNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
const duplicateActivity = (descricao: string) =>
  fieldServiceError(
    'ATIVIDADE_DUPLICADA',
    `Já existe a atividade "${descricao}" para este tipo de equipamento; edite-a ou reative-a.`,
  );
const duplicateProduct = (produto: string) =>
  fieldServiceError('PRODUTO_LIMPEZA_DUPLICADO', `A lista já tem o produto "${produto}"; edite-o.`);

const invalid = (...problems: string[]) =>
  platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
    detalhes: problems,
  });

/** The most frequent periodicity of the plan's active activities (the visit cadence when none is set). */
function mostFrequent(plan: UnitPlanActivity[]): Periodicity | null {
  const active = new Set(plan.filter((activity) => activity.ativo).map((a) => a.periodicidade));
  // PERIODICITIES runs from the most frequent to the least (H and PT last).
  return PERIODICITIES.find((code) => active.has(code)) ?? null;
}

/** A unit with its plan, as the PMOC and the checklist read it. */
export interface UnitWithPlan<Unit = PlanUnitRow> {
  unit: Unit;
  plan: UnitPlanActivity[];
}

/**
 * Activity plans: the company's catalogue per equipment type (loaded from the defaults
 * the first time it is read; activities are switched off, never deleted, so answers keep
 * their activity), each unit's plan (its type's activities with the unit's adjustments),
 * the activities due at a visit, and the company's cleaning products.
 */
@Injectable()
export class ActivityPlanService {
  constructor(private readonly repository: ActivityPlanRepository) {}

  /** Loads the default catalogue when the company has none (its first read, or the demo's seed). */
  ensureCatalogue(companyId: string, manager?: EntityManager): Promise<void> {
    return this.repository.seedOnce(companyId, manager);
  }

  async catalogue(companyId: string): Promise<ActivityCatalogue> {
    await this.repository.seedOnce(companyId);
    return { atividades: await this.repository.catalogue(companyId) };
  }

  async createActivity(
    companyId: string,
    dto: CreateCatalogueActivityDto,
  ): Promise<CatalogueActivity> {
    await this.repository.seedOnce(companyId);
    const activity = await this.repository.insertActivity(companyId, dto);
    if (!activity) throw duplicateActivity(dto.descricao);
    return activity;
  }

  async updateActivity(
    companyId: string,
    id: string,
    dto: UpdateCatalogueActivityDto,
  ): Promise<CatalogueActivity> {
    const activity = await this.repository
      .updateActivity(companyId, id, dto)
      .catch((error: unknown) => {
        if (isPostgresError(error, PG_UNIQUE_VIOLATION))
          throw duplicateActivity(dto.descricao ?? '');
        throw error;
      });
    if (!activity) throw activityNotFound();
    return activity;
  }

  /**
   * The unit's plan. Reading it loads no catalogue: that would change every unit's plan
   * of the company (grid, orders, compliance) behind a read; the catalogue's own read does.
   */
  async unitPlan(companyId: string, equipmentId: string): Promise<UnitPlan> {
    const [unit] = await this.repository.units(companyId, { ids: [equipmentId] });
    if (!unit) throw unitNotFound();
    const [planned] = await this.plans(companyId, [unit]);
    return {
      equipamentoId: unit.id,
      codigo: unit.codigo,
      tipoEquipamento: activityTypeOf(unit.tipo),
      inicio: unit.inicioPlano,
      ativo: unit.planoAtivo,
      periodicidadeVisita: unit.periodicidadeVisita,
      cadenciaVisita: unit.periodicidadeVisita ?? mostFrequent(planned.plan),
      atividades: planned.plan,
      conflitos: cadenceConflicts(unit.periodicidadeVisita, planned.plan).map((conflict) => ({
        atividadeId: conflict.atividade.atividadeId,
        visitas: conflict.visitas,
        justificativa: conflict.justificativa,
      })),
    };
  }

  /** Sets the unit's plan start, or suspends/resumes its plan. */
  async updatePlan(
    companyId: string,
    equipmentId: string,
    dto: UpdateUnitPlanDto,
  ): Promise<UnitPlan> {
    const plan = await this.unitPlan(companyId, equipmentId);
    await this.repository.savePlan(companyId, equipmentId, {
      inicio: dto.inicio ?? plan.inicio,
      ativo: dto.ativo,
    });
    return this.unitPlan(companyId, equipmentId);
  }

  async adjustUnitActivity(
    companyId: string,
    equipmentId: string,
    activityId: string,
    dto: AdjustUnitActivityDto,
  ): Promise<UnitPlan> {
    const plan = await this.unitPlan(companyId, equipmentId);
    const activity = plan.atividades.find((item) => item.atividadeId === activityId);
    if (!activity) throw activityNotFound();
    const change = {
      periodicidade: dto.periodicidade,
      intervaloHoras: dto.intervaloHoras,
      justificativa: dto.justificativa,
      ativo: dto.ativo,
    };
    if (activity.origem === 'catalogo')
      await this.repository.adjust(companyId, equipmentId, activityId, change);
    else
      await this.repository.updateExtra(companyId, equipmentId, activityId, {
        ...change,
        periodicidade: dto.periodicidade ?? undefined,
      });
    return this.unitPlan(companyId, equipmentId);
  }

  async addUnitActivity(
    companyId: string,
    equipmentId: string,
    dto: AddUnitActivityDto,
  ): Promise<UnitPlan> {
    const plan = await this.unitPlan(companyId, equipmentId);
    if (
      plan.atividades.some(
        (item) => item.descricao.toLowerCase() === dto.descricao.trim().toLowerCase(),
      )
    )
      throw duplicateActivity(dto.descricao);
    await this.repository.addExtra(companyId, equipmentId, {
      componente: dto.componente,
      descricao: dto.descricao,
      periodicidade: dto.periodicidade,
      criterio: dto.criterio,
      intervaloHoras: dto.intervaloHoras ?? null,
      justificativa: dto.justificativa ?? null,
    });
    return this.unitPlan(companyId, equipmentId);
  }

  /**
   * Records by hand that activities of the unit were executed on a day (conforme): those
   * listed, or those due that day by the checklist's rule; on one of the unit's orders when
   * given. The grid, the compliance and the next checklists read them.
   */
  async recordExecutions(
    scope: Scope,
    equipmentId: string,
    dto: RecordActivityExecutionDto,
    now = new Date(),
  ): Promise<RecordedActivityExecutions> {
    const plan = await this.unitPlan(scope.companyId, equipmentId);
    if (dto.data > localDate(now, scope.timeZone))
      throw invalid('data: a execução não pode estar no futuro');
    if (
      dto.ordemServicoId &&
      !(await this.repository.isOrderOf(scope.companyId, dto.ordemServicoId, equipmentId))
    )
      throw fieldServiceError(
        'ORDEM_NAO_ENCONTRADA',
        'Ordem de serviço não encontrada neste equipamento.',
      );
    const unknown = (dto.atividades ?? []).filter(
      (id) => !plan.atividades.some((activity) => activity.atividadeId === id),
    );
    if (unknown.length > 0)
      throw invalid(
        ...unknown.map((id) => `atividades: ${id} não é uma atividade do plano da unidade`),
      );
    const atividades =
      dto.atividades ??
      (
        await this.dueAt(scope, equipmentId, dto.data, {
          exceptOrderId: dto.ordemServicoId ?? null,
          before: dto.data,
        })
      )?.map((activity) => activity.atividadeId) ??
      [];
    if (atividades.length === 0)
      throw invalid(
        `atividades: nenhuma atividade do plano está prevista em ${dto.data}; informe quais foram executadas`,
      );
    const recorded = await this.repository.insertExecutions(scope.companyId, equipmentId, {
      data: dto.data,
      atividades: [...new Set(atividades)],
      ordemServicoId: dto.ordemServicoId ?? null,
    });
    return {
      data: dto.data,
      atividades: recorded,
      plano: await this.unitPlan(scope.companyId, equipmentId),
    };
  }

  /** Each unit's plan (units of one company), from one read of the view `plano_atividade`. */
  async plans<Unit extends { id: string } = PlanUnitRow>(
    companyId: string,
    units: Unit[],
    manager?: EntityManager,
  ): Promise<Array<UnitWithPlan<Unit>>> {
    if (units.length === 0) return [];
    const rows = await this.repository.planActivities(
      companyId,
      units.map((unit) => unit.id),
      manager,
    );
    const byUnit = new Map<string, UnitPlanActivity[]>();
    for (const { equipamentoId, ...activity } of rows satisfies PlanActivityRow[])
      byUnit.set(equipamentoId, [...(byUnit.get(equipamentoId) ?? []), activity]);
    return units.map((unit) => ({ unit, plan: byUnit.get(unit.id) ?? [] }));
  }

  /** A contract's units with their plans (the PMOC's plan and execution record; its first read loads the catalogue). */
  async contractPlans(companyId: string, contractId: string): Promise<UnitWithPlan[]> {
    await this.repository.seedOnce(companyId);
    return this.plans(companyId, await this.repository.units(companyId, { contractId }));
  }

  /**
   * The activities due at a visit to a unit on `visitDate` (the order's day), from each
   * one's last execution (`execucao_atividade`, other orders than `exceptOrderId`) and the
   * plan's start. null when the unit's plan has no active activity (a company that never
   * loaded its catalogue, a unit with no activity of its own, or a suspended plan): the
   * checklist then asks the standard list.
   */
  async dueAt(
    scope: Scope,
    equipmentId: string,
    visitDate: string,
    options: { exceptOrderId?: string | null; before?: string | null } = {},
    manager?: EntityManager,
  ): Promise<UnitPlanActivity[] | null> {
    const due = await this.dueWithDates(scope, equipmentId, visitDate, options, manager);
    return due && due.map(({ prevista: _prevista, ...activity }) => activity);
  }

  /**
   * The activities due at a visit, each with the day it fell due (`prevista`; the visit's
   * day for one without a calendar, H): what an order opened by hand for the visit carries.
   */
  async dueWithDates(
    scope: Scope,
    equipmentId: string,
    visitDate: string,
    options: { exceptOrderId?: string | null; before?: string | null } = {},
    manager?: EntityManager,
  ): Promise<Array<UnitPlanActivity & { prevista: string }> | null> {
    const [unit] = await this.repository.units(scope.companyId, { ids: [equipmentId] }, manager);
    if (!unit) return null;
    const [{ plan }] = await this.plans(scope.companyId, [unit], manager);
    if (!plan.some((activity) => activity.ativo)) return null;
    const executions = await this.repository.lastExecutions(scope, equipmentId, options, manager);
    return dueActivities(plan, executions, unit.inicioPlano, visitDate).map((activity) => ({
      ...activity,
      prevista:
        nextDue(
          activity.periodicidade,
          executions.get(activity.atividadeId) ?? null,
          unit.inicioPlano,
        ) ?? visitDate,
    }));
  }

  products(companyId: string): Promise<CleaningProduct[]> {
    return this.repository.products(companyId);
  }

  async saveProduct(
    companyId: string,
    id: string | null,
    dto: CleaningProductDto,
  ): Promise<CleaningProduct> {
    const product = await this.repository
      .saveProduct(companyId, id, {
        produto: dto.produto.trim(),
        principioAtivo: dto.principioAtivo?.trim() || null,
        registroAnvisa: dto.registroAnvisa?.trim() || null,
      })
      .catch((error: unknown) => {
        if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw duplicateProduct(dto.produto);
        throw error;
      });
    if (!product) throw productNotFound();
    return product;
  }

  async deleteProduct(companyId: string, id: string): Promise<void> {
    if (!(await this.repository.deleteProduct(companyId, id))) throw productNotFound();
  }
}
