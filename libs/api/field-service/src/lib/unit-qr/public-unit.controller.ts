import {
  ArgumentsHost,
  Body,
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
import { PHOTO_MAX_BYTES } from '@campo/contracts';
import {
  AllExceptionsFilter,
  AppException,
  Public,
  PrivacyNoticeService,
  PublicForm,
  renderError,
  SESSION_COOKIE,
} from '@campo/platform';
import {
  errorPage,
  limitPage,
  privacyPage,
  type RequestFormValues,
  sendPage,
  sendPageOrData,
  sentPage,
  trackingPage,
  unitPage,
  unknownTrackingPage,
  unknownPage,
  wantsPage,
} from './public-unit.page';
import { PublicRequestDto } from './unit-qr.dto';
import { publicView, QR_WINDOW_MINUTES, UnitQrService } from './unit-qr.service';

/** The short address printed in the QR codes (`/q/<token>`), answered by this controller's routes. */
export const PUBLIC_UNIT_ALIAS = { from: '/q/', to: '/api/qr/' } as const;

/**
 * Errors of the public page: a browser gets a page in words (unknown code 404, too many
 * requests 429, anything else its status), an API client the usual envelope.
 */
@Catch()
export class PublicPageFilter extends AllExceptionsFilter {
  override catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (!wantsPage(request) || response.headersSent) return super.catch(exception, host);
    const rendered = renderError(exception);
    const code = rendered.body.codigo;
    if (rendered.status === HttpStatus.TOO_MANY_REQUESTS)
      response.setHeader('Retry-After', String(QR_WINDOW_MINUTES * 60));
    else if (typeof rendered.body['tenteNovamenteEm'] === 'number')
      response.setHeader('Retry-After', String(rendered.body['tenteNovamenteEm']));
    sendPage(
      response,
      rendered.status,
      code === 'QR_NAO_ENCONTRADO'
        ? unknownPage()
        : code === 'SOLICITACAO_NAO_ENCONTRADA'
          ? unknownTrackingPage()
          : rendered.status === HttpStatus.TOO_MANY_REQUESTS
            ? limitPage(null, QR_WINDOW_MINUTES)
            : errorPage(
                rendered.status >= 500 ? 'Tente de novo em alguns minutos.' : rendered.body.erro,
              ),
    );
  }
}

/**
 * The page behind a unit's QR code, without login: the unit's tag, sector and last visit
 * and a request form (multipart, with an optional photo). A member of the unit's company
 * who is signed in is sent to the unit's full page instead.
 */
@Controller('qr')
@UseFilters(PublicPageFilter)
export class PublicUnitController {
  constructor(
    private readonly qr: UnitQrService,
    private readonly privacy: PrivacyNoticeService,
  ) {}

  /**
   * The request's tracking page (`/q/acompanhar/<código>`), without login: where it
   * stands and when, nothing of the visit. A browser gets the page, an API client JSON.
   */
  @Public()
  @Get('acompanhar/:codigo')
  @ApiProduces('text/html', 'application/json')
  async tracking(
    @Param('codigo') code: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const tracking = await this.qr.tracking(code);
    await sendPageOrData(request, response, tracking, () => trackingPage(tracking));
  }

  @Public()
  @Get(':token')
  @ApiProduces('text/html')
  async page(@Param('token') token: string, @Req() request: Request, @Res() response: Response) {
    const unit = await this.qr.publicUnit(token);
    const destination = await this.qr.staffDestination(unit, request.cookies?.[SESSION_COOKIE]);
    if (destination) return response.redirect(303, destination);
    const notice = await this.privacy.notice(unit.empresaId, 'QR');
    sendPage(response, 200, unitPage(publicView(unit), actionOf(token), notice));
  }

  /** The full privacy notice of the QR page, for whoever holds the unit's code. */
  @Public()
  @Get(':token/privacidade')
  @ApiProduces('text/html')
  async privacyNotice(@Param('token') token: string, @Res() response: Response) {
    const unit = await this.qr.publicUnit(token);
    const notice = await this.privacy.notice(unit.empresaId, 'QR');
    sendPage(response, 200, privacyPage(publicView(unit), notice, actionOf(token)));
  }

  /** multipart/form-data: `descricao`, `urgencia`, `contatoNome`, `contatoTelefone`, `contatoEmail`, `foto`. */
  @PublicForm()
  @Post(':token')
  @ApiConsumes('multipart/form-data')
  @ApiProduces('text/html')
  @UseInterceptors(
    FileInterceptor('foto', { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } }),
  )
  async request(
    @Param('token') token: string,
    @Body() body: PublicRequestDto,
    @UploadedFile()
    file: { buffer: Buffer; mimetype: string; originalname: string; size: number } | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const unit = await this.qr.publicUnit(token);
    const view = publicView(unit);
    try {
      const sent = await this.qr.request(unit, request.ip, body, file?.size ? file : null);
      if (!wantsPage(request)) return response.status(201).json({ sucesso: true, dados: sent });
      sendPage(response, 201, sentPage(view, sent, Boolean(body.contatoEmail)));
    } catch (error) {
      if (!wantsPage(request) || !(error instanceof AppException)) throw error;
      if (error.status === HttpStatus.TOO_MANY_REQUESTS)
        return sendPage(
          response.setHeader('Retry-After', String(QR_WINDOW_MINUTES * 60)),
          429,
          limitPage(view, QR_WINDOW_MINUTES),
        );
      const problems = fieldProblems(error);
      if (!problems) throw error;
      const notice = await this.privacy.notice(unit.empresaId, 'QR');
      sendPage(
        response,
        error.status,
        unitPage(view, actionOf(token), notice, body as RequestFormValues, problems),
      );
    }
  }
}

const actionOf = (token: string) => `/q/${encodeURIComponent(token)}`;

/**
 * The problems of a refused form by field (`campo: mensagem` details), or the message
 * under the form when the photo (or anything else the visitor can fix) was refused.
 */
function fieldProblems(error: AppException): Record<string, string> | null {
  if (error.status >= 500) return null;
  const details = error.extra['detalhes'];
  const problems: Record<string, string> = {};
  if (Array.isArray(details)) {
    for (const detail of details) {
      const [, field, message] = /^(\w+): (.*)$/.exec(String(detail)) ?? [];
      if (field) problems[field] = capitalize(message);
    }
  }
  if (Object.keys(problems).length === 0) {
    const photo = /^(ARQUIVO_|IMAGEM_|TIPO_DE_ARQUIVO)/.test(error.codigo);
    problems[photo ? 'foto' : 'geral'] = error.message;
  }
  return problems;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
