import {
  ArgumentsHost,
  Catch,
  Controller,
  Get,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AllExceptionsFilter, Public, PublicForm, renderError } from '@campo/platform';
import { invalid } from '../technician-app/technician-app.rules';
import { sendPage, sendPageOrData, wantsPage } from '../unit-qr/public-unit.page';
import {
  checkPage,
  verificationErrorPage,
  verificationPage,
  verificationPrivacyPage,
} from './seal-verification.page';
import { SealVerificationService } from './seal-verification.service';

/** Largest content file the check takes (a sealed content is a few kilobytes). */
const CHECK_MAX_BYTES = 2 * 1024 * 1024;

/** A browser gets the error as a page in words; an API client the usual envelope. */
@Catch()
export class VerificationPageFilter extends AllExceptionsFilter {
  override catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (!wantsPage(request) || response.headersSent) return super.catch(exception, host);
    const rendered = renderError(exception);
    if (typeof rendered.body['tenteNovamenteEm'] === 'number')
      response.setHeader('Retry-After', String(rendered.body['tenteNovamenteEm']));
    sendPage(
      response,
      rendered.status,
      verificationErrorPage(
        rendered.status >= HttpStatus.INTERNAL_SERVER_ERROR
          ? 'Não foi possível verificar agora. Tente de novo em alguns minutos.'
          : rendered.body.erro,
      ),
    );
  }
}

/**
 * The public verification page of sealed visit reports (`/v/<código>`, printed on the
 * PDF with its QR code), without login: a browser gets pages, an API client JSON.
 */
@Controller('fs/verificacao')
@UseFilters(VerificationPageFilter)
export class SealVerificationController {
  constructor(private readonly verification: SealVerificationService) {}

  @Public()
  @Get(':codigo')
  @ApiProduces('text/html', 'application/json')
  async page(@Param('codigo') code: string, @Req() request: Request, @Res() response: Response) {
    const report = await this.verification.verify(code, request.ip);
    await sendPageOrData(request, response, report, () => verificationPage(report));
  }

  /** The privacy notice of the report's page, for whoever holds the code. */
  @Public()
  @Get(':codigo/privacidade')
  @ApiProduces('text/html')
  async privacy(@Param('codigo') code: string, @Req() request: Request, @Res() response: Response) {
    const notice = await this.verification.privacyNotice(code, request.ip);
    sendPage(response, 200, verificationPrivacyPage(code, notice));
  }

  /** The canonical content, byte for byte what the SHA-256 is taken over. */
  @Public()
  @Get(':codigo/conteudo.json')
  @ApiProduces('application/json')
  async content(@Param('codigo') code: string, @Req() request: Request, @Res() response: Response) {
    const { bytes, fileName } = await this.verification.content(code, request.ip);
    response
      .status(200)
      .type('application/json')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(bytes);
  }

  /** multipart/form-data: `arquivo`, the content file to compare with the seal. */
  @PublicForm()
  @Post(':codigo')
  @ApiConsumes('multipart/form-data')
  @ApiProduces('text/html', 'application/json')
  @UseInterceptors(
    FileInterceptor('arquivo', { limits: { fileSize: CHECK_MAX_BYTES, files: 1, fields: 2 } }),
  )
  async check(
    @Param('codigo') code: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    if (!file?.buffer?.length) throw invalid('arquivo: escolha o arquivo do conteúdo (JSON)');
    const check = await this.verification.check(code, request.ip, file.buffer);
    await sendPageOrData(request, response, check, async () =>
      checkPage(await this.verification.verify(code, request.ip), check),
    );
  }
}
