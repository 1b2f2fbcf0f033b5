import { Injectable } from '@nestjs/common';
import type { ContractRgmSettings } from '@campo/contracts';
import { fieldServiceError } from '../common/field-service-errors';
import type { ContractRgmSettingsDto } from './contract-settings.dto';
import { ContractSettingsRepository } from './contract-settings.repository';

export type { ContractRgmSettings };

export const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/** A contract's RGM settings: the automatic closing day and the recipients, de-duplicated. */
@Injectable()
export class ContractSettingsService {
  constructor(private readonly contracts: ContractSettingsRepository) {}

  async updateRgmSettings(
    companyId: string,
    id: string,
    dto: ContractRgmSettingsDto,
  ): Promise<ContractRgmSettings> {
    const emails = [...new Set(dto.emailsRgm.map((email) => email.trim().toLowerCase()))];
    const updated = await this.contracts.updateRgmSettings(companyId, id, {
      diaFechamentoRgm: dto.diaFechamentoRgm,
      emailsRgm: emails.length > 0 ? emails.join(', ') : null,
    });
    if (!updated) throw contractNotFound();
    return { ...updated, emailsRgm: emails };
  }
}
