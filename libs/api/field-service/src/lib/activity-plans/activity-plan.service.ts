import { Injectable } from '@nestjs/common';
import {
  type ActivityCatalogue,
  activityTypeOf,
  type CatalogueActivity,
  type CleaningProduct,
  type UnitPlan,
  type UnitPlanActivity,
} from '@campo/contracts';
import { isPostgresError, PG_UNIQUE_VIOLATION, type SessionPrincipal } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type {
  AddUnitActivityDto,
  AdjustUnitActivityDto,
  CleaningProductDto,
  CreateCatalogueActivityDto,
  UpdateCatalogueActivityDto,
} from './activity-plan.dto';
import { ActivityPlanRepository, type PlanUnitRow } from './activity-plan.repository';
import { dueActivities, unitPlan } from './activity-plan.rules';

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

/** A unit with its plan, as the PMOC and the checklist read it. */
export interface UnitWithPlan {
  unit: PlanUnitRow;
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

  async unitPlan(companyId: string, equipmentId: string): Promise<UnitPlan> {
    await this.repository.seedOnce(companyId);
    const [unit] = await this.repository.units(companyId, { ids: [equipmentId] });
    if (!unit) throw unitNotFound();
    const [planned] = await this.plans(companyId, [unit]);
    return {
      equipamentoId: unit.id,
      codigo: unit.codigo,
      tipoEquipamento: activityTypeOf(unit.tipo),
      atividades: planned.plan,
    };
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
    if (activity.origem === 'catalogo')
      await this.repository.adjust(companyId, equipmentId, activityId, dto);
    else
      await this.repository.updateExtra(companyId, equipmentId, activityId, {
        periodicidade: dto.periodicidade ?? undefined,
        ativo: dto.ativo,
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
    await this.repository.addExtra(companyId, equipmentId, dto);
    return this.unitPlan(companyId, equipmentId);
  }

  /** Each unit's plan (units of one company), from one read of the catalogue and the adjustments. */
  async plans(
    companyId: string,
    units: PlanUnitRow[],
    manager?: EntityManager,
  ): Promise<UnitWithPlan[]> {
    if (units.length === 0) return [];
    const catalogue = await this.repository.catalogue(companyId, null, manager);
    const adjustments = await this.repository.adjustments(
      companyId,
      units.map((unit) => unit.id),
      manager,
    );
    return units.map((unit) => {
      const type = activityTypeOf(unit.tipo);
      return {
        unit,
        plan: unitPlan(
          catalogue.filter((activity) => activity.tipoEquipamento === type),
          adjustments.filter((row) => row.equipamentoId === unit.id),
        ),
      };
    });
  }

  /** A contract's units with their plans (the PMOC's plan and execution record; its first read loads the catalogue). */
  async contractPlans(companyId: string, contractId: string): Promise<UnitWithPlan[]> {
    await this.repository.seedOnce(companyId);
    return this.plans(companyId, await this.repository.units(companyId, { contractId }));
  }

  /**
   * The activities due at a visit to a unit on `visitDate` (the order's day), from each
   * one's last execution on the unit's other orders. null when the unit has no activity
   * plan: no maintenance plan, or a company that never loaded its catalogue (the
   * checklist then asks the standard list).
   */
  async dueAt(
    scope: Scope,
    equipmentId: string,
    visitDate: string,
    exceptOrderId: string,
    manager?: EntityManager,
  ): Promise<UnitPlanActivity[] | null> {
    if (!(await this.repository.hasCatalogue(scope.companyId, manager))) return null;
    const [unit] = await this.repository.units(scope.companyId, { ids: [equipmentId] }, manager);
    if (!unit?.inicioPlano) return null;
    const [{ plan }] = await this.plans(scope.companyId, [unit], manager);
    const executions = await this.repository.lastExecutions(
      scope,
      equipmentId,
      exceptOrderId,
      manager,
    );
    return dueActivities(plan, executions, unit.inicioPlano, visitDate);
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
