import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  type CatalogItem,
  DOCUMENT_EDIT_ROLES,
  type VisitRecords,
  COMPANY_ADMIN_ROLES,
  type FinishRequirements,
  PUBLIC_LINK_ROLES,
  type SuccessResponse,
  type VisitReportView,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  pdfFile,
  Public,
  RequireSession,
  SessionPrincipal,
  sendStoredFile,
} from '@campo/platform';
import { orderNotFound } from '../orders/service-order.service';
import { catalogItemNotFound, VisitCatalogService } from './visit-catalog.service';
import {
  CatalogQueryDto,
  CreateCatalogItemDto,
  FinishRequirementsDto,
  UpdateCatalogItemDto,
  VisitAddendumDto,
} from './visit-report.dto';
import { linkNotFound, PublicReportLinksService } from './public-report-links.service';
import { photoNotFound, VisitReportService } from './visit-report.service';

/**
 * The visit report for the company's users (a technician: only their orders): its
 * records, PDF, photos and signature; the catalogue of services and materials and the
 * finishing requirements (read: everyone; edit: ADMIN); and the PDF behind an e-mailed
 * link, which needs no login.
 */
@Controller('fs')
export class VisitReportController {
  constructor(
    private readonly reports: VisitReportService,
    private readonly catalog: VisitCatalogService,
    private readonly links: PublicReportLinksService,
  ) {}

  @RequireSession()
  @Get('ordens/:id/relatorio')
  async view(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<VisitReportView>> {
    return ok(await this.reports.view(session, id));
  }

  @RequireSession()
  @Get('ordens/:id/relatorio.pdf')
  @ApiProduces('application/pdf')
  async pdf(@CurrentSession() session: SessionPrincipal, @IdParam('id', orderNotFound) id: string) {
    const { pdf, fileName } = await this.reports.pdf(session, id);
    return pdfFile(pdf, fileName);
  }

  @RequireSession()
  @Get('ordens/:id/fotos/:fotoId')
  @ApiProduces('image/jpeg')
  async photo(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('fotoId', photoNotFound) photoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(
      request,
      response,
      await this.reports.photo(session, id, photoId, 'original'),
    );
  }

  @RequireSession()
  @Get('ordens/:id/fotos/:fotoId/miniatura')
  @ApiProduces('image/jpeg')
  async thumbnail(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('fotoId', photoNotFound) photoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(
      request,
      response,
      await this.reports.photo(session, id, photoId, 'miniatura'),
    );
  }

  @RequireSession()
  @Get('ordens/:id/assinatura')
  @ApiProduces('image/png')
  async signature(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.reports.signature(session, id));
  }

  /** A supervisor's addendum to the sealed report (text, with who and when). */
  @RequireSession(...DOCUMENT_EDIT_ROLES)
  @Post('ordens/:id/adendos')
  async addendum(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitAddendumDto,
  ): Promise<SuccessResponse<VisitRecords>> {
    return ok(await this.reports.addAddendum(session, id, body.texto));
  }

  /** The e-mailed link: no login; 404 LINK_INVALIDO, 410 LINK_EXPIRADO. */
  @Public()
  @Get('relatorios-publicos/:token')
  @ApiProduces('application/pdf')
  async publicPdf(@Param('token') token: string) {
    const { pdf, fileName } = await this.reports.publicPdf(token);
    return pdfFile(pdf, fileName);
  }

  /** The no-login report links still within their term (never their tokens). */
  @RequireSession(...PUBLIC_LINK_ROLES)
  @Get('links-de-relatorio')
  async publicLinks(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.links.list(session.companyId));
  }

  /** Revokes a link: it answers from then on as an unknown one (404 LINK_INVALIDO). */
  @RequireSession(...PUBLIC_LINK_ROLES)
  @Delete('links-de-relatorio/:id')
  async revokeLink(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', linkNotFound) id: string,
  ) {
    await this.links.revoke(session, id);
    return ok(null);
  }

  @RequireSession()
  @Get('catalogo-visita')
  async catalogList(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: CatalogQueryDto,
  ): Promise<SuccessResponse<CatalogItem[]>> {
    return ok(await this.catalog.list(session.companyId, query));
  }

  @RequireSession(...COMPANY_ADMIN_ROLES)
  @Post('catalogo-visita')
  async catalogCreate(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateCatalogItemDto,
  ): Promise<SuccessResponse<CatalogItem>> {
    return ok(await this.catalog.create(session.companyId, body));
  }

  @RequireSession(...COMPANY_ADMIN_ROLES)
  @Patch('catalogo-visita/:id')
  async catalogUpdate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', catalogItemNotFound) id: string,
    @Body() body: UpdateCatalogItemDto,
  ): Promise<SuccessResponse<CatalogItem>> {
    return ok(await this.catalog.update(session.companyId, id, body));
  }

  @RequireSession()
  @Get('exigencias-conclusao')
  async requirements(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<FinishRequirements>> {
    return ok(await this.catalog.requirements(session.companyId));
  }

  @RequireSession(...COMPANY_ADMIN_ROLES)
  @Put('exigencias-conclusao')
  async writeRequirements(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: FinishRequirementsDto,
  ): Promise<SuccessResponse<FinishRequirements>> {
    return ok(await this.catalog.writeRequirements(session.companyId, body));
  }
}
