import { Module } from '@nestjs/common';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { ServiceOrderRepository } from './service-order.repository';
import { ServiceOrderService } from './service-order.service';
import { ServiceOrdersController } from './service-orders.controller';

/** Service orders opened and dispatched in the app, and preventive orders from the plans. */
@Module({
  imports: [AnnualScheduleModule],
  controllers: [ServiceOrdersController],
  providers: [ServiceOrderRepository, ServiceOrderService],
  exports: [ServiceOrderRepository, ServiceOrderService],
})
export class ServiceOrdersModule {}
