import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  OrderActivity,
  Periodicity,
  OrderAllocation,
  OrderAppRecord,
  OrderCause,
  OrderChecklistAnswer,
  OrderEvent,
  OrderPriority,
  OrderState,
  OrderTimelinessKind,
  OrderTimelinessOutcome,
  ServiceOrderDetail,
  ServiceOrderSummary,
} from '@campo/contracts';
import { APP_ORDER_CODE_PREFIX } from '@campo/contracts';
import type { PageRequest } from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { matchesSearch } from '../common/search.sql';
import { orderDueSql, orderTimelinessSql } from '../common/order-timeliness.sql';
import { executor } from '../common/transaction';

/** An order's state as stored, or, for an integration's order without a status, as its times say. */
export const ORDER_STATE_SQL = `coalesce(o.status, CASE WHEN o.fim_atendimento IS NOT NULL THEN 'CONCLUIDA'
  WHEN o.inicio_atendimento IS NOT NULL THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END)`;

/** Orders with their contract and their clock (`t`, the one definition of late). */
const TIMED_ORDERS = `ordem_servico o
    JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
    CROSS JOIN LATERAL (${orderTimelinessSql()}) t`;

/** The next due time (one definition); `$2` is the time zone. */
const DUE = orderDueSql('$2');

// $1 company, $2 time zone. The clock and "late" are the one definition the RGM uses (order-timeliness.sql.ts).
const VIEW = `
  SELECT o.id, o.codigo, o.origem, o.tipo, ${ORDER_STATE_SQL} AS situacao, o.prioridade, o.descricao, o.abertura,
         o.agendada_para AS "agendadaPara", o.inicio_atendimento AS "inicioAtendimento",
         o.fim_atendimento AS "fimAtendimento", o.causa_raiz AS "causaRaiz",
         o.data_planejada::text AS "dataPlanejada",
         to_char(coalesce(o.agendada_para, o.abertura) AT TIME ZONE $2, 'YYYY-MM-DD') AS dia,
         json_build_object('id', c.id, 'codigo', c.codigo) AS contrato, cl.nome AS cliente,
         CASE WHEN e.id IS NULL THEN NULL
              ELSE json_build_object('id', e.id, 'codigo', e.codigo, 'descricao', e.descricao,
                                     'setor', e.setor, 'localizacao', e.localizacao,
                                     'ambiente', (SELECT am.nome FROM ambiente am WHERE am.empresa_id = e.empresa_id
                                                     AND am.contrato_id = e.contrato_id AND am.codigo = e.ambiente)) END AS equipamento,
         coalesce((SELECT json_agg(json_build_object('alocacaoId', a.id, 'id', u.id, 'nome', u.name,
                     'atendendo', EXISTS (SELECT 1 FROM tecnico_acao t WHERE t.empresa_id = a.empresa_id
                       AND t.ordem_servico_id = a.ordem_servico_id AND t.usuario_id = a.tecnico_id AND t.tipo = 'inicio'))
                     ORDER BY a.inicio, a.id)
                     FROM alocacao a JOIN users u ON u.id = a.tecnico_id
                    WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id), '[]'::json) AS tecnicos,
         t.kind AS medida, t.outcome AS resultado,
         CASE WHEN t.kind = 'chamado' THEN c.sla_atendimento_horas END AS "metaAtendimentoHoras",
         CASE WHEN t.kind = 'chamado' THEN c.sla_solucao_horas END AS "metaSolucaoHoras",
         t.response_due AS "prazoAtendimento", t.solution_due AS "prazoSolucao",
         t.start_due AS "prazoInicio", t.tolerance_minutes AS "toleranciaMinutos", ${DUE} AS prazo
    FROM ${TIMED_ORDERS}
    LEFT JOIN cliente cl ON cl.id = c.cliente_id
    LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id`;

/**
 * $9, the search box: the order's own text, or its unit's, or its contract's or client's,
 * each on the expression its trigram index holds (migration `SearchIndexes`).
 */
/**
 * An order found by its own text, its unit's, its contract's or its client's, each by the
 * trigram index's expression (common/search.sql.ts). `$9`: the search pattern, or null.
 */
