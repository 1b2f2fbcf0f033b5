import { Controller, Get, Query } from '@nestjs/common';
import type { SuccessResponse } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ScheduleQueryDto } from './schedule.dto';
import { ScheduleGrid, ScheduleService } from './schedule.service';

/** The annual maintenance grid (every role of the company). */
@Controller('fs/cronograma')
@RequireSession()
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get()
  async grid(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: ScheduleQueryDto,
  ): Promise<SuccessResponse<ScheduleGrid>> {
    return ok(await this.schedule.grid(session, query));
  }
}
