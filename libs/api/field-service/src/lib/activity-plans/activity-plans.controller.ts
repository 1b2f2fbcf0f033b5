import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  type ActivityCatalogue,
  type CatalogueActivity,
  type CleaningProduct,
  RECORD_EDIT_ROLES,
  type RecordedActivityExecutions,
  type SuccessResponse,
  type UnitPlan,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import {
  AddUnitActivityDto,
  AdjustUnitActivityDto,
  CleaningProductDto,
  CreateCatalogueActivityDto,
  RecordActivityExecutionDto,
  UpdateCatalogueActivityDto,
  UpdateUnitPlanDto,
} from './activity-plan.dto';
import { activityNotFound, ActivityPlanService, productNotFound } from './activity-plan.service';

const unitNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');

/**
 * The PMOC's activity plans (ADMIN, SUPERVISOR): the catalogue per equipment type, a
 * unit's plan (its one maintenance plan: start, activities, adjustments, executions
 * recorded by hand), and the cleaning products the PMOC lists.
 */
@Controller('fs/atividades')
@RequireSession(...RECORD_EDIT_ROLES)
export class ActivityPlansController {
  constructor(private readonly plans: ActivityPlanService) {}

  @Get('catalogo')
  async catalogue(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<ActivityCatalogue>> {
    return ok(await this.plans.catalogue(session.companyId));
  }

  @Post('catalogo')
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateCatalogueActivityDto,
  ): Promise<SuccessResponse<CatalogueActivity>> {
    return ok(await this.plans.createActivity(session.companyId, body));
  }

  @Patch('catalogo/:id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', activityNotFound) id: string,
    @Body() body: UpdateCatalogueActivityDto,
  ): Promise<SuccessResponse<CatalogueActivity>> {
    return ok(await this.plans.updateActivity(session.companyId, id, body));
  }

  /** Read by the company's staff (the unit's record page); changed by ADMIN and SUPERVISOR. */
  @Get('unidades/:equipamentoId')
  @RequireSession()
  async unitPlan(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
  ): Promise<SuccessResponse<UnitPlan>> {
    return ok(await this.plans.unitPlan(session.companyId, equipmentId));
  }

  @Post('unidades/:equipamentoId')
  async addUnitActivity(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
    @Body() body: AddUnitActivityDto,
  ): Promise<SuccessResponse<UnitPlan>> {
    return ok(await this.plans.addUnitActivity(session.companyId, equipmentId, body));
  }

  /** The plan's start, or suspend/resume it (declared before `:atividadeId`, which would take `plano`). */
  @Put('unidades/:equipamentoId/plano')
  async updatePlan(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
    @Body() body: UpdateUnitPlanDto,
  ): Promise<SuccessResponse<UnitPlan>> {
    return ok(await this.plans.updatePlan(session.companyId, equipmentId, body));
  }

  /** Executions recorded by hand: the activities listed, or those due that day. */
  @Post('unidades/:equipamentoId/execucoes')
  async recordExecutions(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
    @Body() body: RecordActivityExecutionDto,
  ): Promise<SuccessResponse<RecordedActivityExecutions>> {
    return ok(await this.plans.recordExecutions(session, equipmentId, body));
  }

  @Put('unidades/:equipamentoId/:atividadeId')
  async adjustUnitActivity(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
    @IdParam('atividadeId', activityNotFound) activityId: string,
    @Body() body: AdjustUnitActivityDto,
  ): Promise<SuccessResponse<UnitPlan>> {
    return ok(
      await this.plans.adjustUnitActivity(session.companyId, equipmentId, activityId, body),
    );
  }

  @Get('produtos')
  async products(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<CleaningProduct[]>> {
    return ok(await this.plans.products(session.companyId));
  }

  @Post('produtos')
  async createProduct(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CleaningProductDto,
  ): Promise<SuccessResponse<CleaningProduct>> {
    return ok(await this.plans.saveProduct(session.companyId, null, body));
  }

  @Put('produtos/:id')
  async updateProduct(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', productNotFound) id: string,
    @Body() body: CleaningProductDto,
  ): Promise<SuccessResponse<CleaningProduct>> {
    return ok(await this.plans.saveProduct(session.companyId, id, body));
  }

  @Delete('produtos/:id')
  @HttpCode(200)
  async deleteProduct(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', productNotFound) id: string,
  ): Promise<SuccessResponse<null>> {
    await this.plans.deleteProduct(session.companyId, id);
    return ok(null);
  }
}
