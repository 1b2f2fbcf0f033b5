import { Module } from '@nestjs/common';
import { SectorRepository } from './sector.repository';
import { SectorService } from './sector.service';
import { SectorsController } from './sectors.controller';

@Module({
  controllers: [SectorsController],
  providers: [SectorRepository, SectorService],
})
export class SectorsModule {}
