import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface ContractRgmSettingsRow {
  id: string;
  codigo: string;
  diaFechamentoRgm: number | null;
}

/** A contract's RGM settings, kept on the `contrato` row. */
@Injectable()
export class ContractSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The updated contract, or undefined when the company has no such contract. */
  async updateRgmSettings(
    companyId: string,
    id: string,
    settings: { diaFechamentoRgm: number | null; emailsRgm: string | null },
  ): Promise<ContractRgmSettingsRow | undefined> {
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [rows]: [ContractRgmSettingsRow[], number] = await this.dataSource.query(
      `UPDATE contrato SET dia_fechamento_rgm = $3, emails_rgm = $4, atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2 RETURNING id, codigo, dia_fechamento_rgm AS "diaFechamentoRgm"`,
      [companyId, id, settings.diaFechamentoRgm, settings.emailsRgm],
    );
    return rows[0];
  }
}
