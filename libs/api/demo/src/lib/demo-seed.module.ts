import { Module } from '@nestjs/common';
import { MasterDataModule, TechnicianAppModule, VisitReportModule } from '@campo/field-service';
import { IngestionModule } from '@campo/ingestion';
import { DemoSeedService } from './demo-seed.service';
import { VisitReportDemo } from './visit-report-demo';

/** Imported by the API only when DEMO_SEED is on. */
@Module({
  imports: [IngestionModule, MasterDataModule, TechnicianAppModule, VisitReportModule],
  providers: [DemoSeedService, VisitReportDemo],
})
export class DemoSeedModule {}
