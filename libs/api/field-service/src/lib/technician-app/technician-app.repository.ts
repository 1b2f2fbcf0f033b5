import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EquipmentVisit,
  PERIODICITIES,
  type Periodicity,
  type TechnicianActionKind,
  type TechnicianOrderEquipment,
} from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { orderSiteAddressSql } from '../common/order-site.sql';
import { executor } from '../common/transaction';
import type { StoredAnswer } from './technician-app.rules';

/**
 * What the app adds to an order's summary: equipment details (with whether the unit serves
 * a care area: its room, by contract and code, has an NBR 7256 class), client, plan and
 * the technician's allocation.
 */
export interface TechnicianOrderContext {
  ordemId: string;
  equipamento: TechnicianOrderEquipment | null;
  cliente: string | null;
  /** The site's address (`order-site.sql.ts`) and the client's contact. */
  endereco: string | null;
  contato: { nome: string | null; telefone: string | null; email: string | null };
  /** The unit's plan: its id and visit cadence (the ingested one, else its most frequent activity's). */
  plano: { id: string; periodicidade: Periodicity } | null;
  /** Times as PostgreSQL writes them in JSON. */
  alocacao: { id: string; inicio: string; fim: string | null; km: number; iniciada: boolean };
}

/** The technician's allocation on a locked order, for a write. */
export interface TechnicianAllocationRow {
  id: string;
  inicio: Date;
  iniciada: boolean;
}

export interface StoredAction {
  id: string;
  companyId: string;
  userId: string;
  orderId: string;
  kind: TechnicianActionKind;
  at: Date | null;
  recordedAt: Date;
  requestHash: Buffer;
}

/**
 * The technician's app: the context of the orders allocated to a technician, the
 * equipment's last visits, checklist answers, and the writes' idempotency rows
 * (`tecnico_acao`). Order states and transitions stay with the orders repository.
 */
