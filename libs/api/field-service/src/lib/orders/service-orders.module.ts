import { Module } from '@nestjs/common';
import { ActivityPlansModule } from '../activity-plans/activity-plans.module';
import { CorrectiveProposalRepository } from '../corrective-proposals/corrective-proposal.repository';
import { CausesModule } from '../causes/causes.module';
import { CompanyParametersModule } from '../company-parameters/company-parameters.module';
import { FluidModule } from '../fluid/fluid.module';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { OrderTransitionHooks } from './order-transition-hooks';
import { ServiceOrderRepository } from './service-order.repository';
import { ServiceOrderService } from './service-order.service';
import { ServiceOrdersController } from './service-orders.controller';

/** Service orders opened and dispatched in the app, and preventive orders from the plans. */
@Module({
  imports: [
    AnnualScheduleModule,
    FluidModule,
    CausesModule,
    ActivityPlansModule,
    CompanyParametersModule,
  ],
  controllers: [ServiceOrdersController],
  providers: [
    ServiceOrderRepository,
    ServiceOrderService,
    CorrectiveProposalRepository,
    OrderTransitionHooks,
  ],
  exports: [
    ServiceOrderRepository,
    ServiceOrderService,
    CorrectiveProposalRepository,
    OrderTransitionHooks,
  ],
})
export class ServiceOrdersModule {}
