import { Module } from '@nestjs/common';
import { CompanyParametersModule } from './company-parameters/company-parameters.module';
import { ContractSettingsModule } from './contracts/contract-settings.module';
import { FluidModule } from './fluid/fluid.module';
import { HomeModule } from './home/home.module';
import { MasterDataModule } from './master-data/master-data.module';
import { ServiceOrdersModule } from './orders/service-orders.module';
import { PlansModule } from './plans/plans.module';
import { PmocModule } from './pmoc/pmoc.module';
import { RgmClosingModule } from './rgm-closing/rgm-closing.module';
import { RgmModule } from './rgm/rgm.module';
import { AnnualScheduleModule } from './schedule/annual-schedule.module';
import { SectorsModule } from './sectors/sectors.module';
import { TechnicianAppModule } from './technician-app/technician-app.module';
import { VisitReportModule } from './visit-report/visit-report.module';

/** Area B: field-service reports over contracts, equipment and service orders, one module per feature. */
@Module({
  imports: [
    MasterDataModule,
    RgmModule,
    ContractSettingsModule,
    AnnualScheduleModule,
    PmocModule,
    FluidModule,
    PlansModule,
    SectorsModule,
    RgmClosingModule,
    CompanyParametersModule,
    ServiceOrdersModule,
    HomeModule,
    TechnicianAppModule,
    VisitReportModule,
  ],
  exports: [RgmModule, RgmClosingModule, AnnualScheduleModule],
})
export class FieldServiceModule {}
