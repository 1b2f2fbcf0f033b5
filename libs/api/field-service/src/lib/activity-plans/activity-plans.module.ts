import { Module } from '@nestjs/common';
import { ActivityPlanRepository } from './activity-plan.repository';
import { ActivityPlanService } from './activity-plan.service';
import { ActivityPlansController } from './activity-plans.controller';
import { CatalogueSetup } from './catalogue-setup';

/** The PMOC's activity plans: catalogue, units' plans, due activities, cleaning products. */
@Module({
  controllers: [ActivityPlansController],
  providers: [ActivityPlanRepository, ActivityPlanService, CatalogueSetup],
  exports: [ActivityPlanService],
})
export class ActivityPlansModule {}
