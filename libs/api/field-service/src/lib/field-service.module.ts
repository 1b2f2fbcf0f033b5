import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { IngestionModule } from '@campo/ingestion';
import { CompanyParametersModule } from './company-parameters/company-parameters.module';
import { ContractSettingsController } from './contracts/contract-settings.controller';
import { Clock, SystemClock } from './rgm-closing/clock';
import { RgmClosingJob } from './rgm-closing/rgm-closing.job';
import { RgmCalculator } from './rgm/rgm-calculator.service';
import { RgmController } from './rgm/rgm.controller';
import { RgmPdfService } from './rgm/rgm-pdf.service';
import { RgmService } from './rgm/rgm.service';
import { FluidController } from './fluid/fluid.controller';
import { FluidReportService } from './fluid/fluid-report.service';
import { FluidService } from './fluid/fluid.service';
import { PlansController } from './plans/plans.controller';
import { PmocController } from './pmoc/pmoc.controller';
import { PmocService } from './pmoc/pmoc.service';
import { SectorsController } from './sectors/sectors.controller';
import { ScheduleController } from './schedule/schedule.controller';
import { ScheduleService } from './schedule/schedule.service';

/** Area B: field-service reports over contracts, equipment and service orders. */
@Module({
  imports: [IngestionModule, ScheduleModule.forRoot(), CompanyParametersModule],
  controllers: [
    RgmController,
    ContractSettingsController,
    ScheduleController,
    PmocController,
    FluidController,
    PlansController,
    SectorsController,
  ],
  providers: [
    RgmCalculator,
    RgmService,
    RgmPdfService,
    RgmClosingJob,
    ScheduleService,
    PmocService,
    FluidService,
    FluidReportService,
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [RgmService, RgmClosingJob, ScheduleService],
})
export class FieldServiceModule {}
