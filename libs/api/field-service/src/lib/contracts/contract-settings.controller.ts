import { Body, Controller, Param, Patch } from '@nestjs/common';
import { RGM_SETTINGS_ROLES } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ContractRgmSettings, SuccessResponse } from '@campo/contracts';
import { CurrentSession, RequireSession, SessionPrincipal, isUuid } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { ContractRgmSettingsDto } from './contract-settings.dto';

/** A contract's RGM settings: the automatic closing day and the recipients (ADMIN). */
@Controller('fs/contratos')
@RequireSession(...RGM_SETTINGS_ROLES)
export class ContractSettingsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Patch(':id/rgm')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: ContractRgmSettingsDto,
  ): Promise<SuccessResponse<ContractRgmSettings>> {
    const emails = [...new Set(body.emailsRgm.map((email) => email.trim().toLowerCase()))];
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [rows] = isUuid(id)
      ? await this.dataSource.query(
          `UPDATE contrato SET dia_fechamento_rgm = $3, emails_rgm = $4, atualizado_em = now()
            WHERE empresa_id = $1 AND id = $2 RETURNING id, codigo, dia_fechamento_rgm`,
          [
            session.companyId,
            id,
            body.diaFechamentoRgm,
            emails.length > 0 ? emails.join(', ') : null,
          ],
        )
      : [[]];
    const updated = rows[0];
    if (!updated) throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
    return {
      sucesso: true,
      dados: {
        id: updated.id,
        codigo: updated.codigo,
        diaFechamentoRgm: updated.dia_fechamento_rgm,
        emailsRgm: emails,
      },
    };
  }
}
