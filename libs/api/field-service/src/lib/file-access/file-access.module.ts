import { Module } from '@nestjs/common';
import { ClientPortalModule } from '../client-portal/client-portal.module';
import { ContractSettingsModule } from '../contracts/contract-settings.module';
import { FluidModule } from '../fluid/fluid.module';
import { IndoorAirModule } from '../indoor-air/indoor-air.module';
import { ServiceRequestsModule } from '../service-requests/service-requests.module';
import { VisitReportModule } from '../visit-report/visit-report.module';
import { FieldServiceFileAccess } from './field-service-file-access';

/** The rules of field service's stored files, registered with the platform's file access at start. */
@Module({
  imports: [
    VisitReportModule,
    ServiceRequestsModule,
    IndoorAirModule,
    ClientPortalModule,
    FluidModule,
    ContractSettingsModule,
  ],
  providers: [FieldServiceFileAccess],
})
export class FileAccessModule {}
