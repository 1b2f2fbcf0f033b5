import { Module } from '@nestjs/common';
import { RoomRepository } from './room.repository';
import { RoomService } from './room.service';
import { RoomsController } from './rooms.controller';

/** Rooms (ambientes climatizados) of each contract; the register itself is the ingestion entity `ambiente`. */
@Module({
  controllers: [RoomsController],
  providers: [RoomRepository, RoomService],
  exports: [RoomRepository],
})
export class RoomsModule {}
