import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_GWP_SET, type GasChange, GWP_SETS, type GwpSet } from '@campo/contracts';
import { executor } from '../common/transaction';

interface GasChangeRow {
  id: string;
  equipamentoId: string;
  gasAnterior: string | null;
  gasNovo: string | null;
  cargaAnterior: string | null;
  cargaNova: string | null;
  data: string;
  origem: 'TROCA' | 'CADASTRO';
  motivo: string | null;
  usuario: string | null;
  em: Date;
}

/**
 * The company's GWP set (`companies.settings.conjuntoGwp`) and the recorded changes of an
 * equipment's gas (`equipamento_troca_gas`, written by a trigger on `equipamento`, so a
 * change made by an integration is recorded too).
 */
@Injectable()
export class GasRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async gwpSet(companyId: string, manager?: EntityManager): Promise<GwpSet> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT settings->>'conjuntoGwp' AS set FROM companies WHERE id = $1`,
      [companyId],
    );
    return GWP_SETS.includes(row?.set) ? row.set : DEFAULT_GWP_SET;
  }

  /** The company's CTF/APP number (IBAMA's federal technical register), or null. */
  async ctfApp(companyId: string, manager?: EntityManager): Promise<string | null> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT settings->>'ctfApp' AS ctf FROM companies WHERE id = $1`,
      [companyId],
    );
    return row?.ctf ?? null;
  }

  async writeCtfApp(manager: EntityManager, companyId: string, number: string | null) {
    await manager.query(
      `UPDATE companies SET settings = CASE WHEN $2::text IS NULL THEN settings - 'ctfApp'
                                            ELSE jsonb_set(settings, '{ctfApp}', to_jsonb($2::text)) END
        WHERE id = $1`,
      [companyId, number],
    );
  }

  /** Locks the company's row, so two changes of the setting read and write one after the other. */
  async lockCompany(manager: EntityManager, companyId: string) {
    await manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [companyId]);
  }

  async writeGwpSet(manager: EntityManager, companyId: string, set: GwpSet) {
    await manager.query(
      `UPDATE companies SET settings = jsonb_set(settings, '{conjuntoGwp}', to_jsonb($2::text)) WHERE id = $1`,
      [companyId, set],
    );
  }

  /**
   * Changes the equipment's gas (and charge, when given) inside the caller's transaction;
   * the trigger records it with the day, the reason and the user set here for this
   * transaction only.
   */
  async changeGas(
    manager: EntityManager,
    change: {
      companyId: string;
      equipmentId: string;
      gas: string;
      chargeKg: number | null;
      day: string;
      reason: string;
      userId: string;
    },
  ): Promise<void> {
    await manager.query(
      `SELECT set_config('campo.troca_gas_data', $1, true), set_config('campo.troca_gas_motivo', $2, true),
              set_config('campo.troca_gas_usuario', $3, true)`,
      [change.day, change.reason, change.userId],
    );
    await manager.query(
      `UPDATE equipamento SET tipo_gas = $3, carga_gas_kg = coalesce($4, carga_gas_kg)
        WHERE empresa_id = $1 AND id = $2`,
      [change.companyId, change.equipmentId, change.gas, change.chargeKg],
    );
  }

  /** An equipment's recorded gas changes, oldest first. */
  async changes(companyId: string, equipmentId: string): Promise<GasChange[]> {
    const rows: GasChangeRow[] = await this.dataSource.query(
      `SELECT t.id, t.equipamento_id AS "equipamentoId", t.gas_anterior AS "gasAnterior", t.gas_novo AS "gasNovo",
              t.carga_anterior AS "cargaAnterior", t.carga_nova AS "cargaNova", to_char(t.data, 'YYYY-MM-DD') AS data,
              t.origem, t.motivo, u.name AS usuario, t.em
         FROM equipamento_troca_gas t LEFT JOIN users u ON u.id = t.usuario_id
        WHERE t.empresa_id = $1 AND t.equipamento_id = $2 ORDER BY t.data, t.em`,
      [companyId, equipmentId],
    );
    return rows.map((row) => ({
      ...row,
      cargaAnterior: row.cargaAnterior === null ? null : Number(row.cargaAnterior),
      cargaNova: row.cargaNova === null ? null : Number(row.cargaNova),
      em: row.em.toISOString(),
    }));
  }
}
