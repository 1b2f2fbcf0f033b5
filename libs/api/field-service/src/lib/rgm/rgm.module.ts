import { Module } from '@nestjs/common';
import { CausesModule } from '../causes/causes.module';
import { CompanyParametersModule } from '../company-parameters/company-parameters.module';
import { Clock, SystemClock } from '../common/clock';
import { FluidModule } from '../fluid/fluid.module';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { RgmCalculator } from './rgm-calculator.service';
import { RgmClientService } from './rgm-client.service';
import { RgmFiguresRepository } from './rgm-figures.repository';
import { RgmNoticeService } from './rgm-notice.service';
import { RgmPdfService } from './rgm-pdf.service';
import { RgmSeriesCalculator } from './rgm-series';
import { RgmSeriesRepository } from './rgm-series.repository';
import { RgmController } from './rgm.controller';
import { RgmRepository } from './rgm.repository';
import { RgmService } from './rgm.service';
import { RgmWorkRepository } from './rgm-work.repository';
import { RgmWorkCalculator } from './rgm-work.service';

/** The monthly service report: its workflow, figures, PDF and e-mail. */
@Module({
  imports: [AnnualScheduleModule, FluidModule, CausesModule, CompanyParametersModule],
  controllers: [RgmController],
  providers: [
    RgmRepository,
    RgmFiguresRepository,
    RgmCalculator,
    RgmSeriesRepository,
    RgmSeriesCalculator,
    RgmPdfService,
    RgmNoticeService,
    RgmService,
    RgmClientService,
    RgmWorkRepository,
    RgmWorkCalculator,
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [RgmService, Clock],
})
export class RgmModule {}
