import { Controller, Get, Query } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { type MailOutcome, COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { type PageRequest, Paging } from '../common/request-params';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { OutboxRepository } from './outbox.repository';

const STATUSES: MailOutcome[] = ['ENVIADO', 'NA_CAIXA_DE_SAIDA', 'FALHOU'];

class OutboxFilterDto {
  @IsOptional()
  @IsIn(STATUSES, { message: `status deve ser um de: ${STATUSES.join(', ')}` })
  status?: MailOutcome;
}

/**
 * The company's e-mails: without SMTP they wait here, and the ADMIN reads them
 * (invitation links included) to pass them on by hand.
 */
@Controller('admin/caixa-de-saida')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class OutboxController {
  constructor(private readonly outbox: OutboxRepository) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Paging() page: PageRequest,
    @Query() filter: OutboxFilterDto,
  ) {
    return ok(await this.outbox.page(session.companyId, page, filter.status));
  }
}
