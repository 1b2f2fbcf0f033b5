import { Module } from '@nestjs/common';
import { IngestionModule } from '@campo/ingestion';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { PmocController } from './pmoc.controller';
import { PmocRepository } from './pmoc.repository';
import { PmocSigningPolicy } from './pmoc-signing.policy';
import { PmocService } from './pmoc.service';

@Module({
  imports: [IngestionModule, AnnualScheduleModule],
  controllers: [PmocController],
  providers: [PmocRepository, PmocService, PmocSigningPolicy],
})
export class PmocModule {}
