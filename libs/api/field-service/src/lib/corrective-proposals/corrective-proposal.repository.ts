import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CorrectiveProposal } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';

/** The company setting that opens the proposed correctives when an order is finished. */
export const AUTOMATIC_CORRECTIVE_SETTING = 'corretivaAutomatica';

/** How far back a failed item still proposes a visit: the source order's end (or opening). */
export const PROPOSAL_WINDOW_DAYS = 30;

/**
 * A pending proposal: a non-conforming answer on an order with equipment, not cancelled,
 * within the window, with no decision recorded for its order and item. $1 is the company.
 */
const PENDING = `
  SELECT r.id, r.item, r.observacao,
         json_build_object('id', o.id, 'codigo', o.codigo, 'situacao', coalesce(o.status, 'ABERTA')) AS ordem,
         json_build_object('id', e.id, 'codigo', e.codigo, 'setor', e.setor) AS equipamento,
         json_build_object('id', c.id, 'codigo', c.codigo) AS contrato
    FROM checklist_resposta r
    JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
    JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
    JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
   WHERE r.empresa_id = $1 AND NOT r.conforme
     AND o.status IS DISTINCT FROM 'CANCELADA'
     AND coalesce(o.fim_atendimento, o.abertura) >= now() - interval '${PROPOSAL_WINDOW_DAYS} days'
     AND NOT EXISTS (SELECT 1 FROM proposta_corretiva p
                      WHERE p.empresa_id = r.empresa_id AND p.ordem_origem_id = r.ordem_servico_id AND p.item = r.item)`;

/** Corrective orders proposed by failed checklist items, and the decisions taken on them. */
@Injectable()
export class CorrectiveProposalRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The pending proposals, newest source order first, then by item. */
  pending(companyId: string): Promise<CorrectiveProposal[]> {
    return this.dataSource.query(
      `${PENDING} ORDER BY coalesce(o.fim_atendimento, o.abertura) DESC, o.codigo, r.item LIMIT 200`,
      [companyId],
    );
  }

  /** One pending proposal (an answer's id), or undefined. */
  async find(
    companyId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<CorrectiveProposal | undefined> {
    const [row] = await executor(this.dataSource, manager).query(`${PENDING} AND r.id = $2`, [
      companyId,
      id,
    ]);
    return row;
  }

  /** The pending proposals of one source order. */
  ofOrder(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<CorrectiveProposal[]> {
    return manager.query(`${PENDING} AND r.ordem_servico_id = $2 ORDER BY r.item`, [
      companyId,
      orderId,
    ]);
  }

  /**
   * Records the decision on the proposal's order and item; false when one was recorded
   * meanwhile (the unique key settles two supervisors clicking at once).
   */
  async decide(
    companyId: string,
    proposal: Pick<CorrectiveProposal, 'ordem' | 'item'>,
    decision: { decisao: 'aberta' | 'descartada'; userId: string | null },
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO proposta_corretiva (empresa_id, ordem_origem_id, item, decisao, decidido_por)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (empresa_id, ordem_origem_id, item) DO NOTHING RETURNING id`,
      [companyId, proposal.ordem.id, proposal.item, decision.decisao, decision.userId],
    );
    return rows.length > 0;
  }

  /** Links the corrective opened to its proposal's decision. */
  async link(
    companyId: string,
    proposal: Pick<CorrectiveProposal, 'ordem' | 'item'>,
    orderId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE proposta_corretiva SET ordem_corretiva_id = $4
        WHERE empresa_id = $1 AND ordem_origem_id = $2 AND item = $3`,
      [companyId, proposal.ordem.id, proposal.item, orderId],
    );
  }

  /** The source of a corrective opened from a proposal, or null. */
  async originOf(
    companyId: string,
    orderId: string,
  ): Promise<{ ordemId: string; codigo: string; item: string } | null> {
    const [row] = await this.dataSource.query(
      `SELECT o.id AS "ordemId", o.codigo, p.item
         FROM proposta_corretiva p JOIN ordem_servico o ON o.empresa_id = p.empresa_id AND o.id = p.ordem_origem_id
        WHERE p.empresa_id = $1 AND p.ordem_corretiva_id = $2 LIMIT 1`,
      [companyId, orderId],
    );
    return row ?? null;
  }

  /** Whether the company opens the proposed correctives when an order is finished. */
  async automatic(companyId: string, manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT coalesce((settings->>$2)::boolean, false) AS on FROM companies WHERE id = $1`,
      [companyId, AUTOMATIC_CORRECTIVE_SETTING],
    );
    return row?.on ?? false;
  }
}
