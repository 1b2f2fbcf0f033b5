import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  OrderState,
  OrderTimelinessKind,
  OrderTimelinessOutcome,
  RgmOpenNonConformity,
  RgmOpenOrder,
  RgmRecommendation,
  RgmTechnicalLead,
} from '@campo/contracts';
import { orderCauseSql } from '../causes/cause-match.sql';
import { orderTimelinessSql } from '../common/order-timeliness.sql';
import { PERIOD_BOUNDS_SQL, type RgmFiguresScope } from './rgm-figures.repository';

/** An order of the period as read, before its "what was done" is worded. */
export interface RgmOrderListRow {
  ordemId: string;
  codigo: string;
  tipo: string;
  situacao: OrderState | null;
  abertura: Date;
  agendadaPara: Date | null;
  inicio: Date | null;
  fim: Date | null;
  contrato: string;
  equipamento: string | null;
  setor: string | null;
  tecnicos: string[];
  medida: OrderTimelinessKind;
  prazo: Exclude<OrderTimelinessOutcome, 'cancelada'>;
  causaRaiz: string | null;
  causa: string | null;
  descricao: string | null;
  itensChecklist: number;
  naoConformes: number;
}

export type RgmOpenOrderRow = Omit<RgmOpenOrder, 'abertura' | 'agendadaPara'> & {
  abertura: Date;
  agendadaPara: Date | null;
};

// $1 company, $2 contract or null, $3..$4 the period as local days, $5 time zone.
const BOUNDS = `bounds AS (${PERIOD_BOUNDS_SQL})`;
const IN_SCOPE = `o.empresa_id = $1 AND ($2::uuid IS NULL OR o.contrato_id = $2)`;
const NOT_CANCELLED = `o.status IS DISTINCT FROM 'CANCELADA'`;
/** Opened or finished in the period. */
const WORKED_IN_PERIOD = `((o.abertura >= b.desde AND o.abertura < b.ate) OR (o.fim_atendimento >= b.desde AND o.fim_atendimento < b.ate))`;
/**
 * When a visit happened: its end, else its start, else its opening. Written as the
 * statistics of migration VisitInstantStatistics write it, so the planner reads them.
 */
const VISIT_AT = `coalesce(o.fim_atendimento, o.inicio_atendimento, o.abertura)`;

/**
 * What the RGM lists (the period's orders, what is open at its end, the technicians'
 * notes, the contract's RT), one statement each, over the same scope and local-day
 * period boundaries as the figures (see rgm-figures.repository.ts).
 */
