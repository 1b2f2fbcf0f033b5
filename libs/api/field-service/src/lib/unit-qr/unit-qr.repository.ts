import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

/** A new token: 128 random bits, URL-safe (22 characters). */
export const newUnitToken = () => randomBytes(16).toString('base64url');

/** One label of the sheet. */
export interface UnitLabelRow {
  id: string;
  codigo: string;
  setor: string | null;
  descricao: string | null;
  token: string;
}

/** What the public page may show of a unit, and what a request from it needs. */
export interface PublicUnitRow {
  empresaId: string;
  empresa: string;
  logoDataUrl: string | null;
  telefone: string | null;
  timeZone: string;
  equipamentoId: string;
  codigo: string;
  setor: string | null;
  contratoId: string;
  clienteId: string | null;
  ultimaVisita: Date | null;
}

// Units in service: neither the unit nor its contract retired.
const ACTIVE = `e.desativado_em IS NULL AND c.desativado_em IS NULL`;

/** The units' QR tokens (`equipamento_qr`) and what the public page reads through them. */
@Injectable()
export class UnitQrRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The phone the company prints for its clients (company settings), or null. */
  async companyPhone(companyId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT settings->>'telefone' AS telefone FROM companies WHERE id = $1`,
      [companyId],
    );
    return row?.telefone ?? null;
  }

  /** The contract's code, or undefined when the company has no such contract. */
  async contract(
    companyId: string,
    id: string,
  ): Promise<{ codigo: string; cliente: string | null } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT c.codigo, cl.nome AS cliente FROM contrato c
         LEFT JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /**
   * The contract's units in service, by sector and tag, each with its token (made now for
   * the ones that had none; a concurrent maker's token wins and is the one returned).
   */
  async labelsOfContract(companyId: string, contractId: string): Promise<UnitLabelRow[]> {
    const missing: Array<{ id: string }> = await this.dataSource.query(
      `SELECT e.id FROM equipamento e JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND e.contrato_id = $2 AND ${ACTIVE}
          AND NOT EXISTS (SELECT 1 FROM equipamento_qr q WHERE q.empresa_id = e.empresa_id AND q.equipamento_id = e.id)`,
      [companyId, contractId],
    );
    if (missing.length > 0) {
      await this.dataSource.query(
        `INSERT INTO equipamento_qr (empresa_id, equipamento_id, token)
         SELECT $1, unnest($2::uuid[]), unnest($3::text[]) ON CONFLICT (empresa_id, equipamento_id) DO NOTHING`,
        [companyId, missing.map((row) => row.id), missing.map(() => newUnitToken())],
      );
    }
    return this.dataSource.query(
      `SELECT e.id, e.codigo, e.setor, e.descricao, q.token
         FROM equipamento e
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         JOIN equipamento_qr q ON q.empresa_id = e.empresa_id AND q.equipamento_id = e.id
        WHERE e.empresa_id = $1 AND e.contrato_id = $2 AND ${ACTIVE}
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [companyId, contractId],
    );
  }

  /** The unit's token, made now if it had none; undefined when the company has no such unit. */
  async tokenOf(companyId: string, equipmentId: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query(
      `WITH unit AS (SELECT id FROM equipamento WHERE empresa_id = $1 AND id = $2),
            made AS (INSERT INTO equipamento_qr (empresa_id, equipamento_id, token)
                     SELECT $1, id, $3 FROM unit ON CONFLICT (empresa_id, equipamento_id) DO NOTHING
                     RETURNING token)
       SELECT coalesce((SELECT token FROM made),
                       (SELECT token FROM equipamento_qr WHERE empresa_id = $1 AND equipamento_id = $2)) AS token
        WHERE EXISTS (SELECT 1 FROM unit)`,
      [companyId, equipmentId, newUnitToken()],
    );
    return row?.token;
  }

  /** Replaces the unit's token with a new one; undefined when the company has no such unit. */
  async regenerate(companyId: string, equipmentId: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query(
      `INSERT INTO equipamento_qr (empresa_id, equipamento_id, token)
       SELECT empresa_id, id, $3 FROM equipamento WHERE empresa_id = $1 AND id = $2
       ON CONFLICT (empresa_id, equipamento_id) DO UPDATE SET token = EXCLUDED.token, criado_em = now()
       RETURNING token`,
      [companyId, equipmentId, newUnitToken()],
    );
    return row?.token;
  }

  /**
   * The unit a token names (in service), with its company's name, logo and phone, and the
   * end of its last finished attendance.
   */
  async findByToken(token: string): Promise<PublicUnitRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT e.empresa_id AS "empresaId", co.name AS empresa, co.settings->>'logoDataUrl' AS "logoDataUrl",
              co.settings->>'telefone' AS telefone, co.time_zone AS "timeZone",
              e.id AS "equipamentoId", e.codigo, e.setor, c.id AS "contratoId", c.cliente_id AS "clienteId",
              (SELECT max(o.fim_atendimento) FROM ordem_servico o
                WHERE o.empresa_id = e.empresa_id AND o.equipamento_id = e.id
                  AND o.fim_atendimento IS NOT NULL AND coalesce(o.status, 'CONCLUIDA') = 'CONCLUIDA') AS "ultimaVisita"
         FROM equipamento_qr q
         JOIN equipamento e ON e.empresa_id = q.empresa_id AND e.id = q.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         JOIN companies co ON co.id = e.empresa_id
        WHERE q.token = $1 AND ${ACTIVE}`,
      [token],
    );
    return row;
  }

  /** An open order of this unit allocated to the technician (the one a scan should open). */
  async openOrderOf(
    companyId: string,
    equipmentId: string,
    technicianId: string,
  ): Promise<string | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT o.id FROM ordem_servico o
        WHERE o.empresa_id = $1 AND o.equipamento_id = $2 AND o.fim_atendimento IS NULL
          AND coalesce(o.status, 'ABERTA') IN ('ABERTA', 'EM_ATENDIMENTO')
          AND EXISTS (SELECT 1 FROM alocacao a WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id
                        AND a.tecnico_id = $3 AND a.fim IS NULL)
        ORDER BY coalesce(o.agendada_para, o.abertura) LIMIT 1`,
      [companyId, equipmentId, technicianId],
    );
    return row?.id;
  }
}
