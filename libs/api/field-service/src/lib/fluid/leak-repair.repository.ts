import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LeakRepair } from '@campo/contracts';
import { executor } from '../common/transaction';

const VIEW = `SELECT r.id, r.equipamento_id AS "equipamentoId", to_char(r.data, 'YYYY-MM-DD') AS data,
                     r.ordem_servico_id AS "ordemServicoId", o.codigo AS "ordemCodigo",
                     r.teste_estanqueidade AS "testeEstanqueidade", r.reparo, u.name AS "registradoPor"
                FROM fluido_reparo r
                LEFT JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
                LEFT JOIN users u ON u.id = r.registrado_por`;

/** The leak tests and repairs of units (`fluido_reparo`), the answer to a leak flag. */
@Injectable()
export class LeakRepairRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether it was inserted (false: its id already exists in the company). */
  async insert(
    repair: {
      companyId: string;
      id: string;
      equipmentId: string;
      orderId: string | null;
      day: string;
      leakTest: string;
      repair: string;
      userId: string;
    },
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await executor(this.dataSource, manager).query(
      `INSERT INTO fluido_reparo (empresa_id, id, equipamento_id, ordem_servico_id, data, teste_estanqueidade, reparo, registrado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (empresa_id, id) DO NOTHING RETURNING id`,
      [
        repair.companyId,
        repair.id,
        repair.equipmentId,
        repair.orderId,
        repair.day,
        repair.leakTest,
        repair.repair,
        repair.userId,
      ],
    );
    return rows.length > 0;
  }

  async find(companyId: string, id: string): Promise<LeakRepair | undefined> {
    const [row] = await this.dataSource.query(`${VIEW} WHERE r.empresa_id = $1 AND r.id = $2`, [
      companyId,
      id,
    ]);
    return row;
  }

  /** Each unit's repairs, newest first. */
  async ofEquipment(companyId: string, equipmentIds: string[]): Promise<LeakRepair[]> {
    if (equipmentIds.length === 0) return [];
    return this.dataSource.query(
      `${VIEW} WHERE r.empresa_id = $1 AND r.equipamento_id = ANY($2::uuid[]) ORDER BY r.data DESC, r.registrado_em DESC`,
      [companyId, equipmentIds],
    );
  }

  /** Whether the order is the company's and on that unit. */
  async orderOfEquipment(
    companyId: string,
    orderId: string,
    equipmentId: string,
  ): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ordem_servico WHERE empresa_id = $1 AND id = $2 AND equipamento_id = $3`,
      [companyId, orderId, equipmentId],
    );
    return rows.length > 0;
  }
}
