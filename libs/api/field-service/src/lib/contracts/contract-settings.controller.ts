import { Body, Controller, Get, Patch, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
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

/** Multer's ceiling, above the stored files' limit, whose 413 says the size allowed. */
const ART_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

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

  /** multipart/form-data: the ART/TRT's PDF in `arquivo` (listed in the PMOC's annex). */
  @Put(':id/responsavel-tecnico/art-arquivo')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    FileInterceptor('arquivo', { limits: { fileSize: ART_UPLOAD_MAX_BYTES, files: 1 } }),
  )
  async setArtFile(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<SuccessResponse<ContractTechnicalLead>> {
    return ok(await this.settings.setArtFile(session, id, file?.buffer));
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
