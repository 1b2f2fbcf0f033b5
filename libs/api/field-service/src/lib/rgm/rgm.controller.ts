import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  type ClientRgm,
  type Page,
  type RgmAction,
  type RgmSummary,
  type SuccessResponse,
  RGM_ROLES,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  okEncoded,
  type PageRequest,
  Paging,
  pdfFile,
  platformError,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { ClientRgmQueryDto, CreateRgmDto, ListRgmQueryDto, RgmActionDto } from './rgm.dto';
import { clientNotFound, RgmClientService } from './rgm-client.service';
import { rgmNotFound, RgmService, RgmView } from './rgm.service';

const ACTIONS: readonly string[] = ['recalcular', 'liberar', 'enviar', 'reabrir'];

/** The monthly service report (RGM): supervisors and administrators of the company. */
@Controller('fs/rgm')
@RequireSession(...RGM_ROLES)
export class RgmController {
  constructor(
    private readonly rgms: RgmService,
    private readonly clientRgms: RgmClientService,
  ) {}

  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateRgmDto,
  ): Promise<StreamableFile> {
    // The snapshot just computed goes out as the bytes the database received (encoded-json.ts).
    return okEncoded(
      await this.rgms.create(session, {
        contratoId: body.consolidado ? null : body.contratoId!,
        inicio: body.inicio,
        fim: body.fim,
      }),
      'snapshot',
    );
  }

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: ListRgmQueryDto,
    @Paging() page: PageRequest,
  ): Promise<SuccessResponse<Page<RgmSummary>>> {
    return ok(await this.rgms.list(session.companyId, query, page));
  }

  /** A client's month, consolidated from its contracts' RGMs (their frozen snapshots). */
  @Get('clientes/:id')
  async clientMonth(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) id: string,
    @Query() query: ClientRgmQueryDto,
  ): Promise<SuccessResponse<ClientRgm>> {
    return ok(await this.clientRgms.month(session.companyId, id, query.mes));
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', rgmNotFound) id: string,
  ): Promise<SuccessResponse<RgmView>> {
    return ok(await this.rgms.get(session.companyId, id));
  }

  /** The PDF: a draft's is rendered now (marked RASCUNHO); a released RGM's is the one kept at release. */
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  async pdf(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', rgmNotFound) id: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.rgms.pdf(session.companyId, id);
    return pdfFile(pdf, fileName);
  }

  @Post(':id/:acao')
  @HttpCode(200)
  async act(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', rgmNotFound) id: string,
    @Param('acao') action: string,
    @Body() body: RgmActionDto,
  ): Promise<StreamableFile> {
    if (!ACTIONS.includes(action))
      throw platformError('ROTA_NAO_ENCONTRADA', 'Rota não encontrada.');
    if (body.destinatarios && action !== 'enviar')
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos.', {
        detalhes: ['destinatarios: só vale para enviar'],
      });
    return okEncoded(
      await this.rgms.act(session, id, action as RgmAction, body.destinatarios),
      'snapshot',
    );
  }
}
