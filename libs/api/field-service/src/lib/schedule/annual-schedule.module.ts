import { Module } from '@nestjs/common';
import { ScheduleController } from './schedule.controller';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';

/** The annual maintenance grid (named apart from @nestjs/schedule's ScheduleModule). */
@Module({
  controllers: [ScheduleController],
  providers: [ScheduleRepository, ScheduleService],
  exports: [ScheduleService],
})
export class AnnualScheduleModule {}
