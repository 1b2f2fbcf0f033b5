import {
  Body,
  Controller,
  Delete,
  Patch,
  Post,
  Put,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  PHOTO_MAX_BYTES,
  type SuccessResponse,
  TECHNICIAN_APP_ROLES,
  type VisitRecords,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { orderNotFound } from '../orders/service-order.service';
import { RefusedRecordInterceptor } from '../refused-records/refused-record.interceptor';
import { entryNotFound, VisitCorrectionsService } from './visit-corrections.service';
import { VisitEvidenceService } from './visit-evidence.service';
import {
  VisitAcceptanceDto,
  VisitMaterialDto,
  VisitPhotoDto,
  VisitReadingDto,
  VisitRecommendationDto,
  VisitRemovalDto,
  VisitServiceDto,
} from './visit-report.dto';
import { VisitRecordsService } from './visit-records.service';
import { VisitReportService } from './visit-report.service';

/**
 * The visit report's writes from the technician's app, each idempotent by its client
 * UUID: 201 when stored, 200 when the same id and body come again (the answer is the
 * order's records as they stand), 409 ACAO_ID_REUTILIZADO for the same id with another
 * body (another image, for a photo). Until the client's acceptance each entry may be
 * corrected (`PUT` of its kind, `PATCH` of a photo's label and caption) or removed
 * (`DELETE …/registros/:registroId`), each correction under its own client UUID;
 * after it, 409 RELATORIO_ASSINADO.
 */
@Controller('fs/app/os')
@UseInterceptors(RefusedRecordInterceptor)
@RequireSession(...TECHNICIAN_APP_ROLES)
export class VisitAppController {
  constructor(
    private readonly records: VisitRecordsService,
    private readonly evidence: VisitEvidenceService,
    private readonly corrections: VisitCorrectionsService,
    private readonly reports: VisitReportService,
  ) {}

  @Post(':id/servicos')
  async service(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitServiceDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(response, session, id, await this.records.service(session, id, body));
  }

  @Post(':id/leituras')
  async reading(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitReadingDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(response, session, id, await this.records.reading(session, id, body));
  }

  @Post(':id/materiais')
  async material(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitMaterialDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(response, session, id, await this.records.material(session, id, body));
  }

  @Post(':id/recomendacoes')
  async recommendation(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitRecommendationDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(response, session, id, await this.records.recommendation(session, id, body));
  }

  /** multipart/form-data: `arquivo` (the image), `id`, `rotulo`, `legenda`. */
  @Post(':id/fotos')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('arquivo', { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } }))
  async photo(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitPhotoDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(
      response,
      session,
      id,
      await this.evidence.photo(session, id, body, file?.buffer),
    );
  }

  @Put(':id/servicos/:registroId')
  async correctService(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitServiceDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.records.correct(session, id, entryId, 'SERVICO', body);
    return this.answer(response, session, id, result);
  }

  @Put(':id/leituras/:registroId')
  async correctReading(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitReadingDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.records.correct(session, id, entryId, 'LEITURA', body);
    return this.answer(response, session, id, result);
  }

  @Put(':id/materiais/:registroId')
  async correctMaterial(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitMaterialDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.records.correct(session, id, entryId, 'MATERIAL', body);
    return this.answer(response, session, id, result);
  }

  @Put(':id/recomendacoes/:registroId')
  async correctRecommendation(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitRecommendationDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.records.correct(session, id, entryId, 'RECOMENDACAO', body);
    return this.answer(response, session, id, result);
  }

  /** A photo's label and caption (JSON); the image stays as taken. */
  @Patch(':id/fotos/:registroId')
  async correctPhoto(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitPhotoDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.corrections.photo(session, id, entryId, body);
    return this.answer(response, session, id, result);
  }

  /** Removes a line or photo (its row stays, marked removed); body `{ id }`, the removal's id. */
  @Delete(':id/registros/:registroId')
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @IdParam('registroId', entryNotFound) entryId: string,
    @Body() body: VisitRemovalDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    const result = await this.corrections.remove(session, id, entryId, body.id);
    return this.answer(response, session, id, result);
  }

  /** The client's acceptance (signature or absence); recording it seals the report. */
  @Post(':id/aceite')
  async acceptance(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
    @Body() body: VisitAcceptanceDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<VisitRecords>> {
    return this.answer(response, session, id, await this.evidence.acceptance(session, id, body));
  }

  private async answer(
    response: Response,
    session: SessionPrincipal,
    orderId: string,
    { created }: { created: boolean },
  ) {
    response.status(created ? 201 : 200);
    return ok(await this.reports.records(session.companyId, orderId));
  }
}
