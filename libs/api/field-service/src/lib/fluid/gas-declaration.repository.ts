import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { GasDeclaration, GasDeclarationState } from '@campo/contracts';
import { executor } from '../common/transaction';

interface DeclarationRow {
  id: string;
  empresaId: string;
  equipamentoId: string;
  equipamentoCodigo: string;
  equipamentoDescricao: string | null;
  ordemId: string | null;
  ordemCodigo: string | null;
  tecnicoId: string;
  tecnicoNome: string;
  tipoGas: string;
  cargaKg: string | null;
  observacao: string | null;
  declaradoEm: Date;
  situacao: GasDeclarationState;
  decididoEm: Date | null;
  decididoPor: string | null;
  motivo: string | null;
  requestHash: Buffer;
  eventos: number;
}

export type StoredDeclaration = GasDeclaration & { empresaId: string; requestHash: Buffer };

const SELECT = `
  SELECT d.id, d.empresa_id AS "empresaId", q.id AS "equipamentoId", q.codigo AS "equipamentoCodigo",
         q.descricao AS "equipamentoDescricao", o.id AS "ordemId", o.codigo AS "ordemCodigo",
         d.declarado_por AS "tecnicoId", t.name AS "tecnicoNome", d.tipo_gas AS "tipoGas",
         d.carga_kg AS "cargaKg", d.observacao, d.declarado_em AS "declaradoEm", d.situacao,
         d.decidido_em AS "decididoEm", u.name AS "decididoPor", d.motivo, d.request_hash AS "requestHash",
         (SELECT count(*)::int FROM fluido_evento e
           WHERE e.empresa_id = d.empresa_id AND e.equipamento_id = d.equipamento_id
             AND e.excluido_em IS NULL AND e.sinais @> '[{"codigo": "GAS_A_CONFIRMAR"}]') AS eventos
    FROM declaracao_gas d
    JOIN equipamento q ON q.empresa_id = d.empresa_id AND q.id = d.equipamento_id
    JOIN users t ON t.id = d.declarado_por
    LEFT JOIN users u ON u.id = d.decidido_por
    LEFT JOIN ordem_servico o ON o.empresa_id = d.empresa_id AND o.id = d.ordem_id`;

/** A unit's gas declared from the phone (`declaracao_gas`), waiting for the supervisor. */
@Injectable()
export class GasDeclarationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a declaration; false when one waits for the unit already (or the id exists). */
  async insert(
    declaration: {
      id: string;
      companyId: string;
      equipmentId: string;
      orderId: string;
      userId: string;
      gas: string;
      chargeKg: number | null;
      note: string | null;
      requestHash: Buffer;
    },
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO declaracao_gas (id, empresa_id, equipamento_id, ordem_id, declarado_por, tipo_gas,
                                   carga_kg, observacao, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        declaration.id,
        declaration.companyId,
        declaration.equipmentId,
        declaration.orderId,
        declaration.userId,
        declaration.gas,
        declaration.chargeKg,
        declaration.note,
        declaration.requestHash,
      ],
    );
    return rows.length > 0;
  }

  async find(id: string, manager?: EntityManager): Promise<StoredDeclaration | undefined> {
    const [row]: DeclarationRow[] = await executor(this.dataSource, manager).query(
      `${SELECT} WHERE d.id = $1`,
      [id],
    );
    return row && toView(row);
  }

  /** The unit's declaration waiting for the supervisor, if any. */
  async pending(
    companyId: string,
    equipmentId: string,
    manager?: EntityManager,
  ): Promise<StoredDeclaration | undefined> {
    const [row]: DeclarationRow[] = await executor(this.dataSource, manager).query(
      `${SELECT} WHERE d.empresa_id = $1 AND d.equipamento_id = $2 AND d.situacao = 'PENDENTE'`,
      [companyId, equipmentId],
    );
    return row && toView(row);
  }

  async list(companyId: string, pendingOnly: boolean): Promise<GasDeclaration[]> {
    const rows: DeclarationRow[] = await this.dataSource.query(
      `${SELECT} WHERE d.empresa_id = $1 AND ($2::boolean = false OR d.situacao = 'PENDENTE')
        ORDER BY d.declarado_em DESC LIMIT 500`,
      [companyId, pendingOnly],
    );
    return rows.map((row) => {
      const { empresaId: _company, requestHash: _hash, ...view } = toView(row);
      return view;
    });
  }

  async pendingCount(companyId: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM declaracao_gas WHERE empresa_id = $1 AND situacao = 'PENDENTE'`,
      [companyId],
    );
    return row.total;
  }

  /** Decides a waiting declaration (locks it); false when it was decided meanwhile. */
  async decide(
    manager: EntityManager,
    companyId: string,
    id: string,
    state: Exclude<GasDeclarationState, 'PENDENTE'>,
    userId: string,
    reason: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH decided AS (UPDATE declaracao_gas SET situacao = $3, decidido_em = now(), decidido_por = $4, motivo = $5
                         WHERE empresa_id = $1 AND id = $2 AND situacao = 'PENDENTE' RETURNING id)
       SELECT id FROM decided`,
      [companyId, id, state, userId, reason],
    );
    return rows.length > 0;
  }

  /**
   * The unit's events stored flagged only GAS_A_CONFIRMAR with the confirmed gas, still
   * waiting: their review closes as confirmed; answers their ids.
   */
  async confirmFlaggedEvents(
    manager: EntityManager,
    companyId: string,
    equipmentId: string,
    gas: string,
    userId: string,
  ): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `WITH confirmed AS (
         UPDATE fluido_evento SET revisao = 'CONFIRMADO', revisado_por = $4, revisado_em = now()
          WHERE empresa_id = $1 AND equipamento_id = $2 AND tipo_gas = $3 AND revisao = 'PENDENTE'
            AND excluido_em IS NULL AND jsonb_array_length(sinais) = 1
            AND sinais @> '[{"codigo": "GAS_A_CONFIRMAR"}]'
          RETURNING id)
       SELECT id FROM confirmed`,
      [companyId, equipmentId, gas, userId],
    );
    return rows.map((row) => row.id);
  }
}

function toView(row: DeclarationRow): StoredDeclaration {
  return {
    id: row.id,
    empresaId: row.empresaId,
    requestHash: row.requestHash,
    equipamento: {
      id: row.equipamentoId,
      codigo: row.equipamentoCodigo,
      descricao: row.equipamentoDescricao,
    },
    ordem: row.ordemId ? { id: row.ordemId, codigo: row.ordemCodigo! } : null,
    tecnico: { id: row.tecnicoId, nome: row.tecnicoNome },
    tipoGas: row.tipoGas,
    cargaGasKg: row.cargaKg === null ? null : Number(row.cargaKg),
    observacao: row.observacao,
    declaradoEm: row.declaradoEm.toISOString(),
    situacao: row.situacao,
    decididoEm: row.decididoEm ? row.decididoEm.toISOString() : null,
    decididoPor: row.decididoPor,
    motivo: row.motivo,
    eventos: row.eventos,
  };
}
