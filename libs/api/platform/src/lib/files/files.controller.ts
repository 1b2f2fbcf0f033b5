import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { FILE_READ_ROLES } from '@campo/contracts';
import type { Request, Response } from 'express';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { RequireSession } from '../common/access-policy';
import { FileService } from './file.service';
import { sendStoredFile } from './send-stored-file';

/**
 * A stored file's bytes for the staff of its company: another company's id is 404,
 * as a missing one. Domains that need finer rules (a client user seeing only their
 * own orders' photos) serve files through their own routes with FileService.open.
 */
@Controller('arquivos')
@RequireSession(...FILE_READ_ROLES)
export class FilesController {
  constructor(private readonly files: FileService) {}

  @Get(':id')
  @ApiProduces('image/jpeg', 'image/png', 'application/pdf')
  async original(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.files.open(session.companyId, id));
  }

  @Get(':id/miniatura')
  @ApiProduces('image/jpeg', 'image/png')
  async thumbnail(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(
      request,
      response,
      await this.files.open(session.companyId, id, 'miniatura'),
    );
  }
}
