import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { type MailOutcome, COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { platformError } from '../common/app-exception';
import { IdParam, type PageRequest, Paging } from '../common/request-params';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { AppConfig } from '../config/app-config';
import { OutboxRepository } from './outbox.repository';

const STATUSES: MailOutcome[] = ['PENDENTE', 'ENVIADO', 'NA_CAIXA_DE_SAIDA', 'FALHOU'];

const messageNotFound = () => platformError('NAO_ENCONTRADO', 'Mensagem não encontrada.');

class OutboxFilterDto {
  @IsOptional()
  @IsIn(STATUSES, { message: `status deve ser um de: ${STATUSES.join(', ')}` })
  status?: MailOutcome;
}

/**
 * The company's e-mails, with how their delivery goes: the ADMIN reads them, their links
 * cut to the site (a password link reaches its recipient only, over SMTP), and sends again
 * those that were not delivered.
 */
@Controller('admin/caixa-de-saida')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class OutboxController {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Paging() page: PageRequest,
    @Query() filter: OutboxFilterDto,
  ) {
    return ok(await this.outbox.page(session.companyId, page, filter.status));
  }

  /** Back to PENDENTE, due now and with its attempts reset; the delivery worker sends it. */
  @Post(':id/reenviar')
  @HttpCode(200)
  async resend(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', messageNotFound) id: string,
  ) {
    // Whose message it is comes first: another company's id is 404 whatever else holds.
    if (!(await this.outbox.status(session.companyId, id))) throw messageNotFound();
    if (!this.config.SMTP_URL) {
      throw platformError(
        'SMTP_NAO_CONFIGURADO',
        'Sem servidor de e-mail (SMTP_URL) configurado, a mensagem não pode ser enviada.',
      );
    }
    const before = await this.outbox.requeue(session.companyId, id);
    if (!before) throw messageNotFound();
    if (before === 'ENVIADO') {
      throw platformError(
        'EMAIL_JA_ENVIADO',
        'Esta mensagem já foi entregue ao servidor de e-mail.',
      );
    }
    return ok({ id, status: 'PENDENTE' as const }, 'Mensagem de volta à fila de envio.');
  }
}
