import { Module } from '@nestjs/common';
import { ActivityPlansModule } from '../activity-plans/activity-plans.module';
import { CausesModule } from '../causes/causes.module';
import { FluidModule } from '../fluid/fluid.module';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { RefusedRecordsModule } from '../refused-records/refused-records.module';
import { VisitReportModule } from '../visit-report/visit-report.module';
import { TechnicianAppController } from './technician-app.controller';
import { TechnicianAppRepository } from './technician-app.repository';
import { TechnicianAppService } from './technician-app.service';

/** The technician's app: my orders and the offline-safe writes of the attendance. */
@Module({
  imports: [
    ServiceOrdersModule,
    FluidModule,
    VisitReportModule,
    ActivityPlansModule,
    CausesModule,
    RefusedRecordsModule,
  ],
  controllers: [TechnicianAppController],
  providers: [TechnicianAppRepository, TechnicianAppService],
  exports: [TechnicianAppService],
})
export class TechnicianAppModule {}
