import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { CurrentSession } from '../../auth/current-session.decorator';
import type { SessionPrincipal } from '../../auth/session-principal';
import { RequireSession } from '../../common/access-policy';
import { ok } from '../../common/success';
import { pdfFile } from '../../pdf/pdf-file';
import { IdParam } from '../../common/request-params';
import { AnswerDataSubjectRequestDto, DataSubjectQueryDto } from './data-rights.dto';
import { DataSubjectRequests, requestNotFound } from './data-subject-requests.service';
import { DataErasureService } from './data-erasure.service';
import { DataRightsService } from './data-rights.service';

/** What the company holds about one person, for the ADMIN answering a request (LGPD art. 18). */
@Controller('admin/titulares')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class DataRightsController {
  constructor(
    private readonly rights: DataRightsService,
    private readonly requests: DataSubjectRequests,
    private readonly erasure: DataErasureService,
  ) {}

  /** The requests people made about their data, open ones first by deadline. */
  @Get('pedidos')
  async requestsList(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.requests.list(session.companyId));
  }

  @Post('pedidos/:id/atender')
  @HttpCode(200)
  async answer(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', requestNotFound) id: string,
    @Body() body: AnswerDataSubjectRequestDto,
  ) {
    return ok(await this.requests.answer(session, id, body.resposta));
  }

  @Get('dados')
  async export(@CurrentSession() session: SessionPrincipal, @Query() query: DataSubjectQueryDto) {
    return ok(await this.rights.export(session, query));
  }

  @Get('dados.pdf')
  async exportPdf(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: DataSubjectQueryDto,
  ): Promise<StreamableFile> {
    return pdfFile(await this.rights.exportPdf(session, query), 'dados-do-titular.pdf');
  }

  /** What erasing the person would delete, anonymise and keep; nothing changes. */
  @Get('eliminacao')
  async erasurePreview(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: DataSubjectQueryDto,
  ) {
    return ok(await this.erasure.preview(session, query));
  }

  /** Erases the person: deletes or anonymises each category as the record says, keeps the rest. */
  @Post('eliminacao')
  @HttpCode(200)
  async erase(@CurrentSession() session: SessionPrincipal, @Body() body: DataSubjectQueryDto) {
    return ok(await this.erasure.erase(session, body));
  }
}
