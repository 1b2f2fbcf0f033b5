import { Module } from '@nestjs/common';
import {
  ActivityPlansModule,
  MasterDataModule,
  ServiceRequestsModule,
  TechnicianAppModule,
  VisitReportModule,
} from '@campo/field-service';
import { IngestionModule } from '@campo/ingestion';
import { ActivityPlanDemo } from './activity-plan-demo';
import { DemoSeedService } from './demo-seed.service';
import { FluidCylinderDemo } from './fluid-cylinder-demo';
import { PmocAnnexDemo } from './pmoc-annex-demo';
import { ServiceRequestsDemo } from './service-requests-demo';
import { VisitReportDemo } from './visit-report-demo';

/** Imported by the API only when DEMO_SEED is on. */
@Module({
  imports: [
    IngestionModule,
    MasterDataModule,
    TechnicianAppModule,
    VisitReportModule,
    ActivityPlansModule,
    ServiceRequestsModule,
  ],
  providers: [
    DemoSeedService,
    VisitReportDemo,
    ActivityPlanDemo,
    ServiceRequestsDemo,
    FluidCylinderDemo,
    PmocAnnexDemo,
  ],
})
export class DemoSeedModule {}
