import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  RECORD_EDIT_ROLES,
  type Room,
  type RoomsFromSectorsResult,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { contractNotFound, RoomService } from './room.service';

/** A contract's rooms (read: every role; first-use creation: ADMIN, SUPERVISOR). */
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
}
