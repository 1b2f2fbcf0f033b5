import { Controller, Get, Query } from '@nestjs/common';
import type { ScheduleCellDetail, SuccessResponse } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ScheduleCellQueryDto, ScheduleQueryDto } from './schedule.dto';
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

  /** One cell's detail: the month's executions with their orders, or its projected dates. */
  @Get('celula')
  async cell(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: ScheduleCellQueryDto,
  ): Promise<SuccessResponse<ScheduleCellDetail>> {
    return ok(await this.schedule.cell(session, query));
  }
}
