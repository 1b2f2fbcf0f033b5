import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Room } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

const ROOM_SELECT = `
  SELECT a.id, a.codigo, a.nome, a.atividade, a.area_m2::float8 AS "areaM2",
         a.ocupantes_fixos AS "ocupantesFixos", a.ocupantes_flutuantes AS "ocupantesFlutuantes",
         a.carga_termica_kw::float8 AS "cargaTermicaKw", a.vazao_ar_exterior_m3h::float8 AS "vazaoArExteriorM3h",
         (SELECT count(*)::int FROM equipamento e
           WHERE e.empresa_id = a.empresa_id AND e.contrato_id = a.contrato_id AND e.ambiente = a.codigo
             AND e.desativado_em IS NULL) AS equipamentos
    FROM ambiente a`;

/** A contract's rooms (ambientes climatizados) and the units assigned to them. */
@Injectable()
export class RoomRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The contract's rooms by code; each with how many units in service name it. */
  list(
    companyId: string,
    contractId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Room[]> {
    return manager.query(
      `${ROOM_SELECT} WHERE a.empresa_id = $1 AND a.contrato_id = $2 ORDER BY a.codigo`,
      [companyId, contractId],
    );
  }

  /** The contract's code, locked until the transaction ends (two first uses at once: one wins). */
  async lockContract(
    manager: EntityManager,
    companyId: string,
    contractId: string,
  ): Promise<string | undefined> {
    const [row]: Array<{ codigo: string }> = await manager.query(
      'SELECT codigo FROM contrato WHERE empresa_id = $1 AND id = $2 FOR UPDATE',
      [companyId, contractId],
    );
    return row?.codigo;
  }

  async hasRooms(manager: EntityManager, companyId: string, contractId: string) {
    const [row] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM ambiente WHERE empresa_id = $1 AND contrato_id = $2) AS has',
      [companyId, contractId],
    );
    return row.has as boolean;
  }

  /**
   * One room per distinct sector of the contract's units in service (`AMB-01`, `AMB-02`…
   * in the sectors' alphabetical order, named after the sector), then each unit with no
   * room yet assigned to its sector's room. Returns how many of each were written.
   */
  async createFromSectors(
    manager: EntityManager,
    companyId: string,
    contractId: string,
    contractCode: string,
  ): Promise<{ rooms: number; units: number }> {
    const rooms: unknown[] = await manager.query(
      `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome)
       SELECT $1, $3, $2, 'AMB-' || lpad((row_number() OVER (ORDER BY setor))::text, 2, '0'), setor
         FROM (SELECT DISTINCT setor FROM equipamento
                WHERE empresa_id = $1 AND contrato_id = $2 AND desativado_em IS NULL AND btrim(setor) <> '') s
       RETURNING id`,
      [companyId, contractId, contractCode],
    );
    const [, units]: [unknown, number] = await manager.query(
      `UPDATE equipamento e SET ambiente = a.codigo, atualizado_em = now()
         FROM ambiente a
        WHERE e.empresa_id = $1 AND e.contrato_id = $2 AND e.ambiente IS NULL AND e.desativado_em IS NULL
          AND a.empresa_id = e.empresa_id AND a.contrato_id = e.contrato_id AND a.nome = e.setor`,
      [companyId, contractId],
    );
    return { rooms: rooms.length, units };
  }
}
