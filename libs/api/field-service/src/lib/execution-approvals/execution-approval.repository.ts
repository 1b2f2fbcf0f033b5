import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** A service order as its approval reads it: its contract's RT and its executions. */
export interface ApprovalOrderRow {
  id: string;
  codigo: string;
  status: string;
  contratoCodigo: string;
  /** The contract's responsável técnico (a user), or null: none named. */
  rtUsuarioId: string | null;
  rtNome: string | null;
  rtRegistro: string | null;
  execucoes: number;
  aprovadoEm: Date | null;
}

/** The SQL of `aprovacao_execucao`: the RT's approval of one order's executions. */
@Injectable()
export class ExecutionApprovalRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The order, locked until the transaction ends; undefined when the company has none. */
  async lockOrder(
    manager: EntityManager,
    companyId: string,
    orderId: string,
  ): Promise<ApprovalOrderRow | undefined> {
    const [row]: ApprovalOrderRow[] = await manager.query(
      `SELECT o.id, o.codigo, o.status, c.codigo AS "contratoCodigo",
              u.id AS "rtUsuarioId", u.name AS "rtNome", u.registro_profissional AS "rtRegistro",
              (SELECT count(*)::int FROM execucao_atividade x
                WHERE x.empresa_id = o.empresa_id AND x.ordem_servico_id = o.id) AS execucoes,
              (SELECT a.aprovado_em FROM aprovacao_execucao a
                WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id) AS "aprovadoEm"
         FROM ordem_servico o
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         LEFT JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id
        WHERE o.empresa_id = $1 AND o.id = $2
          FOR UPDATE OF o`,
      [companyId, orderId],
    );
    return row;
  }

  /** Records the approval with the registration the RT holds now; its time. */
  async insert(
    manager: EntityManager,
    approval: { companyId: string; orderId: string; userId: string; registration: string },
  ): Promise<Date> {
    const [row] = await manager.query(
      `INSERT INTO aprovacao_execucao (empresa_id, ordem_servico_id, aprovado_por, registro_profissional)
       VALUES ($1, $2, $3, $4) RETURNING aprovado_em AS "aprovadoEm"`,
      [approval.companyId, approval.orderId, approval.userId, approval.registration],
    );
    return row.aprovadoEm;
  }
}
