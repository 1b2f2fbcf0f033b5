import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { FluidModule } from '../fluid/fluid.module';
import { IndoorAirModule } from '../indoor-air/indoor-air.module';
import { RefusedRecordsModule } from '../refused-records/refused-records.module';
import { RgmFiguresRepository } from '../rgm/rgm-figures.repository';
import { RgmSeriesRepository } from '../rgm/rgm-series.repository';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { HomeController } from './home.controller';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';

/** The home page: what needs attention, per role, and the month's KPIs. */
@Module({
  imports: [AnnualScheduleModule, FluidModule, IndoorAirModule, RefusedRecordsModule],
  controllers: [HomeController],
  providers: [
    HomeRepository,
    RgmSeriesRepository,
    RgmFiguresRepository,
    HomeService,
    { provide: Clock, useClass: SystemClock },
  ],
})
export class HomeModule {}
