import { Module } from '@nestjs/common';
import { HourMeterController } from './hour-meter.controller';
import { HourMeterRepository } from './hour-meter.repository';
import { HourMeterService } from './hour-meter.service';

/** Units' hour meters: the readings from which activities by hours of use fall due. */
@Module({
  controllers: [HourMeterController],
  providers: [HourMeterRepository, HourMeterService],
})
export class HourMeterModule {}
