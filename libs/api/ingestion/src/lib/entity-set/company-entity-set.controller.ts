import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  type CompanyEntityChoice,
  COMPANY_ADMIN_ROLES,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { CompanyEntitySetDto } from './company-entity-set.dto';
import { CompanyEntitySetService } from './company-entity-set.service';

/** The ingestion entities the company uses, chosen by its ADMIN (company settings). */
@Controller('admin/empresa/entidades')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class CompanyEntitySetController {
  constructor(private readonly sets: CompanyEntitySetService) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<CompanyEntityChoice[]>> {
    return ok(await this.sets.choices(session.companyId));
  }

  @Put()
  async write(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CompanyEntitySetDto,
  ): Promise<SuccessResponse<CompanyEntityChoice[]>> {
    return ok(await this.sets.write(session, body.entidades), 'Entidades da empresa atualizadas.');
  }
}