const ORDER_SEARCH = `($9::text IS NULL
    OR ${matchesSearch('ordem_servico_busca', 'o.id', '$9')}
    OR ${matchesSearch('equipamento_busca', 'o.equipamento_id', '$9')}
    OR ${matchesSearch('contrato_busca', 'o.contrato_id', '$9')}
    OR o.contrato_id IN (SELECT c.id FROM contrato c WHERE c.empresa_id = $1
         AND ${matchesSearch('cliente_busca', 'c.cliente_id', '$9')}))`;

// $3 state, $4 technician, $5 contract, $6..$7 local days on `abertura`, $8 timeliness outcome, $9 search.
const LIST_SCOPE = `o.empresa_id = $1
  AND ($3::text IS NULL OR ${ORDER_STATE_SQL} = $3)
  AND ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM alocacao a WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id AND a.tecnico_id = $4))
  AND ($5::uuid IS NULL OR o.contrato_id = $5)
  AND ($6::date IS NULL OR o.abertura >= ($6::date::timestamp AT TIME ZONE $2))
  AND ($7::date IS NULL OR o.abertura < (($7::date + 1)::timestamp AT TIME ZONE $2))
  AND ($8::text IS NULL OR t.outcome = $8)
  AND ${ORDER_SEARCH}`;

const ORDERINGS = {
  recentes: 'o.abertura DESC, o.codigo DESC',
  antigas: 'o.abertura, o.codigo',
  prazo: 'coalesce(t.solution_due, t.start_due) NULLS LAST, o.abertura, o.codigo',
} as const;

export type OrderOrdering = keyof typeof ORDERINGS;

/** Triage: URGENTE, ALTA, MEDIA, BAIXA, none; then the next due time; then the oldest. */
const TRIAGE_ORDER = `array_position(ARRAY['URGENTE', 'ALTA', 'MEDIA', 'BAIXA'], o.prioridade) NULLS LAST,
  ${DUE} NULLS LAST, o.abertura, o.codigo`;

export interface TriageFilter {
  prioridade: OrderPriority | null;
  contratoId: string | null;
  tipo: string | null;
}

export interface OrderListFilter {
  situacao: OrderState | null;
  tecnicoId: string | null;
  contratoId: string | null;
  desde: string | null;
  ate: string | null;
  resultado: OrderTimelinessOutcome | null;
  /** A `LIKE` pattern (`searchPattern`), null for no search. */
  busca: string | null;
  ordem: OrderOrdering;
}

/** What the detail adds to the view: lists read by their own queries. */
type DetailLists =
  | 'alocacoes'
  | 'historico'
  | 'registrosApp'
  | 'checklist'
  | 'atividades'
  | 'fluidos'
  | 'origemCorretiva';

interface OrderRow extends Omit<
  ServiceOrderDetail,
  'sla' | 'prazo' | DetailLists | keyof OrderCause
> {
  prazo: Date | null;
  metaAtendimentoHoras: string | null;
  metaSolucaoHoras: string | null;
  prazoAtendimento: Date | null;
  prazoSolucao: Date | null;
  prazoInicio: Date | null;
  toleranciaMinutos: number;
  medida: OrderTimelinessKind;
  resultado: OrderTimelinessOutcome;
}

/** What a transition reads of an order, locked until the transaction ends. */
export interface LockedOrder {
  id: string;
  codigo: string;
  origem: 'app' | 'integracao';
  tipo: string;
  situacao: OrderState;
}

export interface NewOrder {
  codigo: string;
  contratoId: string;
  contrato: string;
  equipamentoId: string | null;
  equipamento: string | null;
  tipo: string;
  descricao: string;
  prioridade: OrderPriority | null;
  agendadaPara: string | null;
  criadoPor: string;
}

export interface NewEvent {
  acao: string;
  de: OrderState | null;
  para: OrderState | null;
  motivo?: string | null;
  usuarioId: string;
  detalhes?: Record<string, unknown>;
}

