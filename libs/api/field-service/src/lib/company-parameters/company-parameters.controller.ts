import { Body, Controller, Get, Put } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, type SessionPrincipal } from '@campo/platform';
import { FieldServiceParametersDto } from './company-parameters.dto';
import { CompanyParametersService } from './company-parameters.service';

/** The company-wide field-service parameters (the RGM's recurrence rule): ADMIN. */
@Controller('fs/parametros')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class CompanyParametersController {
  constructor(private readonly parameters: CompanyParametersService) {}

  @Get()
  async read(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.parameters.read(session.companyId));
  }

  @Put()
  async write(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: FieldServiceParametersDto,
  ) {
    return ok(await this.parameters.write(session, body));
  }
}
