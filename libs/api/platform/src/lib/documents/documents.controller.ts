import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Request } from 'express';
import { DOCUMENT_EDIT_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { platformError } from '../common/app-exception';
import { IdParam } from '../common/request-params';
import { ok } from '../common/success';
import { pdfFile } from '../pdf/pdf-file';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { DocumentListQueryDto, EditDocumentDto, SignDocumentDto } from './document.dto';
import { documentNotFound, DocumentService } from './document.service';

/**
 * Platform documents: every role reads; ADMIN and SUPERVISOR edit and sign (a
 * document's type may narrow who signs: see DocumentTypeRegistry).
 */
@Controller('documentos')
export class DocumentsController {
  constructor(private readonly documents: DocumentService) {}

  @RequireSession()
  @Get()
  async list(@CurrentSession() session: SessionPrincipal, @Query() query: DocumentListQueryDto) {
    return ok(await this.documents.list(session.companyId, query.tipo || undefined));
  }

  @RequireSession()
  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
  ) {
    return ok(await this.documents.get(session.companyId, id));
  }

  @RequireSession()
  @Get(':id/versoes')
  async versions(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
  ) {
    return ok(await this.documents.versions(session.companyId, id));
  }

  @RequireSession()
  @Get(':id/versoes/:versao')
  async version(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
    @Param('versao', ParseIntPipe) versao: number,
  ) {
    return ok(await this.documents.get(session.companyId, id, versao));
  }

  /** The PDF of the current version, or of `?versao=N`. */
  @RequireSession()
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  async pdf(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
    @Query('versao') versao?: unknown,
  ) {
    const { pdf, fileName } = await this.documents.pdf(session.companyId, id, parseVersion(versao));
    return pdfFile(pdf, fileName);
  }

  @RequireSession()
  @Get(':id/diferencas')
  async diff(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
    @Query('de', ParseIntPipe) from: number,
    @Query('para', ParseIntPipe) to: number,
  ) {
    return ok(await this.documents.diff(session.companyId, id, from, to));
  }

  @RequireSession(...DOCUMENT_EDIT_ROLES)
  @Put(':id')
  async edit(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
    @Body() body: EditDocumentDto,
  ) {
    return ok(await this.documents.edit(session.companyId, id, session.userId, body));
  }

  @RequireSession(...DOCUMENT_EDIT_ROLES)
  @Post(':id/assinar')
  @HttpCode(200)
  async sign(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', documentNotFound) id: string,
    @Body() body: SignDocumentDto,
    @Req() request: Request,
  ) {
    return ok(await this.documents.sign(session, id, body, request.ip));
  }
}

/** `?versao=` when given: a positive integer (one PostgreSQL integer at most). */
function parseVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) {
    throw platformError(
      'DADOS_INVALIDOS',
      'Dados inválidos: versao deve ser o número de uma versão (1, 2, 3…).',
      { detalhes: ['versao: número inteiro positivo'] },
    );
  }
  return Number(value);
}
