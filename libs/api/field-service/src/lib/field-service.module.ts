import { Module } from '@nestjs/common';
import { ActivityPlansModule } from './activity-plans/activity-plans.module';
import { CompanyParametersModule } from './company-parameters/company-parameters.module';
import { ContractSettingsModule } from './contracts/contract-settings.module';
import { ExecutionApprovalsModule } from './execution-approvals/execution-approvals.module';
import { FluidModule } from './fluid/fluid.module';
import { HomeModule } from './home/home.module';
import { HubModule } from './hub/hub.module';
import { SearchModule } from './search/search.module';
import { HourMeterModule } from './hour-meter/hour-meter.module';
import { MasterDataModule } from './master-data/master-data.module';
import { ServiceOrdersModule } from './orders/service-orders.module';
import { PmocModule } from './pmoc/pmoc.module';
import { RgmClosingModule } from './rgm-closing/rgm-closing.module';
import { RgmModule } from './rgm/rgm.module';
import { AnnualScheduleModule } from './schedule/annual-schedule.module';
import { SectorsModule } from './sectors/sectors.module';
import { ServiceRequestsModule } from './service-requests/service-requests.module';
import { UnitQrModule } from './unit-qr/unit-qr.module';
import { TechnicianAppModule } from './technician-app/technician-app.module';
import { VisitReportModule } from './visit-report/visit-report.module';
import { BuildingModule } from './building/building.module';
import { IndoorAirModule } from './indoor-air/indoor-air.module';
import { RoomsModule } from './rooms/rooms.module';
import { CorrectiveProposalsModule } from './corrective-proposals/corrective-proposals.module';
import { CausesModule } from './causes/causes.module';
import { ClientPortalModule } from './client-portal/client-portal.module';
import { FileAccessModule } from './file-access/file-access.module';
import { RefusedRecordsModule } from './refused-records/refused-records.module';
import { FieldServicePrivacyModule } from './privacy/field-service-personal-data.registration';
import { FieldServiceRetentionModule } from './privacy/retention/field-service-retention.module';
import { ProcessingAnnexModule } from './privacy/processing-annex/processing-annex.module';
import { FieldServiceRightsModule } from './privacy/rights/field-service-rights.module';

/** Area B: field-service reports over contracts, equipment and service orders, one module per feature. */
@Module({
  imports: [
    MasterDataModule,
    RgmModule,
    ContractSettingsModule,
    ExecutionApprovalsModule,
    HubModule,
    SearchModule,
    AnnualScheduleModule,
    PmocModule,
    FluidModule,
    SectorsModule,
    RgmClosingModule,
    CompanyParametersModule,
    ServiceOrdersModule,
    HomeModule,
    TechnicianAppModule,
    RefusedRecordsModule,
    VisitReportModule,
    BuildingModule,
    RoomsModule,
    IndoorAirModule,
    ActivityPlansModule,
    HourMeterModule,
    CorrectiveProposalsModule,
    CausesModule,
    ClientPortalModule,
    ServiceRequestsModule,
    UnitQrModule,
    FileAccessModule,
    FieldServicePrivacyModule,
    FieldServiceRetentionModule,
    FieldServiceRightsModule,
    ProcessingAnnexModule,
  ],
  exports: [RgmModule, RgmClosingModule, AnnualScheduleModule],
})
export class FieldServiceModule {}
