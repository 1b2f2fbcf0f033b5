import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContractTechnicalLead } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface ContractRgmSettingsRow {
  id: string;
  codigo: string;
  diaFechamentoRgm: number | null;
}

const TECHNICAL_LEAD_SELECT = `
  SELECT c.id AS "contratoId", c.codigo, c.responsavel_tecnico_id AS "usuarioId", c.art,
         coalesce(u.name, c.responsavel_tecnico) AS nome,
         coalesce(u.registro_profissional, c.registro_responsavel) AS registro,
         to_char(c.art_validade, 'YYYY-MM-DD') AS "artValidade", c.art_arquivo_id AS "artArquivoId"
    FROM contrato c LEFT JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id`;

/** The parties and object of a contract, as its data-processing annex names them. */
export interface ContractParties {
  codigo: string;
  descricao: string | null;
  inicio: string | null;
  fim: string | null;
  edificio: string | null;
  endereco: string | null;
  clienteNome: string;
  clienteCnpj: string | null;
}

/** A contract's settings (RGM closing and recipients, responsável técnico), kept on the `contrato` row. */
@Injectable()
export class ContractSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async parties(companyId: string, id: string): Promise<ContractParties | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT c.codigo, c.descricao, to_char(c.inicio, 'YYYY-MM-DD') AS inicio,
              to_char(c.fim, 'YYYY-MM-DD') AS fim, c.edificio,
              nullif(concat_ws(', ', nullif(concat_ws(' ', c.logradouro, c.numero), ''), c.bairro,
                               nullif(concat_ws(' - ', c.cidade, c.uf), '')), '') AS endereco,
              cl.nome AS "clienteNome", cl.cnpj AS "clienteCnpj"
         FROM contrato c JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, id],
    );
    return row;
  }

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

  /** The contract's responsável técnico: the named user, else the text the ERP sent. */
  async technicalLead(
    companyId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ContractTechnicalLead | undefined> {
    const [row]: ContractTechnicalLead[] = await manager.query(
      `${TECHNICAL_LEAD_SELECT} WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** Every contract's responsável técnico, by contract code. */
  technicalLeads(companyId: string): Promise<ContractTechnicalLead[]> {
    return this.dataSource.query(
      `${TECHNICAL_LEAD_SELECT} WHERE c.empresa_id = $1 ORDER BY c.codigo`,
      [companyId],
    );
  }

  /** A user of the company who could be named responsável técnico, as the rule reads them. */
  async candidate(
    companyId: string,
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ name: string; role: string; active: boolean; registro: string | null } | undefined> {
    const [row] = await manager.query(
      `SELECT name, role, active, registro_profissional AS registro FROM users WHERE empresa_id = $1 AND id = $2`,
      [companyId, userId],
    );
    return row;
  }

  /** Sets the ART/TRT's file; false when the company has no such contract. */
  async setArtFile(
    companyId: string,
    id: string,
    fileId: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      'UPDATE contrato SET art_arquivo_id = $3, atualizado_em = now() WHERE empresa_id = $1 AND id = $2',
      [companyId, id, fileId],
    );
    return count > 0;
  }

  /**
   * Names the responsável técnico and the ART; the ERP's text columns are rewritten
   * with the user's name and registration so every reader of `contrato` agrees.
   */
  async setTechnicalLead(
    companyId: string,
    id: string,
    lead: {
      userId: string | null;
      name: string | null;
      registration: string | null;
      art: string | null;
      /** undefined keeps the stored validity. */
      artValidade?: string | null;
    },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE contrato SET responsavel_tecnico_id = $3, responsavel_tecnico = $4, registro_responsavel = $5,
              art = $6, art_validade = CASE WHEN $8::boolean THEN $7::date ELSE art_validade END, atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        lead.userId,
        lead.name,
        lead.registration,
        lead.art,
        lead.artValidade ?? null,
        lead.artValidade !== undefined,
      ],
    );
    return count > 0;
  }
}
