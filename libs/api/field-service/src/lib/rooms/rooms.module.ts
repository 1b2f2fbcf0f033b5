import { Module } from '@nestjs/common';
import { RoomRepository } from './room.repository';
import { RoomReadingService } from './room-reading.service';
import { RoomService } from './room.service';
import { RoomReadingsController, RoomsController } from './rooms.controller';

/**
 * Rooms (ambientes climatizados) of each contract, the care areas among them and their
 * readings at visits; the register itself is the ingestion entity `ambiente`.
 */
@Module({
  controllers: [RoomsController, RoomReadingsController],
  providers: [RoomRepository, RoomService, RoomReadingService],
  exports: [RoomRepository],
})
export class RoomsModule {}
