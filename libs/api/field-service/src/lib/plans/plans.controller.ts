import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { RECORD_EDIT_ROLES } from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { CreatePlanDto, ListPlansQueryDto, RecordExecutionDto, UpdatePlanDto } from './plan.dto';
import { planNotFound, PlanService } from './plan.service';

/** Maintenance plans and their preventive executions (read: every role; write: ADMIN, SUPERVISOR). */
@Controller('fs/planos')
export class PlansController {
  constructor(private readonly plans: PlanService) {}

  @RequireSession()
  @Get()
  async list(@CurrentSession() session: SessionPrincipal, @Query() query: ListPlansQueryDto) {
    return ok(await this.plans.list(session.companyId, query.equipamentoId));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post()
  async create(@CurrentSession() session: SessionPrincipal, @Body() body: CreatePlanDto) {
    return ok(await this.plans.create(session.companyId, body));
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', planNotFound) id: string,
    @Body() body: UpdatePlanDto,
  ) {
    return ok(await this.plans.update(session.companyId, id, body));
  }

  /** Records a preventive execution (moves the plan's projection in the annual grid). */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':id/execucoes')
  async execute(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', planNotFound) id: string,
    @Body() body: RecordExecutionDto,
  ) {
    return ok(await this.plans.recordExecution(session.companyId, id, body));
  }
}
