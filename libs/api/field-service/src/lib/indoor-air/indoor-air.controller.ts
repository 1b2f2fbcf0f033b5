import {
  Body,
  Controller,
  Get,
  Patch,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import {
  type IndoorAirAnalysis,
  type IndoorAirAnalysisSummary,
  type IndoorAirReference,
  type IndoorAirSchedule,
  RECORD_EDIT_ROLES,
  type SuccessResponse,
  localDate,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { Clock } from '../common/clock';
import { fieldServiceError } from '../common/field-service-errors';
import {
  CreateIndoorAirAnalysisDto,
  IndoorAirIntervalDto,
  IndoorAirListQueryDto,
  UpdateIndoorAirAnalysisDto,
} from './indoor-air.dto';
import { analysisNotFound, IndoorAirService } from './indoor-air.service';

/**
 * Multer's own ceiling, above the stored files' limit (FILE_MAX_BYTES), so a report too
 * large gets that limit's clear 413 ARQUIVO_GRANDE_DEMAIS rather than a bare one.
 */
const REPORT_MAX_BYTES = 64 * 1024 * 1024;
const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/** Indoor-air analyses (NBR 17037) of the company's contracts: ADMIN and SUPERVISOR. */
@Controller('fs/qualidade-ar')
@RequireSession(...RECORD_EDIT_ROLES)
export class IndoorAirController {
  constructor(
    private readonly indoorAir: IndoorAirService,
    private readonly clock: Clock,
  ) {}

  @Get('referencias')
  async references(): Promise<SuccessResponse<IndoorAirReference[]>> {
    return ok(await this.indoorAir.references());
  }

  @Get('agenda')
  async schedules(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<IndoorAirSchedule[]>> {
    return ok(await this.indoorAir.schedules(session.companyId, this.today(session)));
  }

  @Put('contratos/:id/intervalo')
  async setInterval(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @Body() body: IndoorAirIntervalDto,
  ): Promise<SuccessResponse<IndoorAirSchedule>> {
    return ok(
      await this.indoorAir.setInterval(
        session.companyId,
        id,
        body.intervaloMeses,
        this.today(session),
      ),
    );
  }

  @Get('analises')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: IndoorAirListQueryDto,
  ): Promise<SuccessResponse<IndoorAirAnalysisSummary[]>> {
    return ok(await this.indoorAir.list(session.companyId, query.contratoId ?? null));
  }

  @Get('analises/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', analysisNotFound) id: string,
  ): Promise<SuccessResponse<IndoorAirAnalysis>> {
    return ok(await this.indoorAir.get(session.companyId, id));
  }

  /** multipart/form-data: the fields, `valores` as JSON, and the lab's PDF in `laudo`. */
  @Post('analises')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('laudo', { limits: { fileSize: REPORT_MAX_BYTES, files: 1 } }))
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateIndoorAirAnalysisDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<SuccessResponse<IndoorAirAnalysis>> {
    return ok(await this.indoorAir.create(session, body, file?.buffer));
  }

  /** JSON: the lab's identity (CNPJ checked), the report number and the fungal genera. */
  @Patch('analises/:id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', analysisNotFound) id: string,
    @Body() body: UpdateIndoorAirAnalysisDto,
  ): Promise<SuccessResponse<IndoorAirAnalysis>> {
    return ok(await this.indoorAir.update(session, id, body));
  }

  /** multipart/form-data: one more PDF of the lab's report in `laudo`. */
  @Post('analises/:id/laudos')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('laudo', { limits: { fileSize: REPORT_MAX_BYTES, files: 1 } }))
  async attachReport(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', analysisNotFound) id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<SuccessResponse<IndoorAirAnalysis>> {
    return ok(await this.indoorAir.attachReport(session, id, file?.buffer));
  }

  private today(session: SessionPrincipal) {
    return localDate(this.clock.now(), session.timeZone);
  }
}
