import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { INTEGRATION_ROLES } from '@campo/contracts';
import type { Request, Response } from 'express';
import type { BatchResponse, SpreadsheetBatchData } from '@campo/contracts';
import { CurrentSession, platformError, RequireSession, SessionPrincipal } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { IngestionBatchService } from '../public/ingestion-batch.service';
import { CompanyEntitySetService } from '../entity-set/company-entity-set.service';
import { readSheet, tooManyRows } from './spreadsheet-reader';
import { MAX_SPREADSHEET_ROWS } from './xlsx-bounds';
import { buildTemplate } from './spreadsheet-template';

export const SPREADSHEET_PREFIX = '/api/admin/planilhas';

/**
 * Spreadsheet import for people who do not run an integration: a template per
 * entity, then an uploaded XLSX or CSV goes through the same validator and writer
 * as the API, in two steps (preview, import), recorded as `Planilha: <name>`.
 */
@Controller('admin/planilhas')
@RequireSession(...INTEGRATION_ROLES)
export class SpreadsheetController {
  constructor(
    private readonly entitySet: CompanyEntitySetService,
    private readonly batches: IngestionBatchService,
  ) {}

  @Get(':entidade/modelo')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  async template(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') name: string,
    @Res() response: Response,
  ) {
    const entity = await this.entitySet.require(session.companyId, name);
    response
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .attachment(`modelo-${entity.nome}.xlsx`)
      .send(await buildTemplate(entity));
  }

  @Post(':entidade/previa')
  @ApiConsumes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv')
  @HttpCode(200)
  preview(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') name: string,
    @Req() request: Request,
  ) {
    return this.import(session, name, request, true);
  }

  @Post(':entidade/importar')
  @ApiConsumes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv')
  @HttpCode(200)
  write(
    @CurrentSession() session: SessionPrincipal,
    @Param('entidade') name: string,
    @Req() request: Request,
  ) {
    return this.import(session, name, request, false);
  }

  private async import(
    session: SessionPrincipal,
    name: string,
    request: Request,
    preview: boolean,
  ) {
    const entity = await this.entitySet.require(session.companyId, name);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw platformError(
        'DADOS_INVALIDOS',
        'Envie o arquivo da planilha (XLSX ou CSV) como corpo da requisição.',
      );
    }
    const fileName = decodeURIComponent(request.get('x-nome-arquivo') ?? '');
    const sheet = await readSheet(
      entity,
      request.body,
      request.get('content-type') ?? '',
      fileName,
    );
    if (sheet.rows.length === 0)
      throw ingestionError('LOTE_VAZIO', 'A planilha não tem linhas de dados abaixo do cabeçalho.');
    if (sheet.rows.length > MAX_SPREADSHEET_ROWS) throw tooManyRows(sheet.rows.length);
    const { body } = await this.batches.process({
      source: {
        companyId: session.companyId,
        timeZone: session.timeZone,
        mode: 'UPSERT',
        tokenId: null,
        origin: `Planilha: ${session.userName}`,
        fieldLabels: true,
        checkReferencesOfRefusedRows: true,
      },
      entity: entity.nome,
      rows: sheet.rows,
      lineNumbers: sheet.lineNumbers,
      preview,
      ip: request.ip ?? null,
    });
    const answer = body as BatchResponse;
    const dados: SpreadsheetBatchData = { ...answer.dados, colunas: sheet.colunas };
    return { ...answer, dados };
  }
}
