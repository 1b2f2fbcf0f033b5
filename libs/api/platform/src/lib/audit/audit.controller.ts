import { Controller, Get } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { type PageRequest, Paging } from '../common/request-params';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { AuditService } from './audit.service';

/** The company's audit trail, newest first (ADMIN). */
@Controller('admin/auditoria')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  async list(@CurrentSession() session: SessionPrincipal, @Paging() page: PageRequest) {
    return ok(await this.audit.list(session.companyId, page));
  }
}
