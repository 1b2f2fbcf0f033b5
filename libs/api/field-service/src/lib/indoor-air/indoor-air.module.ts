import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { IndoorAirController } from './indoor-air.controller';
import { IndoorAirRepository } from './indoor-air.repository';
import { IndoorAirService } from './indoor-air.service';

/** Indoor-air analyses (ABNT NBR 17037:2023) per contract and room. */
@Module({
  controllers: [IndoorAirController],
  providers: [IndoorAirRepository, IndoorAirService, { provide: Clock, useClass: SystemClock }],
  exports: [IndoorAirService],
})
export class IndoorAirModule {}