@Injectable()
export class TechnicianAppRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For each of these orders allocated to the technician, what the app shows beyond the summary. */
  context(
    companyId: string,
    technicianId: string,
    orderIds: string[],
  ): Promise<TechnicianOrderContext[]> {
    return this.dataSource.query(
      `SELECT o.id AS "ordemId",
              CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object(
                'id', e.id, 'codigo', e.codigo, 'descricao', e.descricao, 'setor', e.setor, 'tipo', e.tipo,
                'localizacao', e.localizacao, 'tipoGas', e.tipo_gas,
                'areaAssistencial', EXISTS (SELECT 1 FROM ambiente am
                   WHERE am.empresa_id = e.empresa_id AND am.contrato_id = e.contrato_id
                     AND am.codigo = e.ambiente AND am.classe_nbr7256 IS NOT NULL)) END AS equipamento,
              cl.nome AS cliente, ${orderSiteAddressSql()} AS endereco,
              json_build_object('nome', cl.nome, 'telefone', nullif(btrim(cl.telefone), ''),
                'email', nullif(btrim(cl.email), '')) AS contato,
              (SELECT json_build_object('id', e.id, 'periodicidade', cadencia.periodicidade)
                 FROM (SELECT coalesce(e.periodicidade,
                                (SELECT pa.periodicidade FROM plano_atividade pa
                                  WHERE pa.empresa_id = e.empresa_id AND pa.equipamento_id = e.id AND pa.ativo
                                  ORDER BY array_position($4::text[], pa.periodicidade) LIMIT 1)) AS periodicidade) cadencia
                WHERE cadencia.periodicidade IS NOT NULL) AS plano,
              json_build_object('id', a.id, 'inicio', a.inicio, 'fim', a.fim, 'km', a.km,
                'iniciada', EXISTS (SELECT 1 FROM tecnico_acao t WHERE t.empresa_id = o.empresa_id
                  AND t.ordem_servico_id = o.id AND t.usuario_id = a.tecnico_id AND t.tipo = 'inicio')) AS alocacao
         FROM ordem_servico o
         JOIN alocacao a ON a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id AND a.tecnico_id = $2
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         LEFT JOIN cliente cl ON cl.id = c.cliente_id
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE o.empresa_id = $1 AND o.id = ANY($3::uuid[])`,
      [companyId, technicianId, orderIds, PERIODICITIES],
    );
  }

  /** The equipment's last finished orders other than this one, newest first. */
  async lastVisits(
    companyId: string,
    equipmentId: string,
    exceptOrderId: string,
    limit = 5,
  ): Promise<EquipmentVisit[]> {
    const rows: Array<Omit<EquipmentVisit, 'fimAtendimento'> & { fimAtendimento: Date }> =
      await this.dataSource.query(
        `SELECT o.id, o.codigo, o.tipo, o.fim_atendimento AS "fimAtendimento", o.causa_raiz AS "causaRaiz",
                coalesce((SELECT array_agg(u.name ORDER BY a.inicio, a.id) FROM alocacao a JOIN users u ON u.id = a.tecnico_id
                           WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id), '{}') AS tecnicos
           FROM ordem_servico o
          WHERE o.empresa_id = $1 AND o.equipamento_id = $2 AND o.id <> $3 AND o.fim_atendimento IS NOT NULL
            AND o.status IS DISTINCT FROM 'CANCELADA'
          ORDER BY o.fim_atendimento DESC LIMIT $4`,
        [companyId, equipmentId, exceptOrderId, limit],
      );
    return rows.map((row) => ({ ...row, fimAtendimento: row.fimAtendimento.toISOString() }));
  }

  answers(companyId: string, orderId: string, manager?: EntityManager): Promise<StoredAnswer[]> {
    return executor(this.dataSource, manager).query(
      `SELECT item, conforme, nao_se_aplica AS "naoSeAplica", observacao, atividade_id AS "atividadeId"
         FROM checklist_resposta WHERE empresa_id = $1 AND ordem_servico_id = $2 ORDER BY item`,
      [companyId, orderId],
    );
  }

  /** The order's unit and its local day (scheduled, else opened): the visit its checklist is for. */
  async visit(
    scope: { companyId: string; timeZone: string },
    orderId: string,
    manager?: EntityManager,
  ): Promise<{ equipamentoId: string | null; dia: string }> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT equipamento_id AS "equipamentoId",
              to_char(coalesce(agendada_para, abertura) AT TIME ZONE $3, 'YYYY-MM-DD') AS dia
         FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
      [scope.companyId, orderId, scope.timeZone],
    );
    return row;
  }

  /** The technician's allocation on the order (in the caller's transaction, after the order's lock). */
  async allocation(
    companyId: string,
    orderId: string,
    technicianId: string,
    manager: EntityManager,
  ): Promise<TechnicianAllocationRow | undefined> {
    const [row] = await manager.query(
      `SELECT a.id, a.inicio,
              EXISTS (SELECT 1 FROM tecnico_acao t WHERE t.empresa_id = a.empresa_id AND t.ordem_servico_id = a.ordem_servico_id
                        AND t.usuario_id = a.tecnico_id AND t.tipo = 'inicio') AS iniciada
         FROM alocacao a WHERE a.empresa_id = $1 AND a.ordem_servico_id = $2 AND a.tecnico_id = $3
        ORDER BY a.inicio LIMIT 1`,
      [companyId, orderId, technicianId],
    );
    return row;
  }

  /** Whether the technician was allocated to the order once and taken off it. */
  async wasUnassigned(
    companyId: string,
    orderId: string,
    technicianId: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM ordem_servico_evento
        WHERE empresa_id = $1 AND ordem_servico_id = $2 AND acao = 'desalocar' AND detalhes->>'tecnicoId' = $3::text
        LIMIT 1`,
      [companyId, orderId, technicianId],
    );
    return rows.length > 0;
  }

  /** The action stored under an id, with the hash of what was sent (whatever the company). */
  async stored(id: string, manager?: EntityManager): Promise<StoredAction | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT id, empresa_id AS "companyId", usuario_id AS "userId", ordem_servico_id AS "orderId", tipo AS kind,
              em AS at, registrado_em AS "recordedAt", request_hash AS "requestHash"
         FROM tecnico_acao WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** Whether the action was inserted (false: its id already exists). */
  async insertAction(
    action: {
      id: string;
      companyId: string;
      orderId: string;
      userId: string;
      kind: TechnicianActionKind;
      at: Date | null;
      requestHash: Buffer;
    },
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO tecnico_acao (id, empresa_id, ordem_servico_id, usuario_id, tipo, em, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [
        action.id,
        action.companyId,
        action.orderId,
        action.userId,
        action.kind,
        action.at,
        action.requestHash,
      ],
    );
    return rows.length > 0;
  }

  /** The technician's allocation starts at `at`, with the km driven to the site. */
  async startAllocation(
    companyId: string,
    allocationId: string,
    values: { at: Date; km: number | null },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE alocacao SET inicio = $3, km = coalesce($4, km) WHERE empresa_id = $1 AND id = $2`,
      [companyId, allocationId, values.at, values.km],
    );
  }

  /** Stores the answers, one per item: a later answer to an item replaces the earlier one. */
  async saveAnswers(
    companyId: string,
    orderId: string,
    answers: StoredAnswer[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, nao_se_aplica, observacao, atividade_id)
       SELECT $1, $2, r.item, r.conforme, r.nao_se_aplica, r.observacao, r.atividade_id
         FROM unnest($3::text[], $4::boolean[], $5::boolean[], $6::text[], $7::uuid[])
           AS r (item, conforme, nao_se_aplica, observacao, atividade_id)
       ON CONFLICT (empresa_id, ordem_servico_id, item)
       DO UPDATE SET conforme = EXCLUDED.conforme, nao_se_aplica = EXCLUDED.nao_se_aplica, observacao = EXCLUDED.observacao,
                     atividade_id = coalesce(EXCLUDED.atividade_id, checklist_resposta.atividade_id)`,
      [
        companyId,
        orderId,
        answers.map((answer) => answer.item),
        answers.map((answer) => answer.conforme),
        answers.map((answer) => answer.naoSeAplica ?? false),
        answers.map((answer) => answer.observacao),
        answers.map((answer) => answer.atividadeId ?? null),
      ],
    );
  }

  async setRootCause(
    companyId: string,
    orderId: string,
    cause: { texto: string | null; causaId: string | null },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico SET causa_raiz = $3, causa_id = $4, atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId, cause.texto, cause.causaId],
    );
  }

  /** The order's opening time, start of attendance and root cause (in the caller's transaction). */
  async times(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<{ abertura: Date; inicioAtendimento: Date | null; causaRaiz: string | null }> {
    const [row] = await manager.query(
      `SELECT abertura, inicio_atendimento AS "inicioAtendimento", causa_raiz AS "causaRaiz"
         FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId],
    );
    return row;
  }
}