@Injectable()
export class RgmWorkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Orders opened or finished in the period (cancelled ones aside), oldest first. The
   * technicians and checklist counts are aggregated once over the listed orders (joins),
   * not looked up order by order: for a 10,000-order month that was 40,000 subqueries
   * (docs/performance.md).
   */
  async orders(scope: RgmFiguresScope): Promise<RgmOrderListRow[]> {
    const cause = orderCauseSql(
      '(SELECT o.empresa_id, o.causa_id, o.causa_raiz FROM listed l JOIN ordem_servico o ON o.id = l.id)',
    );
    return this.dataSource.query(
      `WITH ${BOUNDS}, listed AS MATERIALIZED (
         SELECT o.id FROM ordem_servico o CROSS JOIN bounds b
          WHERE ${IN_SCOPE} AND ${NOT_CANCELLED} AND ${WORKED_IN_PERIOD}
       ), crews AS (
         SELECT a.ordem_servico_id AS id, array_agg(DISTINCT u.name ORDER BY u.name) AS nomes
           FROM listed l JOIN alocacao a ON a.empresa_id = $1 AND a.ordem_servico_id = l.id
           JOIN users u ON u.id = a.tecnico_id
          GROUP BY a.ordem_servico_id
       ), answers AS (
         SELECT r.ordem_servico_id AS id, count(*)::int AS itens, count(*) FILTER (WHERE NOT r.conforme)::int AS "naoConformes"
           FROM listed l JOIN checklist_resposta r ON r.empresa_id = $1 AND r.ordem_servico_id = l.id
          GROUP BY r.ordem_servico_id
       ), ${cause.cte}
       SELECT o.id AS "ordemId", o.codigo, o.tipo, o.status AS situacao, o.abertura, o.agendada_para AS "agendadaPara",
              o.inicio_atendimento AS inicio, o.fim_atendimento AS fim, c.codigo AS contrato,
              e.codigo AS equipamento, e.setor, nullif(btrim(o.causa_raiz), '') AS "causaRaiz",
              oc.nome AS causa, nullif(btrim(o.descricao), '') AS descricao,
              coalesce(crews.nomes, (SELECT ARRAY[u.name] FROM users u WHERE u.id = o.tecnico_id), '{}') AS tecnicos,
              coalesce(answers.itens, 0) AS "itensChecklist", coalesce(answers."naoConformes", 0) AS "naoConformes",
              t.kind AS medida, t.outcome AS prazo
         FROM ordem_servico o CROSS JOIN bounds b
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         CROSS JOIN LATERAL (${orderTimelinessSql()}) t
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
         LEFT JOIN crews ON crews.id = o.id
         LEFT JOIN answers ON answers.id = o.id
         ${cause.join}
        WHERE ${IN_SCOPE} AND ${NOT_CANCELLED} AND ${WORKED_IN_PERIOD}
        ORDER BY o.abertura, o.codigo`,
      params(scope),
    );
  }

  /**
   * Orders opened by the period's end and not finished by then (whenever opened): no end
   * time before it, and not marked finished without one. Cancelled ones aside, and those
   * scheduled after the end (next period's visits, not yet due).
   */
  async openOrders(scope: RgmFiguresScope): Promise<RgmOpenOrderRow[]> {
    return this.dataSource.query(
      `WITH ${BOUNDS}
       SELECT o.id AS "ordemId", o.codigo, o.tipo,
              CASE WHEN o.inicio_atendimento < b.ate THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END AS situacao,
              o.abertura, o.agendada_para AS "agendadaPara", c.codigo AS contrato, e.codigo AS equipamento, e.setor,
              floor(extract(epoch FROM b.ate - o.abertura) / 86400)::int AS "diasEmAberto",
              nullif(btrim(o.descricao), '') AS descricao
         FROM ordem_servico o CROSS JOIN bounds b
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE ${IN_SCOPE} AND ${NOT_CANCELLED} AND o.abertura < b.ate
          AND (o.agendada_para IS NULL OR o.agendada_para < b.ate)
          AND (o.fim_atendimento >= b.ate OR (o.fim_atendimento IS NULL AND o.status IS DISTINCT FROM 'CONCLUIDA'))
        ORDER BY o.abertura, o.codigo`,
      params(scope),
    );
  }

  /**
   * Checklist non-conformities still standing at the period's end: for each equipment
   * (or order without one) and item, the latest answer given at a visit up to the end
   * is "não conforme" — no later visit of the same unit answered the item "conforme".
   * The latest answer is picked on narrow rows (ids and sort keys) over the whole history
   * of the scope; only the non-conforming ones are then read in full (docs/performance.md).
   */
  openNonConformities(scope: RgmFiguresScope): Promise<RgmOpenNonConformity[]> {
    return this.dataSource.query(
      `WITH ${BOUNDS}, latest AS (
         SELECT DISTINCT ON (coalesce(o.equipamento_id, o.id), lower(btrim(r.item)))
                r.id, r.conforme, o.id AS ordem_id, ${VISIT_AT} AS em
           FROM checklist_resposta r
           JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
           CROSS JOIN bounds b
          WHERE r.empresa_id = $1 AND ${IN_SCOPE} AND ${NOT_CANCELLED} AND ${VISIT_AT} < b.ate
          ORDER BY coalesce(o.equipamento_id, o.id), lower(btrim(r.item)), ${VISIT_AT} DESC, o.codigo DESC)
       SELECT o.codigo AS ordem, (l.em AT TIME ZONE $5)::date::text AS data, e.codigo AS equipamento, e.setor,
              r.item, nullif(btrim(r.observacao), '') AS observacao
         FROM latest l
         JOIN checklist_resposta r ON r.id = l.id
         JOIN ordem_servico o ON o.id = l.ordem_id
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE NOT l.conforme
        ORDER BY l.em, o.codigo, r.item`,
      params(scope),
    );
  }

  /**
   * The notes technicians recorded at the period's visits. No recommendation field
   * exists yet: the observation written on a checklist item answered "conforme" is the
   * note (those of non-conforming items go with their non-conformity; an item that did not
   * apply has its reason, not a note).
   */
  recommendations(scope: RgmFiguresScope): Promise<RgmRecommendation[]> {
    return this.dataSource.query(
      `WITH ${BOUNDS}
       SELECT o.codigo AS ordem, (${VISIT_AT} AT TIME ZONE $5)::date::text AS data, e.codigo AS equipamento,
              (SELECT u.name FROM users u WHERE u.id = o.tecnico_id) AS tecnico, 'checklist' AS origem,
              r.item, btrim(r.observacao) AS texto
         FROM checklist_resposta r
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
         CROSS JOIN bounds b
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE r.empresa_id = $1 AND ${IN_SCOPE} AND ${NOT_CANCELLED} AND r.conforme AND NOT r.nao_se_aplica
          AND btrim(coalesce(r.observacao, '')) <> '' AND ${VISIT_AT} >= b.desde AND ${VISIT_AT} < b.ate
        ORDER BY ${VISIT_AT}, o.codigo, r.item`,
      params(scope),
    );
  }

  /** The contract's technical responsible (name, council registration, ART), if it names one. */
  async technicalLead(scope: RgmFiguresScope): Promise<RgmTechnicalLead | null> {
    if (!scope.contractId) return null;
    const [row]: RgmTechnicalLead[] = await this.dataSource.query(
      `SELECT btrim(c.responsavel_tecnico) AS nome, nullif(btrim(c.registro_responsavel), '') AS registro,
              nullif(btrim(c.art), '') AS art
         FROM contrato c WHERE c.empresa_id = $1 AND c.id = $2 AND btrim(coalesce(c.responsavel_tecnico, '')) <> ''`,
      [scope.companyId, scope.contractId],
    );
    return row ?? null;
  }
}

function params(scope: RgmFiguresScope) {
  return [scope.companyId, scope.contractId, scope.inicio, scope.fim, scope.timeZone];
}
