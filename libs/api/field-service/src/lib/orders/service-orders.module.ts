import { Module } from '@nestjs/common';
import { FluidModule } from '../fluid/fluid.module';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { ServiceOrderRepository } from './service-order.repository';
import { ServiceOrderService } from './service-order.service';
import { ServiceOrdersController } from './service-orders.controller';

/** Service orders opened and dispatched in the app, and preventive orders from the plans. */
@Module({
  imports: [AnnualScheduleModule, FluidModule],
  controllers: [ServiceOrdersController],
  providers: [ServiceOrderRepository, ServiceOrderService],
  exports: [ServiceOrderRepository, ServiceOrderService],
})
export class ServiceOrdersModule {}
