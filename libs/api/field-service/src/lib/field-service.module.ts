import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { IngestionModule } from '@campo/ingestion';
import { SectorsModule } from './sectors/sectors.module';
import { PlansModule } from './plans/plans.module';
import { ContractSettingsModule } from './contracts/contract-settings.module';
import { AnnualScheduleModule } from './schedule/annual-schedule.module';
import { PmocModule } from './pmoc/pmoc.module';
import { FluidModule } from './fluid/fluid.module';
import { RgmController } from './rgm/rgm.controller';
import { RgmCalculator } from './rgm/rgm-calculator.service';
import { RgmService } from './rgm/rgm.service';
import { RgmPdfService } from './rgm/rgm-pdf.service';
import { RgmClosingJob } from './rgm-closing/rgm-closing.job';
import { Clock, SystemClock } from './rgm-closing/clock';

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
  ],
  controllers: [RgmController],
  providers: [
    RgmCalculator,
    RgmService,
    RgmPdfService,
    RgmClosingJob,
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [RgmService, RgmClosingJob, AnnualScheduleModule],
})
export class FieldServiceModule {}
