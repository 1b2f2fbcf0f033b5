import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { INTEGRATION_ROLES } from '@campo/contracts';
import type {
  CreatedIngestionToken,
  EntityDescriptor,
  IngestionTokenView,
  SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, RequireSession, SessionPrincipal } from '@campo/platform';
import { EntityRegistry } from '../registry/entity-registry';
import { CreateTokenDto, UpdateTokenDto } from './token-admin.dto';
import { TokenAdminService } from './token-admin.service';

type Answer<T> = Promise<SuccessResponse<T>>;

/** Ingestion token administration (company ADMIN only). */
@Controller('admin')
@RequireSession(...INTEGRATION_ROLES)
export class TokenAdminController {
  constructor(
    private readonly tokens: TokenAdminService,
    private readonly registry: EntityRegistry,
  ) {}

  /** The whole registry, for the scope editor and the integration guide screen. */
  @Get('entidades')
  entities(): SuccessResponse<EntityDescriptor[]> {
    return { sucesso: true, dados: this.registry.all().map((entity) => entity.descriptor) };
  }

  @Get('tokens-ingestao')
  async list(@CurrentSession() session: SessionPrincipal): Answer<IngestionTokenView[]> {
    return { sucesso: true, dados: await this.tokens.list(session) };
  }

  @Get('tokens-ingestao/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Answer<IngestionTokenView> {
    return { sucesso: true, dados: await this.tokens.get(session, id) };
  }

  @Post('tokens-ingestao')
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateTokenDto,
  ): Answer<CreatedIngestionToken> {
    return {
      sucesso: true,
      mensagem: 'Token criado. Copie-o agora: ele não será mostrado novamente.',
      dados: await this.tokens.create(session, body),
    };
  }

  @Patch('tokens-ingestao/:id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: UpdateTokenDto,
  ): Answer<IngestionTokenView> {
    return { sucesso: true, dados: await this.tokens.update(session, id, body) };
  }

  @Post('tokens-ingestao/:id/desativar')
  @HttpCode(200)
  async deactivate(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Answer<IngestionTokenView> {
    return { sucesso: true, dados: await this.tokens.deactivate(session, id) };
  }

  @Post('tokens-ingestao/:id/reativar')
  @HttpCode(200)
  async reactivate(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Answer<IngestionTokenView> {
    return { sucesso: true, dados: await this.tokens.reactivate(session, id) };
  }

  @Post('tokens-ingestao/:id/revogar')
  @HttpCode(200)
  async revoke(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Answer<IngestionTokenView> {
    return { sucesso: true, dados: await this.tokens.revoke(session, id) };
  }
}
