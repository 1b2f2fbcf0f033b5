import {
  Body,
  Controller,
  Get,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CLIENT_PORTAL_ROLES,
  PHOTO_MAX_BYTES,
  type ServiceRequestDetail,
  type ServiceRequestSummary,
  type SuccessResponse,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  RequireSession,
  type SessionPrincipal,
  sendStoredFile,
} from '@campo/platform';
import { requestNotFound } from '../service-requests/service-requests.service';
import { OpenPortalRequestDto } from './client-portal.dto';
import { PortalRequestsService, type UploadedPhoto } from './portal-requests.service';

/** The client's service requests in the portal: open one (with an optional photo), follow them. */
@Controller('portal/solicitacoes')
@RequireSession(...CLIENT_PORTAL_ROLES)
export class PortalRequestsController {
  constructor(private readonly requests: PortalRequestsService) {}

  /** multipart/form-data: the fields of OpenPortalRequestDto and, optionally, the photo in `foto`. */
  @Post()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('foto', { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } }))
  async open(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: OpenPortalRequestDto,
    @UploadedFile() photo: UploadedPhoto | undefined,
  ): Promise<SuccessResponse<ServiceRequestDetail>> {
    const opened = await this.requests.open(session, body, photo);
    return ok(opened, `Solicitação ${opened.codigo} enviada. Você recebe por e-mail cada passo.`);
  }

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<ServiceRequestSummary[]>> {
    return ok(await this.requests.list(session));
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
  ): Promise<SuccessResponse<ServiceRequestDetail>> {
    return ok(await this.requests.get(session, id));
  }

  @Get(':id/foto')
  @ApiProduces('image/jpeg')
  async photo(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.requests.photo(session, id, 'original'));
  }

  @Get(':id/foto/miniatura')
  @ApiProduces('image/jpeg')
  async thumbnail(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.requests.photo(session, id, 'miniatura'));
  }
}
