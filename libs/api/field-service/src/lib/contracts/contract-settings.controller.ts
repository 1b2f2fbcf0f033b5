import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import {
  type ContractTechnicalLead,
  DOCUMENT_EDIT_ROLES,
  type SuccessResponse,
  RGM_SETTINGS_ROLES,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ContractRgmSettingsDto, ContractTechnicalLeadDto } from './contract-settings.dto';
import {
  type ContractRgmSettings,
  contractNotFound,
  ContractSettingsService,
} from './contract-settings.service';

/**
 * A contract's settings (ADMIN): the RGM's automatic closing day and recipients,
 * and the responsável técnico who signs its PMOC (read also by SUPERVISOR).
 */
@Controller('fs/contratos')
@RequireSession(...RGM_SETTINGS_ROLES)
export class ContractSettingsController {
  constructor(private readonly settings: ContractSettingsService) {}

  @Get('responsaveis-tecnicos')
  @RequireSession(...DOCUMENT_EDIT_ROLES)
  async technicalLeads(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<ContractTechnicalLead[]>> {
    return ok(await this.settings.technicalLeads(session.companyId));
  }

  @Get(':id/responsavel-tecnico')
  @RequireSession(...DOCUMENT_EDIT_ROLES)
  async technicalLead(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ): Promise<SuccessResponse<ContractTechnicalLead>> {
    return ok(await this.settings.technicalLead(session.companyId, id));
  }

  @Put(':id/responsavel-tecnico')
  async setTechnicalLead(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @Body() body: ContractTechnicalLeadDto,
  ): Promise<SuccessResponse<ContractTechnicalLead>> {
    return ok(await this.settings.setTechnicalLead(session, id, body));
  }

  @Patch(':id/rgm')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @Body() body: ContractRgmSettingsDto,
  ): Promise<SuccessResponse<ContractRgmSettings>> {
    return ok(await this.settings.updateRgmSettings(session.companyId, id, body));
  }
}
