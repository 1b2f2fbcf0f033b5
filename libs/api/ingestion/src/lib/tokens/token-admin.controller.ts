import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  type CreatedIngestionToken,
  type EntityDescriptor,
  type IngestionTokenView,
  type SuccessResponse,
  INTEGRATION_ROLES,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { CompanyEntitySetService } from '../entity-set/company-entity-set.service';
import { CreateTokenDto, UpdateTokenDto } from './token-admin.dto';
import { TokenAdminService } from './token-admin.service';

type Answer<T> = Promise<SuccessResponse<T>>;

const tokenNotFound = () => ingestionError('TOKEN_NAO_ENCONTRADO', 'Token não encontrado.');

/** Ingestion token administration (company ADMIN only). */
@Controller('admin')
@RequireSession(...INTEGRATION_ROLES)
export class TokenAdminController {
  constructor(
    private readonly tokens: TokenAdminService,
    private readonly entitySet: CompanyEntitySetService,
  ) {}

  /** The company's enabled entities, for the scope editor, spreadsheets and the integration guide. */
  @Get('entidades')
  async entities(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<EntityDescriptor[]>> {
    const enabled = await this.entitySet.enabled(session.companyId);
    return ok(enabled.map((entity) => entity.descriptor));
  }

  @Get('tokens-ingestao')
  async list(@CurrentSession() session: SessionPrincipal): Answer<IngestionTokenView[]> {
    return ok(await this.tokens.list(session));
  }

  @Get('tokens-ingestao/:id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', tokenNotFound) id: string,
  ): Answer<IngestionTokenView> {
    return ok(await this.tokens.get(session, id));
  }

  @Post('tokens-ingestao')
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateTokenDto,
  ): Answer<CreatedIngestionToken> {
    return ok(
      await this.tokens.create(session, body),
      'Token criado. Copie-o agora: ele não será mostrado novamente.',
    );
  }

  @Patch('tokens-ingestao/:id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', tokenNotFound) id: string,
    @Body() body: UpdateTokenDto,
  ): Answer<IngestionTokenView> {
    return ok(await this.tokens.update(session, id, body));
  }

  @Post('tokens-ingestao/:id/desativar')
  @HttpCode(200)
  async deactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', tokenNotFound) id: string,
  ): Answer<IngestionTokenView> {
    return ok(await this.tokens.deactivate(session, id));
  }

  @Post('tokens-ingestao/:id/reativar')
  @HttpCode(200)
  async reactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', tokenNotFound) id: string,
  ): Answer<IngestionTokenView> {
    return ok(await this.tokens.reactivate(session, id));
  }

  @Post('tokens-ingestao/:id/revogar')
  @HttpCode(200)
  async revoke(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', tokenNotFound) id: string,
  ): Answer<IngestionTokenView> {
    return ok(await this.tokens.revoke(session, id));
  }
}