/** The service orders (`ordem_servico`), their allocations, transitions and code counter. */
@Injectable()
export class ServiceOrderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    scope: { companyId: string; timeZone: string },
    filter: OrderListFilter,
    page: PageRequest,
  ): Promise<{ itens: ServiceOrderSummary[]; total: number }> {
    const params = [
      scope.companyId,
      scope.timeZone,
      filter.situacao,
      filter.tecnicoId,
      filter.contratoId,
      filter.desde,
      filter.ate,
      filter.resultado,
      filter.busca,
    ];
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${TIMED_ORDERS} WHERE ${LIST_SCOPE}`,
      params,
    );
    const rows: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE ${LIST_SCOPE} ORDER BY ${ORDERINGS[filter.ordem]} LIMIT $10 OFFSET $11`,
      [...params, page.porPagina, (page.pagina - 1) * page.porPagina],
    );
    return { itens: rows.map(toSummary), total };
  }

  /**
   * A contract's open orders: how many are open and in attendance, by ORDER_STATE_SQL, and
   * the first `limit` by the list's "prazo" ordering (the contract hub's figures).
   */
  async openOfContract(
    scope: { companyId: string; timeZone: string },
    contractId: string,
    limit: number,
  ): Promise<{ abertas: number; emAtendimento: number; proximas: ServiceOrderSummary[] }> {
    const open = (contract: string) =>
      `o.empresa_id = $1 AND o.contrato_id = ${contract} AND ${ORDER_STATE_SQL} IN ('ABERTA', 'EM_ATENDIMENTO')`;
    const [counts]: Array<{ abertas: number; emAtendimento: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${ORDER_STATE_SQL} = 'ABERTA')::int AS abertas,
              count(*) FILTER (WHERE ${ORDER_STATE_SQL} = 'EM_ATENDIMENTO')::int AS "emAtendimento"
         FROM ordem_servico o WHERE ${open('$2')}`,
      [scope.companyId, contractId],
    );
    const rows: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE ${open('$3')} ORDER BY ${ORDERINGS.prazo} LIMIT $4`,
      [scope.companyId, scope.timeZone, contractId, limit],
    );
    return { ...counts, proximas: rows.map(toSummary) };
  }

  /** Open orders whose agenda day is up to `ate` (local), unassigned first, then by day. */
  async open(
    scope: { companyId: string; timeZone: string },
    ate: string,
  ): Promise<ServiceOrderSummary[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE o.empresa_id = $1 AND ${ORDER_STATE_SQL} IN ('ABERTA', 'EM_ATENDIMENTO')
          AND coalesce(o.agendada_para, o.abertura) < (($3::date + 1)::timestamp AT TIME ZONE $2)
        ORDER BY EXISTS (SELECT 1 FROM alocacao a WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id),
                 coalesce(o.agendada_para, o.abertura), o.codigo
        LIMIT 500`,
      [scope.companyId, scope.timeZone, ate],
    );
    return rows.map(toSummary);
  }

  /** Open orders without a technician, in triage order (priority, then due time), filtered. */
  async triage(
    scope: { companyId: string; timeZone: string },
    filter: TriageFilter,
  ): Promise<ServiceOrderSummary[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE o.empresa_id = $1 AND ${ORDER_STATE_SQL} IN ('ABERTA', 'EM_ATENDIMENTO')
          AND NOT EXISTS (SELECT 1 FROM alocacao a WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id)
          AND ($3::text IS NULL OR o.prioridade = $3)
          AND ($4::uuid IS NULL OR o.contrato_id = $4)
          AND ($5::text IS NULL OR o.tipo = $5)
        ORDER BY ${TRIAGE_ORDER}
        LIMIT 500`,
      [scope.companyId, scope.timeZone, filter.prioridade, filter.contratoId, filter.tipo],
    );
    return rows.map(toSummary);
  }

  /** Open orders (aberta or em atendimento) allocated to the technician, earliest agenda time first. */
  async openOf(
    scope: { companyId: string; timeZone: string },
    technicianId: string,
  ): Promise<ServiceOrderSummary[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE o.empresa_id = $1 AND ${ORDER_STATE_SQL} IN ('ABERTA', 'EM_ATENDIMENTO')
          AND EXISTS (SELECT 1 FROM alocacao a WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id AND a.tecnico_id = $3)
        ORDER BY coalesce(o.agendada_para, o.abertura), o.codigo
        LIMIT 200`,
      [scope.companyId, scope.timeZone, technicianId],
    );
    return rows.map(toSummary);
  }

  async find(
    scope: { companyId: string; timeZone: string },
    id: string,
  ): Promise<Omit<ServiceOrderDetail, DetailLists | keyof OrderCause> | undefined> {
    const [row]: OrderRow[] = await this.dataSource.query(
      `${VIEW} WHERE o.empresa_id = $1 AND o.id = $3`,
      [scope.companyId, scope.timeZone, id],
    );
    return (
      row && {
        ...toSummary(row),
        causaRaiz: row.causaRaiz,
        dataPlanejada: row.dataPlanejada,
      }
    );
  }

  allocations(companyId: string, orderId: string): Promise<OrderAllocation[]> {
    return this.dataSource
      .query(
        `SELECT a.id, a.tecnico_id AS "tecnicoId", u.name AS tecnico, a.inicio, a.fim, a.km
           FROM alocacao a JOIN users u ON u.id = a.tecnico_id
          WHERE a.empresa_id = $1 AND a.ordem_servico_id = $2 ORDER BY a.inicio, a.id`,
        [companyId, orderId],
      )
      .then((rows: OrderAllocation[]) => rows.map((row) => ({ ...row, km: Number(row.km) })));
  }

  events(companyId: string, orderId: string): Promise<OrderEvent[]> {
    return this.dataSource.query(
      `SELECT v.acao, v.de, v.para, v.motivo, u.name AS usuario, v.em, v.detalhes->'reagendamento' AS reagendamento
         FROM ordem_servico_evento v LEFT JOIN users u ON u.id = v.usuario_id
        WHERE v.empresa_id = $1 AND v.ordem_servico_id = $2 ORDER BY v.em, v.id`,
      [companyId, orderId],
    );
  }

  /**
   * What the technician's app recorded on the order (`tecnico_acao`), in the order it
   * reached the server, with what each write sent as its transition or note kept it
   * (the event carrying the action's id).
   */
  async appRecords(companyId: string, orderId: string): Promise<OrderAppRecord[]> {
    const rows: Array<
      Omit<OrderAppRecord, 'registradoEm' | 'sincronizadoEm' | 'km'> & {
        registradoEm: Date | null;
        sincronizadoEm: Date;
        km: string | null;
      }
    > = await this.dataSource.query(
      `SELECT t.id, t.tipo, u.name AS tecnico, t.em AS "registradoEm", t.registrado_em AS "sincronizadoEm",
              v.detalhes->>'km' AS km, v.detalhes->>'causaRaiz' AS "causaRaiz",
              (v.detalhes->>'respostas')::int AS respostas, (v.detalhes->>'naoConformes')::int AS "naoConformes"
         FROM tecnico_acao t
         JOIN users u ON u.id = t.usuario_id
         LEFT JOIN LATERAL (
           SELECT e.detalhes FROM ordem_servico_evento e
            WHERE e.empresa_id = t.empresa_id AND e.ordem_servico_id = t.ordem_servico_id
              AND e.detalhes->>'acaoId' = t.id::text
            LIMIT 1) v ON true
        WHERE t.empresa_id = $1 AND t.ordem_servico_id = $2
        ORDER BY t.registrado_em, t.id`,
      [companyId, orderId],
    );
    return rows.map((row) => ({
      ...row,
      registradoEm: row.registradoEm?.toISOString() ?? null,
      sincronizadoEm: row.sincronizadoEm.toISOString(),
      km: row.km === null ? null : Number(row.km),
    }));
  }

  /** The checklist answers stored on the order, by item. */
  checklist(companyId: string, orderId: string): Promise<OrderChecklistAnswer[]> {
    return this.dataSource.query(
      `SELECT item, conforme, nao_se_aplica AS "naoSeAplica", observacao FROM checklist_resposta
        WHERE empresa_id = $1 AND ordem_servico_id = $2 ORDER BY item`,
      [companyId, orderId],
    );
  }

  /** Locks the order for a transition (FOR UPDATE): concurrent transitions run one after the other. */
  async lock(
    companyId: string,
    id: string,
    manager: EntityManager,
  ): Promise<LockedOrder | undefined> {
    const [row] = await manager.query(
      `SELECT o.id, o.codigo, o.origem, o.tipo, ${ORDER_STATE_SQL} AS situacao
         FROM ordem_servico o WHERE o.empresa_id = $1 AND o.id = $2 FOR UPDATE`,
      [companyId, id],
    );
    return row;
  }

  /** The equipment an order is opened for, with its contract. */
  async equipment(
    companyId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<{ id: string; codigo: string; contratoId: string; contrato: string } | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT e.id, e.codigo, c.id AS "contratoId", c.codigo AS contrato
         FROM equipamento e JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND e.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The company's active technicians, by name. */
  technicians(companyId: string): Promise<Array<{ id: string; nome: string }>> {
    return this.dataSource.query(
      `SELECT id, name AS nome FROM users WHERE empresa_id = $1 AND role = 'TECNICO' AND active ORDER BY name`,
      [companyId],
    );
  }

  async isActiveTechnician(companyId: string, userId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM users WHERE empresa_id = $1 AND id = $2 AND role = 'TECNICO' AND active`,
      [companyId, userId],
    );
    return rows.length > 0;
  }

  /**
   * Allocates `count` consecutive numbers of the company's yearly counter and returns the
   * first. The upsert locks the counter row, so concurrent callers never share a number.
   */
  async allocateNumbers(
    companyId: string,
    year: number,
    count: number,
    manager?: EntityManager,
  ): Promise<number> {
    const [{ ultimo }] = await executor(this.dataSource, manager).query(
      `INSERT INTO ordem_servico_sequencia AS s (empresa_id, ano, ultimo) VALUES ($1, $2, $3)
       ON CONFLICT (empresa_id, ano) DO UPDATE SET ultimo = s.ultimo + EXCLUDED.ultimo RETURNING ultimo`,
      [companyId, year, count],
    );
    return ultimo - count + 1;
  }

  async insert(companyId: string, order: NewOrder, manager?: EntityManager): Promise<string> {
    const [{ id }] = await executor(this.dataSource, manager).query(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo,
                                  abertura, status, descricao, origem, prioridade, agendada_para, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), 'ABERTA', $8, 'app', $9, $10, $11) RETURNING id`,
      [
        companyId,
        order.codigo,
        order.contrato,
        order.contratoId,
        order.equipamento,
        order.equipamentoId,
        order.tipo,
        order.descricao,
        order.prioridade,
        order.agendadaPara,
        order.criadoPor,
      ],
    );
    return id;
  }

  /**
   * One preventive order per visit (unit and planned day) that has none yet, opened at the
   * start of the planned local day, codes from `firstNumber` on. A visit a concurrent run
   * created first is skipped by the unique index on unit and planned day. Returns the
   * orders created.
   */
  async insertPreventive(
    scope: { companyId: string; timeZone: string },
    visits: Array<{ equipamentoId: string; data: string; descricao: string }>,
    codes: { year: number; firstNumber: number },
    userId: string,
    manager: EntityManager,
  ): Promise<Array<{ id: string; equipamentoId: string; data: string }>> {
    return manager.query(
      `WITH wanted AS (
         SELECT w.equipamento_id, w.data, w.descricao, e.codigo AS equipamento, e.contrato_id,
                (row_number() OVER (ORDER BY w.data, e.codigo, e.id))::int - 1 AS n
           FROM unnest($3::uuid[], $4::date[], $5::text[]) AS w (equipamento_id, data, descricao)
           JOIN equipamento e ON e.empresa_id = $1 AND e.id = w.equipamento_id)
       INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo,
                                  abertura, agendada_para, status, descricao, origem, data_planejada, criado_por)
       SELECT $1, $6 || lpad((w.n + $8)::text, 6, '0'), c.codigo, c.id, w.equipamento, w.equipamento_id, 'PREVENTIVA',
              w.data::timestamp AT TIME ZONE $2, w.data::timestamp AT TIME ZONE $2, 'ABERTA', w.descricao, 'app', w.data, $7
         FROM wanted w
         JOIN contrato c ON c.empresa_id = $1 AND c.id = w.contrato_id
        ORDER BY w.n
       ON CONFLICT (empresa_id, equipamento_id, data_planejada) WHERE data_planejada IS NOT NULL DO NOTHING
       RETURNING id, equipamento_id AS "equipamentoId", data_planejada::text AS data`,
      [
        scope.companyId,
        scope.timeZone,
        visits.map((visit) => visit.equipamentoId),
        visits.map((visit) => visit.data),
        visits.map((visit) => visit.descricao),
        `${APP_ORDER_CODE_PREFIX}${codes.year}-`,
        userId,
        codes.firstNumber,
      ],
    );
  }

  /** The planned days of the preventives already generated for these units in the month (`YYYY-MM`), earliest first. */
  plannedDays(
    companyId: string,
    equipmentIds: string[],
    month: string,
    manager: EntityManager,
  ): Promise<Array<{ equipamentoId: string; data: string }>> {
    return manager.query(
      `SELECT o.equipamento_id AS "equipamentoId", o.data_planejada::text AS data
         FROM ordem_servico o
        WHERE o.empresa_id = $1 AND o.equipamento_id = ANY($2::uuid[])
          AND o.data_planejada >= ($3 || '-01')::date AND o.data_planejada < ($3 || '-01')::date + interval '1 month'
        ORDER BY o.data_planejada`,
      [companyId, equipmentIds, month],
    );
  }

  /** The periodicity of each of these activities in its unit's plan (view `plano_atividade`), by "unit|activity". */
  async activityPeriodicities(
    companyId: string,
    activities: Array<{ equipamentoId: string; atividadeId: string }>,
    manager: EntityManager,
  ): Promise<Map<string, Periodicity>> {
    const rows: Array<{ key: string; periodicidade: Periodicity }> = await manager.query(
      `SELECT DISTINCT pa.equipamento_id || '|' || pa.atividade_id AS key, pa.periodicidade
         FROM unnest($2::uuid[], $3::uuid[]) AS w (equipamento_id, atividade_id)
         JOIN plano_atividade pa ON pa.empresa_id = $1 AND pa.equipamento_id = w.equipamento_id AND pa.atividade_id = w.atividade_id`,
      [
        companyId,
        activities.map((activity) => activity.equipamentoId),
        activities.map((activity) => activity.atividadeId),
      ],
    );
    return new Map(rows.map((row) => [row.key, row.periodicidade]));
  }

  /**
   * Fixes on orders the activities they carry (`ordem_atividade`), as the unit's plan
   * states them now (component, description, criterion, periodicity), in the plan's order,
   * each with the day it fell due. An activity no longer in the unit's plan is left out.
   */
  async carryActivities(
    companyId: string,
    rows: Array<{ ordemId: string; atividadeId: string; prevista: string }>,
    manager: EntityManager,
  ): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO ordem_atividade (empresa_id, ordem_servico_id, atividade_id, componente, descricao, criterio,
                                    periodicidade, prevista, ordem)
       SELECT $1, w.ordem, pa.atividade_id, pa.componente, pa.descricao, pa.criterio, pa.periodicidade, w.prevista,
              row_number() OVER (PARTITION BY w.ordem ORDER BY pa.origem, pa.ordem, pa.criado_em, pa.descricao)
         FROM unnest($2::uuid[], $3::uuid[], $4::date[]) AS w (ordem, atividade, prevista)
         JOIN ordem_servico o ON o.empresa_id = $1 AND o.id = w.ordem
         JOIN plano_atividade pa ON pa.empresa_id = $1 AND pa.equipamento_id = o.equipamento_id AND pa.atividade_id = w.atividade
       ON CONFLICT DO NOTHING`,
      [
        companyId,
        rows.map((row) => row.ordemId),
        rows.map((row) => row.atividadeId),
        rows.map((row) => row.prevista),
      ],
    );
  }

  /** The activities the order carries, in their order (none: an order from before they were carried, or not a preventive). */
  carriedActivities(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<OrderActivity[]> {
    return executor(this.dataSource, manager).query(
      `SELECT atividade_id AS "atividadeId", componente, descricao, criterio, periodicidade, prevista::text AS prevista
         FROM ordem_atividade WHERE empresa_id = $1 AND ordem_servico_id = $2 ORDER BY ordem, descricao`,
      [companyId, orderId],
    );
  }

  async recordEvents(
    companyId: string,
    orderIds: string[],
    event: NewEvent,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO ordem_servico_evento (empresa_id, ordem_servico_id, acao, de, para, motivo, usuario_id, detalhes)
       SELECT $1, id, $3, $4, $5, $6, $7, $8 FROM unnest($2::uuid[]) AS id`,
      [
        companyId,
        orderIds,
        event.acao,
        event.de,
        event.para,
        event.motivo ?? null,
        event.usuarioId,
        event.detalhes ?? {},
      ],
    );
  }

  /** The allocation's id, or undefined when the technician already has one on the order. */
  async allocate(
    companyId: string,
    orderId: string,
    technicianId: string,
    manager: EntityManager,
  ): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio)
       SELECT $1, $2, $3, now()
        WHERE NOT EXISTS (SELECT 1 FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tecnico_id = $3)
       RETURNING id`,
      [companyId, orderId, technicianId],
    );
    return rows[0]?.id;
  }

  /** The removed allocation's technician, or undefined when the order has no such allocation. */
  async deallocate(
    companyId: string,
    orderId: string,
    allocationId: string,
    manager: EntityManager,
  ): Promise<{ tecnicoId: string } | undefined> {
    // DELETE … RETURNING answers [rows, rowCount].
    const [rows] = await manager.query(
      `DELETE FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND id = $3 RETURNING tecnico_id AS "tecnicoId"`,
      [companyId, orderId, allocationId],
    );
    return rows[0];
  }

  /** The order's responsible technician (`tecnico`, `tecnico_id`) follows its latest allocation. */
  async syncResponsible(companyId: string, orderId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico o SET (tecnico_id, tecnico) = (
         SELECT u.id, u.email FROM alocacao a JOIN users u ON u.id = a.tecnico_id
          WHERE a.empresa_id = $1 AND a.ordem_servico_id = $2 ORDER BY a.inicio DESC, a.id DESC LIMIT 1), atualizado_em = now()
        WHERE o.empresa_id = $1 AND o.id = $2`,
      [companyId, orderId],
    );
  }

  /** The order's scheduled time and technicians (with whether each started), in the transition. */
  async schedulingState(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<{
    agendadaPara: Date | null;
    tecnicos: Array<{ id: string; nome: string; alocacaoId: string; iniciada: boolean }>;
  }> {
    const [row] = await manager.query(
      `SELECT o.agendada_para AS "agendadaPara",
              coalesce((SELECT json_agg(json_build_object('id', u.id, 'nome', u.name, 'alocacaoId', a.id,
                          'iniciada', EXISTS (SELECT 1 FROM tecnico_acao t WHERE t.empresa_id = a.empresa_id
                            AND t.ordem_servico_id = a.ordem_servico_id AND t.usuario_id = a.tecnico_id AND t.tipo = 'inicio'))
                          ORDER BY a.inicio, a.id)
                          FROM alocacao a JOIN users u ON u.id = a.tecnico_id
                         WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id), '[]'::json) AS tecnicos
         FROM ordem_servico o WHERE o.empresa_id = $1 AND o.id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  /** Schedules the order at a local day and time of the time zone. */
  async scheduleAtLocal(
    scope: { companyId: string; timeZone: string },
    orderId: string,
    at: { dia: string; hora: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico SET agendada_para = ($3::date + $4::time) AT TIME ZONE $5, atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [scope.companyId, orderId, at.dia, at.hora, scope.timeZone],
    );
  }

  async reschedule(
    companyId: string,
    orderId: string,
    agendadaPara: string | null,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico SET agendada_para = $3, atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId, agendadaPara],
    );
  }

  /** Attendance starts at `at` (a time recorded in the field), or now. */
  async start(
    companyId: string,
    orderId: string,
    manager: EntityManager,
    at: Date | null = null,
  ): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico SET status = 'EM_ATENDIMENTO', inicio_atendimento = coalesce($3::timestamptz, now()), atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId, at],
    );
  }

  /**
   * Closes the order at `at` (a time recorded in the field), or now (attendance starts
   * then too if it had not), and ends its open allocations. Returns the local day it was closed.
   */
  async close(
    scope: { companyId: string; timeZone: string },
    orderId: string,
    cause: { texto: string | null; causaId: string | null },
    manager: EntityManager,
    at: Date | null = null,
  ): Promise<string> {
    await manager.query(
      `UPDATE alocacao SET fim = greatest(coalesce($3::timestamptz, now()), inicio)
        WHERE empresa_id = $1 AND ordem_servico_id = $2 AND fim IS NULL`,
      [scope.companyId, orderId, at],
    );
    // UPDATE … RETURNING answers [rows, rowCount].
    const [[{ dia }]] = await manager.query(
      `UPDATE ordem_servico SET status = 'CONCLUIDA', inicio_atendimento = coalesce(inicio_atendimento, $5::timestamptz, now()),
              fim_atendimento = coalesce($5::timestamptz, now()), causa_raiz = coalesce($4, causa_raiz),
              causa_id = CASE WHEN $6::uuid IS NOT NULL THEN $6::uuid WHEN $4 IS NOT NULL THEN NULL ELSE causa_id END,
              atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2
        RETURNING to_char(coalesce($5::timestamptz, now()) AT TIME ZONE $3, 'YYYY-MM-DD') AS dia`,
      [scope.companyId, orderId, scope.timeZone, cause.texto, at, cause.causaId],
    );
    return dia;
  }

  async cancel(companyId: string, orderId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE ordem_servico SET status = 'CANCELADA', atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId],
    );
  }

  /**
   * A finished order's activity executions: one per checklist answer that names an
   * activity (conforme, não conforme, não se aplica with its reason), dated the order's
   * local day of attendance on the company's clock. An order without such answers records
   * none (its activities stay due).
   */
  async recordActivityExecutions(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado, motivo)
       SELECT r.empresa_id, o.equipamento_id, r.atividade_id,
              (coalesce(o.fim_atendimento, o.inicio_atendimento, o.agendada_para, o.abertura) AT TIME ZONE co.time_zone)::date,
              o.id,
              CASE WHEN r.nao_se_aplica THEN 'NAO_SE_APLICA' WHEN r.conforme THEN 'CONFORME' ELSE 'NAO_CONFORME' END,
              CASE WHEN r.nao_se_aplica THEN left(btrim(r.observacao), 1000) END
         FROM checklist_resposta r
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
         JOIN companies co ON co.id = r.empresa_id
        WHERE r.empresa_id = $1 AND r.ordem_servico_id = $2 AND r.atividade_id IS NOT NULL AND o.equipamento_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [companyId, orderId],
    );
  }
}

function toSummary(row: OrderRow): ServiceOrderSummary {
  const meta = (value: string | null) => (value === null ? null : Number(value));
  const instant = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: row.id,
    codigo: row.codigo,
    origem: row.origem,
    tipo: row.tipo,
    situacao: row.situacao,
    prioridade: row.prioridade,
    descricao: row.descricao,
    abertura: row.abertura,
    agendadaPara: row.agendadaPara,
    inicioAtendimento: row.inicioAtendimento,
    fimAtendimento: row.fimAtendimento,
    dia: row.dia,
    contrato: row.contrato,
    cliente: row.cliente,
    equipamento: row.equipamento,
    tecnicos: row.tecnicos,
    sla: {
      medida: row.medida,
      resultado: row.resultado,
      metaAtendimentoHoras: meta(row.metaAtendimentoHoras),
      metaSolucaoHoras: meta(row.metaSolucaoHoras),
      prazoAtendimento: instant(row.prazoAtendimento),
      prazoSolucao: instant(row.prazoSolucao),
      prazoInicio: instant(row.prazoInicio),
      toleranciaMinutos: row.toleranciaMinutos,
      atrasada: row.resultado === 'atrasada',
    },
    prazo: instant(row.prazo),
  };
}
