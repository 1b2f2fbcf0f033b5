import { Body, Controller, Get, Post, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type SuccessResponse,
  TECHNICIAN_APP_ROLES,
  type TechnicianActionResult,
  type TechnicianDay,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { orderNotFound } from '../orders/service-order.service';
import { RefusedRecordInterceptor } from '../refused-records/refused-record.interceptor';
import {
  ChecklistDto,
  FinishAttendanceDto,
  RootCauseDto,
  StartAttendanceDto,
} from './technician-app.dto';
import { TechnicianAppService } from './technician-app.service';

/**
 * The technician's app: the orders allocated to the signed-in technician and the
 * offline-safe writes of their attendance (201 when stored, 200 when the same id and
 * body come again). Someone else's order is 404.
 */
@Controller('fs/app/os')
@UseInterceptors(RefusedRecordInterceptor)
export class TechnicianAppController {
  constructor(private readonly app: TechnicianAppService) {}

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Get()
  async day(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<TechnicianDay>> {
    return ok(await this.app.day(session));
  }

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Get(':id')
  async order(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<TechnicianOrderDetail>> {
    return ok(await this.app.order(session, id));
  }

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post(':id/inicio')
  async start(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: StartAttendanceDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<TechnicianActionResult>> {
    return answer(response, await this.app.start(session, id, body));
  }

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post(':id/checklist')
  async checklist(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: ChecklistDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<TechnicianActionResult>> {
    return answer(response, await this.app.checklist(session, id, body));
  }

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post(':id/causa-raiz')
  async rootCause(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: RootCauseDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<TechnicianActionResult>> {
    return answer(response, await this.app.rootCause(session, id, body));
  }

  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post(':id/fim')
  async finish(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: FinishAttendanceDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<TechnicianActionResult>> {
    return answer(response, await this.app.finish(session, id, body));
  }
}

/** 201 for a new record, 200 when the same id and body came again. */
function answer(
  response: Response,
  { created, result }: { created: boolean; result: TechnicianActionResult },
) {
  response.status(created ? 201 : 200);
  return ok(result);
}
