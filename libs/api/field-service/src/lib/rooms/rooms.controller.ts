import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  RECORD_EDIT_ROLES,
  type Room,
  type RoomReading,
  type RoomsFromSectorsResult,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { RecordRoomReadingDto, SaveCareAreaDto } from './care-area.dto';
import { RoomReadingService, roomNotFound } from './room-reading.service';
import { contractNotFound, RoomService } from './room.service';

/**
 * A contract's rooms (read: every role; first-use creation and marking a care area: ADMIN,
 * SUPERVISOR).
 */
@Controller('fs/contratos/:id/ambientes')
export class RoomsController {
  constructor(private readonly rooms: RoomService) {}

  @RequireSession()
  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ): Promise<SuccessResponse<Room[]>> {
    return ok(await this.rooms.list(session.companyId, id));
  }

  /** One room per sector of the contract's units, the units assigned: only while it has none. */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post('dos-setores')
  @HttpCode(200)
  async fromSectors(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ): Promise<SuccessResponse<RoomsFromSectorsResult>> {
    return ok(await this.rooms.createFromSectors(session.companyId, id));
  }

  /** Marks the room as a care area (ABNT NBR 7256:2021 class and parameters), or unmarks it. */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Put(':ambienteId/area-saude')
  async saveCareArea(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @IdParam('ambienteId', roomNotFound) roomId: string,
    @Body() body: SaveCareAreaDto,
  ): Promise<SuccessResponse<Room>> {
    return ok(await this.rooms.saveCareArea(session.companyId, id, roomId, body));
  }
}

/**
 * A care area's readings at visits (read: every staff role; record: ADMIN, SUPERVISOR, and
 * a technician on an open order allocated to them of a unit serving the room).
 */
@Controller('fs/ambientes/:ambienteId/leituras')
export class RoomReadingsController {
  constructor(private readonly readings: RoomReadingService) {}

  @RequireSession()
  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('ambienteId', roomNotFound) roomId: string,
  ): Promise<SuccessResponse<RoomReading[]>> {
    return ok(await this.readings.list(session.companyId, roomId));
  }

  @RequireSession()
  @Post()
  async record(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('ambienteId', roomNotFound) roomId: string,
    @Body() body: RecordRoomReadingDto,
  ): Promise<SuccessResponse<RoomReading>> {
    return ok(await this.readings.record(session, roomId, body));
  }
}
