import { Body, Controller, Patch } from '@nestjs/common';
import { type SuccessResponse, RGM_SETTINGS_ROLES } from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ContractRgmSettingsDto } from './contract-settings.dto';
import {
  type ContractRgmSettings,
  contractNotFound,
  ContractSettingsService,
} from './contract-settings.service';

/** A contract's RGM settings: the automatic closing day and the recipients (ADMIN). */
@Controller('fs/contratos')
@RequireSession(...RGM_SETTINGS_ROLES)
export class ContractSettingsController {
  constructor(private readonly settings: ContractSettingsService) {}

  @Patch(':id/rgm')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @Body() body: ContractRgmSettingsDto,
  ): Promise<SuccessResponse<ContractRgmSettings>> {
    return ok(await this.settings.updateRgmSettings(session.companyId, id, body));
  }
}
