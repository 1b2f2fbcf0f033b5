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
import { RGM_ROLES } from '@campo/contracts';
import type { SuccessResponse } from '@campo/contracts';
import {
  CurrentSession,
  pdfFile,
  platformError,
  readPaging,
  RequireSession,
  SessionPrincipal,
  isUuid,
} from '@campo/platform';
import { CreateRgmDto } from './rgm.dto';
import { RgmService, RgmView } from './rgm.service';

/** The monthly service report (RGM): supervisors and administrators of the company. */
@Controller('fs/rgm')
@RequireSession(...RGM_ROLES)
export class RgmController {
  constructor(private readonly rgms: RgmService) {}

  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateRgmDto,
  ): Promise<SuccessResponse<RgmView>> {
    return {
      sucesso: true,
      dados: await this.rgms.create(session, {
        contratoId: body.consolidado ? null : body.contratoId!,
        inicio: body.inicio,
        fim: body.fim,
      }),
    };
  }

  @Get()
  async list(@CurrentSession() session: SessionPrincipal, @Query() query: Record<string, string>) {
    const { pagina, porPagina } = readPaging(query);
    if (query.contratoId && !isUuid(query.contratoId))
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos: contratoId.', {
        detalhes: ['contratoId: id de contrato'],
      });
    const dados = await this.rgms.list(session.companyId, {
      contratoId: query.contratoId || undefined,
      estado: query.estado || undefined,
      pagina,
      porPagina,
    });
    return { sucesso: true, dados };
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Promise<SuccessResponse<RgmView>> {
    return { sucesso: true, dados: await this.rgms.get(session.companyId, id) };
  }

  /** The PDF: a draft's is rendered now (marked RASCUNHO); a released RGM's is the one kept at release. */
  @Get(':id/pdf')
  async pdf(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.rgms.pdf(session.companyId, id);
    return pdfFile(pdf, fileName);
  }

  @Post(':id/:acao')
  @HttpCode(200)
  async act(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Param('acao') action: string,
  ): Promise<SuccessResponse<RgmView>> {
    if (!['recalcular', 'liberar', 'enviar', 'reabrir'].includes(action))
      throw platformError('ROTA_NAO_ENCONTRADA', 'Rota não encontrada.');
    return { sucesso: true, dados: await this.rgms.act(session, id, action as 'recalcular') };
  }
}
