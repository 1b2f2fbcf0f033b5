import { Module } from '@nestjs/common';
import { PlanRepository } from './plan.repository';
import { PlanService } from './plan.service';
import { PlansController } from './plans.controller';

@Module({
  controllers: [PlansController],
  providers: [PlanRepository, PlanService],
})
export class PlansModule {}
