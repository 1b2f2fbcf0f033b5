import { Body, Controller, Delete, Get, Patch, Put } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { UpdateCompanyDto, UploadLogoDto } from './company.dto';
import { CompanyService } from './company.service';

/** The caller's company settings (ADMIN). */
@Controller('admin/empresa')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class CompanyController {
  constructor(private readonly companies: CompanyService) {}

  @Get()
  async view(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.companies.view(session.companyId));
  }

  @Patch()
  async update(@CurrentSession() session: SessionPrincipal, @Body() body: UpdateCompanyDto) {
    return ok(await this.companies.update(session, body));
  }

  @Put('logo')
  async setLogo(@CurrentSession() session: SessionPrincipal, @Body() body: UploadLogoDto) {
    return ok(await this.companies.setLogo(session, body.imagem));
  }

  @Delete('logo')
  async removeLogo(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.companies.setLogo(session, null));
  }
}
