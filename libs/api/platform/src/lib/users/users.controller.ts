import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { IdParam } from '../common/request-params';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { userNotFound } from './account-errors';
import { InviteUserDto, UpdateUserDto } from './user.dto';
import { UsersService } from './users.service';

/** The company's users, managed by its ADMIN. */
@Controller('admin/usuarios')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.users.list(session.companyId));
  }

  @Post()
  async invite(@CurrentSession() session: SessionPrincipal, @Body() body: InviteUserDto) {
    const result = await this.users.invite(session, body);
    return ok(result, invitationMessage(result.email));
  }

  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', userNotFound) id: string,
    @Body() body: UpdateUserDto,
  ) {
    return ok(await this.users.update(session, id, body));
  }

  @Post(':id/desativar')
  @HttpCode(200)
  async deactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', userNotFound) id: string,
  ) {
    return ok(await this.users.deactivate(session, id));
  }

  @Post(':id/reativar')
  @HttpCode(200)
  async reactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', userNotFound) id: string,
  ) {
    return ok(await this.users.reactivate(session, id));
  }

  @Post(':id/encerrar-sessoes')
  @HttpCode(200)
  async endSessions(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', userNotFound) id: string,
  ) {
    return ok(await this.users.endSessions(session, id));
  }

  @Post(':id/reenviar-convite')
  @HttpCode(200)
  async resendInvitation(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', userNotFound) id: string,
  ) {
    const result = await this.users.resendInvitation(session, id);
    return ok(result, invitationMessage(result.email));
  }
}

function invitationMessage(email: string) {
  if (email === 'PENDENTE' || email === 'ENVIADO')
    return 'Convite criado; o e-mail está sendo enviado.';
  if (email === 'NA_CAIXA_DE_SAIDA') {
    return 'Convite criado. Sem servidor de e-mail configurado, a mensagem ficou na caixa de saída; o link só chega à pessoa quando ela for reenviada com o servidor configurado.';
  }
  return 'Convite criado, mas o envio do e-mail falhou; veja a caixa de saída.';
}
