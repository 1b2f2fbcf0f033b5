import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CauseEntry, OrderCause } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';
import { orderCauseSql } from './cause-match.sql';
import { DEFAULT_CAUSES, OTHER_CAUSE } from './default-causes';

const ENTRY = `id, nome, sinonimos, outra, ativo`;

/** The SQL of the company's root-cause catalogue. */
@Injectable()
export class CauseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Gives a company that never had a catalogue the default one, "Outra" included (a no-op
   * afterwards: one cheap statement, so every reader of causes may call it first).
   */
  async seedOnce(companyId: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO causa (empresa_id, nome, sinonimos, outra)
       SELECT $1, d.nome, string_to_array(d.sinonimos, '|'), d.nome = $4
         FROM unnest($2::text[], $3::text[]) AS d (nome, sinonimos)
        WHERE NOT EXISTS (SELECT 1 FROM causa WHERE empresa_id = $1)
       ON CONFLICT DO NOTHING`,
      [
        companyId,
        [...DEFAULT_CAUSES.map((cause) => cause.nome), OTHER_CAUSE],
        [...DEFAULT_CAUSES.map((cause) => cause.sinonimos.join('|')), ''],
        OTHER_CAUSE,
      ],
    );
  }

  list(companyId: string, all: boolean): Promise<CauseEntry[]> {
    return this.dataSource.query(
      `SELECT ${ENTRY} FROM causa WHERE empresa_id = $1 AND (ativo OR $2)
        ORDER BY outra, lower(nome)`,
      [companyId, all],
    );
  }

  async find(
    companyId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<CauseEntry | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT ${ENTRY} FROM causa WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The order's entry as cause-match.sql.ts reads it; undefined for no such order. */
  async ofOrder(companyId: string, orderId: string): Promise<OrderCause | undefined> {
    const cause = orderCauseSql('(SELECT * FROM ordem_servico WHERE empresa_id = $1 AND id = $2)');
    const [row] = await this.dataSource.query(
      `WITH ${cause.cte}
       SELECT oc.id AS "causaId", oc.nome AS causa
         FROM ordem_servico o ${cause.join}
        WHERE o.empresa_id = $1 AND o.id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  /** The new entry, or undefined when the name is taken. */
  async insert(
    companyId: string,
    entry: { nome: string; sinonimos: string[] },
  ): Promise<CauseEntry | undefined> {
    const [row] = await this.dataSource.query(
      `INSERT INTO causa (empresa_id, nome, sinonimos) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING ${ENTRY}`,
      [companyId, entry.nome, entry.sinonimos],
    );
    return row;
  }

  /** The updated entry; undefined when it does not exist. Throws on a duplicate name (unique violation). */
  async update(
    companyId: string,
    id: string,
    change: { nome?: string; sinonimos?: string[]; ativo?: boolean },
  ): Promise<CauseEntry | undefined> {
    const [rows] = await this.dataSource.query(
      `UPDATE causa
          SET nome = coalesce($3, nome), sinonimos = coalesce($4, sinonimos),
              ativo = coalesce($5, ativo), atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2 RETURNING ${ENTRY}`,
      [companyId, id, change.nome ?? null, change.sinonimos ?? null, change.ativo ?? null],
    );
    return rows[0];
  }
}
