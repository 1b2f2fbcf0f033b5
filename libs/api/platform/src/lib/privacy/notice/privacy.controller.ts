import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { IsIn } from 'class-validator';
import {
  PRIVACY_SURFACES,
  PROCESSING_RECORD_FORMATS,
  PROCESSING_RECORD_ROLES,
  type PrivacySurface,
  type ProcessingRecordFormat,
  ROLES,
} from '@campo/contracts';
import { CurrentSession } from '../../auth/current-session.decorator';
import type { SessionPrincipal } from '../../auth/session-principal';
import { RequireSession } from '../../common/access-policy';
import { ok } from '../../common/success';
import { PrivacyNoticeService } from './privacy-notice.service';

export class NoticeQueryDto {
  @IsIn(PRIVACY_SURFACES, { message: `superficie deve ser ${PRIVACY_SURFACES.join(', ')}` })
  superficie!: PrivacySurface;
}

export class RecordExportQueryDto {
  @IsIn(PROCESSING_RECORD_FORMATS, { message: 'formato deve ser csv ou json' })
  formato!: ProcessingRecordFormat;
}

/** The privacy notice for whoever is signed in, and the record of processing for the ADMIN. */
@Controller()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyNoticeService) {}

  /** The notice of one surface (admin, technician app, portal), for any signed-in user. */
  @RequireSession(...ROLES)
  @Get('privacidade/aviso')
  async notice(@CurrentSession() session: SessionPrincipal, @Query() query: NoticeQueryDto) {
    return ok(await this.privacy.notice(session.companyId, query.superficie));
  }

  @RequireSession(...PROCESSING_RECORD_ROLES)
  @Get('admin/privacidade/registro')
  async record(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.privacy.record(session.companyId));
  }

  /** The record as a file: `?formato=csv` (spreadsheet) or `json`. */
  @RequireSession(...PROCESSING_RECORD_ROLES)
  @Get('admin/privacidade/registro/exportar')
  @ApiProduces('text/csv', 'application/json')
  async exportRecord(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: RecordExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const rows = await this.privacy.record(session.companyId);
    if (query.formato === 'csv') {
      response.type('text/csv; charset=utf-8').attachment('registro-de-tratamento.csv');
      return new StreamableFile(this.privacy.recordCsv(rows));
    }
    response.type('application/json; charset=utf-8').attachment('registro-de-tratamento.json');
    return new StreamableFile(Buffer.from(JSON.stringify(rows, null, 2), 'utf8'));
  }
}
