import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type RefusedRecord,
  REFUSED_RECORD_ROLES,
  type SuccessResponse,
  TECHNICIAN_APP_ROLES,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { orderNotFound } from '../orders/service-order.service';
import {
  DiscardRefusedRecordDto,
  RefusedRecordQueryDto,
  ResolveRefusedRecordDto,
} from './refused-record.dto';
import { RefusedRecordService } from './refused-record.service';

const refusedNotFound = () =>
  fieldServiceError('REGISTRO_RECUSADO_NAO_ENCONTRADO', 'Registro recusado não encontrado.');

/** The supervisor's queue of refused phone writes, and the technician's discard. */
@Controller('fs')
export class RefusedRecordsController {
  constructor(private readonly refused: RefusedRecordService) {}

  @RequireSession(...REFUSED_RECORD_ROLES)
  @Get('registros-recusados')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: RefusedRecordQueryDto,
  ): Promise<SuccessResponse<RefusedRecord[]>> {
    return ok(await this.refused.list(session, query.abertos ?? true));
  }

  @RequireSession(...REFUSED_RECORD_ROLES)
  @Post('registros-recusados/:id/resolver')
  @HttpCode(200)
  async resolve(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', refusedNotFound) id: string,
    @Body() body: ResolveRefusedRecordDto,
  ): Promise<SuccessResponse<RefusedRecord>> {
    return ok(await this.refused.resolve(session, id, body.nota));
  }

  /** The technician's "Descartar": the refused record is resolved as discarded by them. */
  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post('app/os/:id/descarte')
  @HttpCode(200)
  async discard(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) _orderId: string,
    @Body() body: DiscardRefusedRecordDto,
  ): Promise<SuccessResponse<null>> {
    await this.refused.discard(session, body.acaoId);
    return ok(null);
  }
}
