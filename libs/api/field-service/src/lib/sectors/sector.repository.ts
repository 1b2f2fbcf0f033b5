import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Sector } from '@campo/contracts';
import { setRetirement } from '@campo/ingestion';

export type { Sector };

const SECTOR_COLUMNS = `s.id, s.nome, s.descricao, s.desativado_em AS "desativadoEm", s.desativado_por AS "desativadoPor",
  (SELECT count(*)::int FROM equipamento e WHERE e.empresa_id = s.empresa_id AND e.setor = s.nome) AS equipamentos`;

/** The `setor` table: a company's sectors, each with how many equipment name it. */
@Injectable()
export class SectorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(companyId: string): Promise<Sector[]> {
    return this.dataSource.query(
      `SELECT ${SECTOR_COLUMNS} FROM setor s WHERE s.empresa_id = $1 ORDER BY s.nome`,
      [companyId],
    );
  }

  async find(companyId: string, id: string): Promise<Sector | undefined> {
    const [sector]: Sector[] = await this.dataSource.query(
      `SELECT ${SECTOR_COLUMNS} FROM setor s WHERE s.empresa_id = $1 AND s.id = $2`,
      [companyId, id],
    );
    return sector;
  }

  /** The new sector's id, or undefined when the company already has one of that name. */
  async insert(
    companyId: string,
    values: { nome: string; descricao: string | null },
  ): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO setor (empresa_id, nome, descricao) VALUES ($1, $2, $3) ON CONFLICT (empresa_id, nome) DO NOTHING RETURNING id`,
      [companyId, values.nome, values.descricao],
    );
    return rows[0]?.id;
  }

  /** Renames (a null name keeps it) and, when `descricao` is given, sets the description. */
  async update(
    companyId: string,
    id: string,
    changes: { nome: string | null; descricao?: string | null },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE setor SET nome = coalesce($3, nome), descricao = CASE WHEN $4 THEN $5 ELSE descricao END, atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, changes.nome, changes.descricao !== undefined, changes.descricao ?? null],
    );
  }

  async delete(companyId: string, id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM setor WHERE empresa_id = $1 AND id = $2`, [
      companyId,
      id,
    ]);
  }

  /** Retires (`by` names who) or reactivates (`by` null); whether the sector changed. */
  async setRetirement(
    companyId: string,
    id: string,
    by: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    return setRetirement(manager, 'setor', companyId, id, by);
  }
}
