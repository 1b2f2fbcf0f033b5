import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  CLIENT_PORTAL_ROLES,
  type PortalContract,
  type PortalHome,
  type PortalOrder,
  type PortalPmoc,
  type PortalRgm,
  type PortalUnit,
  type PortalUnitDetail,
  type SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  pdfFile,
  RequireSession,
  type SessionPrincipal,
} from '@campo/platform';
import { orderNotFound } from '../orders/service-order.service';
import { rgmNotFound } from '../rgm/rgm.service';
import { AcknowledgeRgmDto, PortalFluidQueryDto } from './client-portal.dto';
import { ClientPortalService, pmocNotFound, unitNotFound } from './client-portal.service';

/**
 * The client portal's API: a client user (CLIENTE) reads its own client's contracts,
 * units, orders and visit reports, released RGMs, signed PMOCs and refrigerant report,
 * and acknowledges RGMs. Another client's ids answer 404, as another company's do.
 */
@Controller('portal')
@RequireSession(...CLIENT_PORTAL_ROLES)
export class ClientPortalController {
  constructor(private readonly portal: ClientPortalService) {}

  @Get('inicio')
  async home(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<PortalHome>> {
    return ok(await this.portal.home(session));
  }

  @Get('contratos')
  async contracts(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<PortalContract[]>> {
    return ok(await this.portal.contracts(session));
  }

  @Get('unidades')
  async units(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<PortalUnit[]>> {
    return ok(await this.portal.units(session));
  }

  @Get('unidades/:id')
  async unit(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', unitNotFound) id: string,
  ): Promise<SuccessResponse<PortalUnitDetail>> {
    return ok(await this.portal.unit(session, id));
  }

  @Get('ordens')
  async orders(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<PortalOrder[]>> {
    return ok(await this.portal.orders(session));
  }

  @Get('ordens/:id')
  async order(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<PortalOrder>> {
    return ok(await this.portal.order(session, id));
  }

  @Get('ordens/:id/relatorio.pdf')
  @ApiProduces('application/pdf')
  async visitReport(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ) {
    const { pdf, fileName } = await this.portal.visitReportPdf(session, id);
    return pdfFile(pdf, fileName);
  }

  @Get('rgms')
  async rgms(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<PortalRgm[]>> {
    return ok(await this.portal.rgmList(session));
  }

  @Get('rgms/:id/pdf')
  @ApiProduces('application/pdf')
  async rgmPdf(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', rgmNotFound) id: string,
  ) {
    const { pdf, fileName } = await this.portal.rgmPdf(session, id);
    return pdfFile(pdf, fileName);
  }

  /** "Confirmar recebimento": the name and the time are recorded on the RGM and printed on its PDF. */
  @Post('rgms/:id/ciente')
  @HttpCode(200)
  async acknowledge(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', rgmNotFound) id: string,
    @Body() body: AcknowledgeRgmDto,
  ): Promise<SuccessResponse<PortalRgm>> {
    return ok(await this.portal.acknowledgeRgm(session, id, body.nome));
  }

  @Get('pmocs')
  async pmocs(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<PortalPmoc[]>> {
    return ok(await this.portal.pmocs(session));
  }

  @Get('pmocs/:id/pdf')
  @ApiProduces('application/pdf')
  async pmocPdf(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', pmocNotFound) id: string,
  ) {
    const { pdf, fileName } = await this.portal.pmocPdf(session, id);
    return pdfFile(pdf, fileName);
  }

  @Get('fluidos')
  async fluids(@CurrentSession() session: SessionPrincipal, @Query() query: PortalFluidQueryDto) {
    return ok(await this.portal.fluidReport(session, query.ano));
  }

  @Get('fluidos/pdf')
  @ApiProduces('application/pdf')
  async fluidsPdf(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: PortalFluidQueryDto,
  ) {
    const { pdf, fileName } = await this.portal.fluidReportPdf(session, query.ano);
    return pdfFile(pdf, fileName);
  }
}
