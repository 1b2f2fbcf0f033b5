import { Module } from '@nestjs/common';
import { IngestionModule } from '@campo/ingestion';
import { BuildingModule } from '../building/building.module';
import { IndoorAirModule } from '../indoor-air/indoor-air.module';
import { RoomsModule } from '../rooms/rooms.module';
import { ActivityPlansModule } from '../activity-plans/activity-plans.module';
import { AnnualScheduleModule } from '../schedule/annual-schedule.module';
import { PmocAppendix } from './pmoc-appendix';
import { PmocBuildingLoader } from './pmoc-building-sections';
import { PmocController } from './pmoc.controller';
import { PmocRepository } from './pmoc.repository';
import { PmocSigningPolicy } from './pmoc-signing.policy';
import { PmocService } from './pmoc.service';

@Module({
  imports: [
    IngestionModule,
    AnnualScheduleModule,
    BuildingModule,
    RoomsModule,
    IndoorAirModule,
    ActivityPlansModule,
  ],
  controllers: [PmocController],
  providers: [PmocRepository, PmocService, PmocSigningPolicy, PmocBuildingLoader, PmocAppendix],
})
export class PmocModule {}
