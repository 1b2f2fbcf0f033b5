import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { FILE_READ_ROLES } from '@campo/contracts';
import type { Request, Response } from 'express';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { RequireSession } from '../common/access-policy';
import { FileAccessRules } from './file-access';
import { type FileVariant, FileService } from './file.service';
import { sendStoredFile } from './send-stored-file';

/**
 * A stored file's bytes by id, answered as the file's owner allows: the rule its domain
 * registered for the owner kind decides (a technician reads only the files of orders
 * allocated to them, a client user only its client's; others 404 or 403, as the owner's
 * own route answers). Another company's id, and a kind with no rule, are 404.
 */
@Controller('arquivos')
@RequireSession(...FILE_READ_ROLES)
export class FilesController {
  constructor(
    private readonly files: FileService,
    private readonly access: FileAccessRules,
  ) {}

  @Get(':id')
  @ApiProduces('image/jpeg', 'image/png', 'application/pdf')
  async original(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.open(session, id, 'original'));
  }

  @Get(':id/miniatura')
  @ApiProduces('image/jpeg', 'image/png')
  async thumbnail(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendStoredFile(request, response, await this.open(session, id, 'miniatura'));
  }

  private async open(session: SessionPrincipal, id: string, variant: FileVariant) {
    await this.access.require(session, await this.files.find(session.companyId, id));
    return this.files.open(session.companyId, id, variant);
  }
}
