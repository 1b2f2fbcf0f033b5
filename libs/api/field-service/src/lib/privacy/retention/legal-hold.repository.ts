import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LegalHoldView } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

const VIEW = `SELECT b.id, b.cliente_id AS "clienteId", c.nome AS "clienteNome", b.contrato_id AS "contratoId",
                     k.codigo AS "contratoCodigo", b.motivo, b.criado_em AS "criadoEm",
                     u.name AS "criadoPor", b.liberado_em AS "liberadoEm"
                FROM retencao_bloqueio b
                JOIN cliente c ON c.empresa_id = b.empresa_id AND c.id = b.cliente_id
                LEFT JOIN contrato k ON k.empresa_id = b.empresa_id AND k.id = b.contrato_id
                LEFT JOIN users u ON u.empresa_id = b.empresa_id AND u.id = b.criado_por`;

type HoldRow = Omit<LegalHoldView, 'criadoEm' | 'liberadoEm'> & {
  criadoEm: Date;
  liberadoEm: Date | null;
};

const view = (row: HoldRow): LegalHoldView => ({
  ...row,
  criadoEm: row.criadoEm.toISOString(),
  liberadoEm: row.liberadoEm?.toISOString() ?? null,
});

/** The SQL of legal holds (`retencao_bloqueio`). */
@Injectable()
export class LegalHoldRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(companyId: string): Promise<LegalHoldView[]> {
    const rows: HoldRow[] = await this.dataSource.query(
      `${VIEW} WHERE b.empresa_id = $1 ORDER BY b.liberado_em IS NULL DESC, b.criado_em DESC`,
      [companyId],
    );
    return rows.map(view);
  }

  async find(companyId: string, id: string, db: EntityManager | DataSource = this.dataSource) {
    const [row]: HoldRow[] = await db.query(`${VIEW} WHERE b.empresa_id = $1 AND b.id = $2`, [
      companyId,
      id,
    ]);
    return row ? view(row) : undefined;
  }

  /** True when the contract (or, without one, the client) exists in the company and the contract is the client's. */
  async targetExists(companyId: string, clientId: string, contractId: string | null) {
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM cliente c
        WHERE c.empresa_id = $1 AND c.id = $2
          AND ($3::uuid IS NULL OR EXISTS (
                SELECT 1 FROM contrato k WHERE k.empresa_id = c.empresa_id AND k.id = $3 AND k.cliente_id = c.id))`,
      [companyId, clientId, contractId],
    );
    return row !== undefined;
  }

  async insert(
    db: EntityManager,
    companyId: string,
    hold: { clientId: string; contractId: string | null; reason: string; userId: string },
  ): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO retencao_bloqueio (empresa_id, cliente_id, contrato_id, motivo, criado_por)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [companyId, hold.clientId, hold.contractId, hold.reason, hold.userId],
    );
    return id;
  }

  /** Lifts the hold; false when it was already lifted. */
  async lift(db: EntityManager, companyId: string, id: string, userId: string) {
    const [, count] = await db.query(
      `UPDATE retencao_bloqueio SET liberado_em = now(), liberado_por = $3
        WHERE empresa_id = $1 AND id = $2 AND liberado_em IS NULL`,
      [companyId, id, userId],
    );
    return Number(count) === 1;
  }
}
