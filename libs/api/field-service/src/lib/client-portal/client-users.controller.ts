import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  COMPANY_ADMIN_ROLES,
  type InvitationResult,
  type SuccessResponse,
  type UserSummary,
} from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  InvitedPersonDto,
  ok,
  platformError,
  RequireSession,
  type SessionPrincipal,
  UsersService,
} from '@campo/platform';
import { ClientPortalRepository } from './client-portal.repository';

const clientNotFound = () => platformError('NAO_ENCONTRADO', 'Cliente não encontrado.');

/**
 * A client's own users (role CLIENTE), on the client's page: listed and invited by the
 * company's ADMIN. Deactivating, reactivating and resending the invitation are the
 * ordinary user routes (`/api/admin/usuarios/:id/…`).
 */
@Controller('fs/clientes/:id/usuarios')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class ClientUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly portal: ClientPortalRepository,
  ) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) clientId: string,
  ): Promise<SuccessResponse<{ itens: UserSummary[] }>> {
    await this.requireClient(session.companyId, clientId);
    return ok(await this.users.listOfClient(session.companyId, clientId));
  }

  @Post()
  async invite(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) clientId: string,
    @Body() body: InvitedPersonDto,
  ): Promise<SuccessResponse<InvitationResult>> {
    await this.requireClient(session.companyId, clientId);
    const result = await this.users.invite(session, { ...body, perfil: 'CLIENTE' }, clientId);
    return ok(
      result,
      'Convite criado; a pessoa recebe por e-mail o link para criar a senha e entrar no portal do cliente.',
    );
  }

  private async requireClient(companyId: string, clientId: string) {
    if (!(await this.portal.client({ companyId, clientId }))) throw clientNotFound();
  }
}
