import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  RequireSession,
  type SessionPrincipal,
} from '@campo/platform';
import { CreateLegalHoldDto } from './legal-hold.dto';
import { holdNotFound, LegalHoldService } from './legal-hold.service';

/** Legal holds that suspend the retention job for a client or contract (ADMIN). */
@Controller('fs/retencao/bloqueios')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class LegalHoldController {
  constructor(private readonly holds: LegalHoldService) {}

  @Get()
  async list(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.holds.list(session.companyId));
  }

  @Post()
  async create(@CurrentSession() session: SessionPrincipal, @Body() body: CreateLegalHoldDto) {
    return ok(await this.holds.create(session, body));
  }

  @Post(':id/liberar')
  @HttpCode(200)
  async lift(@CurrentSession() session: SessionPrincipal, @IdParam('id', holdNotFound) id: string) {
    return ok(await this.holds.lift(session, id));
  }
}
