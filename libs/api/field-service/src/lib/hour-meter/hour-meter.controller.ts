import { Body, Controller, Get, Post } from '@nestjs/common';
import type { HourMeterHistory, SuccessResponse } from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { RecordReadingDto } from './hour-meter.dto';
import { HourMeterService, unitNotFound } from './hour-meter.service';

/**
 * A unit's hour-meter readings (read: every staff role; record: ADMIN, SUPERVISOR, and a
 * technician at a visit to the unit).
 */
@Controller('fs/horimetro')
export class HourMeterController {
  constructor(private readonly hourMeter: HourMeterService) {}

  @RequireSession()
  @Get(':equipamentoId')
  async history(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
  ): Promise<SuccessResponse<HourMeterHistory>> {
    return ok(await this.hourMeter.history(session.companyId, equipmentId));
  }

  @RequireSession()
  @Post(':equipamentoId')
  async record(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('equipamentoId', unitNotFound) equipmentId: string,
    @Body() body: RecordReadingDto,
  ): Promise<SuccessResponse<HourMeterHistory>> {
    return ok(await this.hourMeter.record(session, equipmentId, body));
  }
}
