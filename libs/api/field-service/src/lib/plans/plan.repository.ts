import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface Plan {
  id: string;
  equipamentoId: string;
  equipamentoCodigo: string;
  periodicidade: string;
  cadenciaDias: number | null;
  inicio: string;
  ativo: boolean;
  ultimaExecucao: string | null;
}

const PLAN_COLUMNS = `p.id, p.equipamento_id AS "equipamentoId", e.codigo AS "equipamentoCodigo", p.periodicidade,
  p.cadencia_dias AS "cadenciaDias", p.inicio::text AS inicio, p.ativo,
  (SELECT max(x.data)::text FROM execucao_preventiva x WHERE x.plano_id = p.id) AS "ultimaExecucao"`;

/** Maintenance plans (`plano_manutencao`) and their preventive executions (`execucao_preventiva`). */
@Injectable()
export class PlanRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(companyId: string, equipmentId: string | null): Promise<Plan[]> {
    return this.dataSource.query(
      `SELECT ${PLAN_COLUMNS} FROM plano_manutencao p JOIN equipamento e ON e.id = p.equipamento_id
        WHERE p.empresa_id = $1 AND ($2::uuid IS NULL OR p.equipamento_id = $2) ORDER BY e.codigo, p.inicio`,
      [companyId, equipmentId],
    );
  }

  async find(companyId: string, id: string): Promise<Plan | undefined> {
    const [plan]: Plan[] = await this.dataSource.query(
      `SELECT ${PLAN_COLUMNS} FROM plano_manutencao p JOIN equipamento e ON e.id = p.equipamento_id WHERE p.empresa_id = $1 AND p.id = $2`,
      [companyId, id],
    );
    return plan;
  }

  async equipmentExists(companyId: string, equipmentId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT id FROM equipamento WHERE empresa_id = $1 AND id = $2`,
      [companyId, equipmentId],
    );
    return rows.length > 0;
  }

  async orderExists(companyId: string, orderId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT id FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId],
    );
    return rows.length > 0;
  }

  async insert(
    companyId: string,
    values: {
      equipamentoId: string;
      periodicidade: string;
      cadenciaDias: number | null;
      inicio: string;
    },
  ): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO plano_manutencao (empresa_id, equipamento_id, periodicidade, cadencia_dias, inicio) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [companyId, values.equipamentoId, values.periodicidade, values.cadenciaDias, values.inicio],
    );
    return id;
  }

  /** Sets what is given: null keeps a value, except `cadenciaDias`, cleared when given as null. */
  async update(
    companyId: string,
    id: string,
    changes: {
      periodicidade: string | null;
      cadenciaDias?: number | null;
      inicio: string | null;
      ativo: boolean | null;
    },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE plano_manutencao SET periodicidade = coalesce($3, periodicidade),
              cadencia_dias = CASE WHEN $4 THEN $5::int ELSE cadencia_dias END,
              inicio = coalesce($6::date, inicio), ativo = coalesce($7, ativo)
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        changes.periodicidade,
        changes.cadenciaDias !== undefined,
        changes.cadenciaDias ?? null,
        changes.inicio,
        changes.ativo,
      ],
    );
  }

  async insertExecution(
    companyId: string,
    planId: string,
    values: { data: string; ordemServicoId: string | null },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO execucao_preventiva (empresa_id, plano_id, data, ordem_servico_id) VALUES ($1, $2, $3, $4)`,
      [companyId, planId, values.data, values.ordemServicoId],
    );
  }
}
