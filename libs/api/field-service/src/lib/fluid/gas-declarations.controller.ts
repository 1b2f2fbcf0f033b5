import { Body, Controller, Get, HttpCode, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type GasDeclaration,
  REFUSED_RECORD_ROLES,
  type SuccessResponse,
  TECHNICIAN_APP_ROLES,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { orderNotFound } from '../orders/service-order.service';
import { RefusedRecordInterceptor } from '../refused-records/refused-record.interceptor';
import {
  DecideGasDeclarationDto,
  GasDeclarationDto,
  GasDeclarationQueryDto,
} from './gas-declaration.dto';
import { declarationNotFound, GasDeclarationService } from './gas-declaration.service';

/** A unit's gas declared from the phone, and the supervisor's confirmation or rejection. */
@Controller('fs')
export class GasDeclarationsController {
  constructor(private readonly declarations: GasDeclarationService) {}

  /** Offline-safe: 201 when stored, 200 when the same id and body come again. */
  @RequireSession(...TECHNICIAN_APP_ROLES)
  @Post('app/os/:id/gas-do-equipamento')
  @UseInterceptors(RefusedRecordInterceptor)
  async declare(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) orderId: string,
    @Body() body: GasDeclarationDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<GasDeclaration>> {
    const { created, declaration } = await this.declarations.declare(session, orderId, body);
    response.status(created ? 201 : 200);
    return ok(declaration);
  }

  @RequireSession(...REFUSED_RECORD_ROLES)
  @Get('declaracoes-gas')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: GasDeclarationQueryDto,
  ): Promise<SuccessResponse<GasDeclaration[]>> {
    return ok(await this.declarations.list(session.companyId, query.pendentes ?? true));
  }

  @RequireSession(...REFUSED_RECORD_ROLES)
  @Post('declaracoes-gas/:id/confirmar')
  @HttpCode(200)
  async confirm(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', declarationNotFound) id: string,
    @Body() body: DecideGasDeclarationDto,
  ): Promise<SuccessResponse<GasDeclaration>> {
    return ok(await this.declarations.confirm(session, id, body.motivo));
  }

  @RequireSession(...REFUSED_RECORD_ROLES)
  @Post('declaracoes-gas/:id/rejeitar')
  @HttpCode(200)
  async reject(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', declarationNotFound) id: string,
    @Body() body: DecideGasDeclarationDto,
  ): Promise<SuccessResponse<GasDeclaration>> {
    return ok(await this.declarations.reject(session, id, body.motivo));
  }
}
