import { Module } from '@nestjs/common';
import { ActivityPlanRepository } from './activity-plan.repository';
import { ActivityPlanService } from './activity-plan.service';
import { ActivityPlansController } from './activity-plans.controller';

/** The PMOC's activity plans: catalogue, units' plans, due activities, cleaning products. */
@Module({
  controllers: [ActivityPlansController],
  providers: [ActivityPlanRepository, ActivityPlanService],
  exports: [ActivityPlanService],
})
export class ActivityPlansModule {}
