import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { IngestionModule } from '@campo/ingestion';
import { SectorsModule } from './sectors/sectors.module';
import { PlansModule } from './plans/plans.module';
import { ContractSettingsModule } from './contracts/contract-settings.module';
import { AnnualScheduleModule } from './schedule/annual-schedule.module';
import { PmocModule } from './pmoc/pmoc.module';
import { FluidModule } from './fluid/fluid.module';
import { RgmModule } from './rgm/rgm.module';
import { RgmClosingJob } from './rgm-closing/rgm-closing.job';

/** Area B: field-service reports over contracts, equipment and service orders. */
@Module({
  imports: [
    IngestionModule,
    ScheduleModule.forRoot(),
    SectorsModule,
    PlansModule,
    ContractSettingsModule,
    AnnualScheduleModule,
    PmocModule,
    FluidModule,
    RgmModule,
  ],
  controllers: [],
  providers: [RgmClosingJob],
  exports: [RgmModule, RgmClosingJob, AnnualScheduleModule],
})
export class FieldServiceModule {}
