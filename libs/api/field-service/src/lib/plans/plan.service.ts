import { Injectable } from '@nestjs/common';
import { platformError } from '@campo/platform';
import type { CreatePlanDto, RecordExecutionDto, UpdatePlanDto } from './plan.dto';
import { type Plan, PlanRepository } from './plan.repository';

export const planNotFound = () =>
  platformError('NAO_ENCONTRADO', 'Plano de manutenção não encontrado.');

/** Maintenance plans and their preventive executions (which move a plan's projection in the annual grid). */
@Injectable()
export class PlanService {
  constructor(private readonly plans: PlanRepository) {}

  list(companyId: string, equipmentId?: string): Promise<Plan[]> {
    return this.plans.list(companyId, equipmentId ?? null);
  }

  async get(companyId: string, id: string): Promise<Plan> {
    const plan = await this.plans.find(companyId, id);
    if (!plan) throw planNotFound();
    return plan;
  }

  async create(companyId: string, dto: CreatePlanDto): Promise<Plan> {
    if (!(await this.plans.equipmentExists(companyId, dto.equipamentoId)))
      throw platformError('NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const id = await this.plans.insert(companyId, {
      equipamentoId: dto.equipamentoId,
      periodicidade: dto.periodicidade,
      cadenciaDias: dto.cadenciaDias ?? null,
      inicio: dto.inicio,
    });
    return this.get(companyId, id);
  }

  async update(companyId: string, id: string, dto: UpdatePlanDto): Promise<Plan> {
    await this.get(companyId, id);
    await this.plans.update(companyId, id, {
      periodicidade: dto.periodicidade ?? null,
      ...(dto.cadenciaDias !== undefined && { cadenciaDias: dto.cadenciaDias }),
      inicio: dto.inicio ?? null,
      ativo: dto.ativo ?? null,
    });
    return this.get(companyId, id);
  }

  async recordExecution(companyId: string, id: string, dto: RecordExecutionDto): Promise<Plan> {
    await this.get(companyId, id);
    if (dto.ordemServicoId && !(await this.plans.orderExists(companyId, dto.ordemServicoId)))
      throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
    await this.plans.insertExecution(companyId, id, {
      data: dto.data,
      ordemServicoId: dto.ordemServicoId ?? null,
    });
    return this.get(companyId, id);
  }
}
