import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES, type RetentionRunView } from '@campo/contracts';
import { CurrentSession } from '../../auth/current-session.decorator';
import type { SessionPrincipal } from '../../auth/session-principal';
import { RequireSession } from '../../common/access-policy';
import { ok } from '../../common/success';
import { RetentionPolicy } from './retention-policy.service';
import { RetentionRepository } from './retention.repository';
import { SetRetentionTermDto } from './retention.dto';

/** The company's retention terms per category and the daily job's last runs (ADMIN). */
@Controller('admin/retencao')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class RetentionController {
  constructor(
    private readonly policy: RetentionPolicy,
    private readonly runs: RetentionRepository,
  ) {}

  @Get()
  async list(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.policy.list(session.companyId));
  }

  @Get('execucoes')
  async lastRuns(@CurrentSession() session: SessionPrincipal) {
    const rows = await this.runs.runs(session.companyId, 30);
    return ok(
      rows.map((row): RetentionRunView => ({
        dia: row.dia,
        executadoEm: row.executadoEm.toISOString(),
        afetados: row.afetados,
      })),
    );
  }

  @Put(':codigo')
  async setTerm(
    @CurrentSession() session: SessionPrincipal,
    @Param('codigo') code: string,
    @Body() body: SetRetentionTermDto,
  ) {
    return ok(await this.policy.setTerm(session, code, body.dias));
  }
}
