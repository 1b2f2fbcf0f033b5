import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { DISPATCH_ROLES, type SuccessResponse, type UnitQrView } from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  pdfFile,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { contractNotFound, equipmentNotFound, UnitQrService } from './unit-qr.service';

/** The units' QR codes for the company's users: the unit's code, a new one, the contract's labels. */
@Controller('fs')
export class UnitQrController {
  constructor(private readonly qr: UnitQrService) {}

  @RequireSession()
  @Get('equipamentos/:id/qr')
  async view(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', equipmentNotFound) id: string,
  ): Promise<SuccessResponse<UnitQrView>> {
    return ok(await this.qr.view(session.companyId, id));
  }

  /** A new code for the unit: the labels printed before stop working. */
  @RequireSession(...DISPATCH_ROLES)
  @Post('equipamentos/:id/qr/regenerar')
  @HttpCode(200)
  async regenerate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', equipmentNotFound) id: string,
  ): Promise<SuccessResponse<UnitQrView>> {
    return ok(await this.qr.regenerate(session.companyId, id));
  }

  /** The contract's A4 sheet of QR labels, one per unit in service. */
  @RequireSession(...DISPATCH_ROLES)
  @Get('contratos/:id/etiquetas-qr.pdf')
  @ApiProduces('application/pdf')
  async labels(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ) {
    const { pdf, fileName } = await this.qr.labelSheet(session.companyId, id);
    return pdfFile(pdf, fileName);
  }
}
