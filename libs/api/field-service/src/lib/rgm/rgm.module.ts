import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { RgmCalculator } from './rgm-calculator.service';
import { RgmFiguresRepository } from './rgm-figures.repository';
import { RgmNoticeService } from './rgm-notice.service';
import { RgmPdfService } from './rgm-pdf.service';
import { RgmSeriesCalculator } from './rgm-series';
import { RgmSeriesRepository } from './rgm-series.repository';
import { RgmController } from './rgm.controller';
import { RgmRepository } from './rgm.repository';
import { RgmService } from './rgm.service';

/** The monthly service report: its workflow, figures, PDF and e-mail. */
@Module({
  imports: [AnnualScheduleModule],
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
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [RgmService, Clock],
})
export class RgmModule {}
