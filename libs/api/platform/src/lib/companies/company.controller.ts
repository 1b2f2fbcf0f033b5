import { Body, Controller, Delete, Get, Patch, Put } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { RequireSession } from '../common/access-policy';
import { ok } from '../common/success';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionPrincipal } from '../auth/session-principal';
import { CompanyCertificateService } from './company-certificate.service';
import { UpdateCompanyDto, UploadCertificateDto, UploadLogoDto } from './company.dto';
import { CompanyService } from './company.service';

/** The caller's company settings (ADMIN). */
@Controller('admin/empresa')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class CompanyController {
  constructor(
    private readonly companies: CompanyService,
    private readonly certificates: CompanyCertificateService,
  ) {}

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

  /** The A1 certificate that signs the company's PDFs: its facts, never the file or password. */
  @Get('certificado')
  async certificate(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.certificates.view(session.companyId));
  }

  @Put('certificado')
  async uploadCertificate(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: UploadCertificateDto,
  ) {
    return ok(await this.certificates.upload(session, body));
  }

  @Delete('certificado')
  async removeCertificate(@CurrentSession() session: SessionPrincipal) {
    await this.certificates.remove(session);
    return ok(null);
  }
}
