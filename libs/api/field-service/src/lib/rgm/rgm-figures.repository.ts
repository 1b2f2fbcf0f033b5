import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Periodicity } from '@campo/contracts';
import { orderTimelinessSql, punctualityToleranceSql } from '../common/order-timeliness.sql';
import { retiredOnSql } from '../common/retired-on.sql';
import {
  activityExecutionsJoin,
  HOUR_CADENCE_SQL,
  UNIT_HISTORY_SQL,
  WALK_REACH_DAYS,
} from '../schedule/activity-walk.sql';
import { orderCauseSql } from '../causes/cause-match.sql';

/** What an RGM is computed over: a company's contract (or all, when null) and a local period. */
export interface RgmFiguresScope {
  companyId: string;
  timeZone: string;
  contractId: string | null;
  /** Inclusive local dates, YYYY-MM-DD. */
  inicio: string;
  fim: string;
}

/**
 * The period as instants, for statements whose $3..$4 are its local days and $5 the time
 * zone: `desde` (the first day's local midnight) and `ate` (the midnight after the last
 * day, exclusive). One definition, so every tab of the RGM cuts the period alike.
 */
export const PERIOD_BOUNDS_SQL = `SELECT ($3::date::timestamp AT TIME ZONE $5) AS desde, (($4::date + 1)::timestamp AT TIME ZONE $5) AS ate`;

/** The figures of a group of orders, unrounded (hours and km as PostgreSQL computed them). */
export interface RgmFiguresRow {
  /** Every order opened in the period (cancelled excluded). */
  ordens: number;
  /** Calls (kind `chamado`) opened in the period. */
  chamados: number;
  corretivos: number;
  mttrHoras: number | null;
  restabelecimentoHoras: number | null;
  /** Calls opened in the period with a contract target and a decided outcome; of those, on time. */
  comMeta: number;
  noPrazo: number;
  /** Scheduled orders due in the period with a decided outcome; of those, started on time. */
  agendadas: number;
  noHorario: number;
  km: number;
}

export interface RgmEquipmentRow extends Pick<
  RgmFiguresRow,
  'ordens' | 'chamados' | 'corretivos' | 'mttrHoras' | 'restabelecimentoHoras'
> {
  id: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  recorrente: boolean;
}

export interface RgmTechnicianRow {
  id: string;
  nome: string;
  ordens: number;
  execucaoHoras: number | null;
  km: number;
  comMeta: number;
  noPrazo: number;
}

export interface RgmContractRow extends RgmFiguresRow {
  id: string;
  codigo: string;
  cliente: string | null;
}

/** An active activity of a unit in scope, with the executions preventive compliance reads. */
export interface RgmPreventivePlanRow {
  equipamentoId: string;
  atividadeId: string;
  /** The activity's description. */
  atividade: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  contratoId: string;
  contratoCodigo: string;
  cliente: string | null;
  periodicidade: Periodicity;
  /** An H activity's cadence in days at the unit's pace of use; null for the others (they step by their code). */
  cadenciaDias: number | null;
  /** The plan's start. */
  inicio: string;
  /** The latest execution before the period (the projection's anchor), or null. */
  ultimaAntes: string | null;
  /** The executions dated in the period and up to half the longest step after it (AN's 183 days). */
  noPeriodo: string[];
  /** Of those, the days recorded not applicable. */
  naoSeAplica: string[];
  /** The local day the unit stops being planned (retired, or its contract's term over), or null. */
  desativadoEm: string | null;
}

// $1 company, $2 contract or null, $3..$4 the period as local days, $5 time zone. Every order
// carries its clock (`kind`, `outcome`: the one definition, order-timeliness.sql.ts).
// `sla`: the calls opened in the period whose contract sets a target and whose outcome is
// decided (on time or late; those still within their due times wait). `punctuality`: the
// scheduled orders whose scheduled time falls in the period, decided the same way.
//
// `orders` holds only the orders a tab can count: opened, finished or scheduled in the
// period, or visited in it (an allocation starting in it: the kilometres and the
// technicians), or opened within `lookBack` before it (the recurrence's window). Every
// figure filters on one of these, so the others would only be given a clock to be left
// out: with a year of 10,000-order months they were eleven orders in twelve
// (docs/performance.md).
const ordersSql = (lookBack = `interval '0 days'`) => `
      WITH bounds AS (${PERIOD_BOUNDS_SQL}), visited AS MATERIALIZED (
        SELECT DISTINCT a.ordem_servico_id AS id FROM alocacao a CROSS JOIN bounds b
         WHERE a.empresa_id = $1 AND a.inicio >= b.desde AND a.inicio < b.ate
      ), orders AS (
        SELECT o.*, b.desde, b.ate, t.kind, t.outcome
          FROM ordem_servico o JOIN contrato c ON c.id = o.contrato_id
         CROSS JOIN bounds b CROSS JOIN LATERAL (${orderTimelinessSql()}) t
         WHERE o.empresa_id = $1 AND ($2::uuid IS NULL OR o.contrato_id = $2)
           AND o.status IS DISTINCT FROM 'CANCELADA'
           AND ((o.abertura >= b.desde - ${lookBack} AND o.abertura < b.ate)
                OR (o.fim_atendimento >= b.desde AND o.fim_atendimento < b.ate)
                OR (o.agendada_para >= b.desde AND o.agendada_para < b.ate)
                OR o.id IN (SELECT id FROM visited))
      ), sla AS (
        SELECT o.id, o.contrato_id, o.outcome = 'no_prazo' AS cumpriu
          FROM orders o
         WHERE o.kind = 'chamado' AND o.outcome IN ('no_prazo', 'atrasada')
           AND o.abertura >= o.desde AND o.abertura < o.ate
      ), punctuality AS (
        SELECT o.id, o.contrato_id, o.outcome = 'no_prazo' AS pontual
          FROM orders o
         WHERE o.kind = 'agendada' AND o.outcome IN ('no_prazo', 'atrasada')
           AND o.agendada_para >= o.desde AND o.agendada_para < o.ate
      )`;
const opened = (alias: string) =>
  `${alias}.abertura >= ${alias}.desde AND ${alias}.abertura < ${alias}.ate`;

const figures = (alias: string) => `
      count(*) FILTER (WHERE ${opened(alias)})::int AS ordens,
      count(*) FILTER (WHERE ${alias}.kind = 'chamado' AND ${opened(alias)})::int AS chamados,
      count(*) FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${opened(alias)})::int AS corretivos,
      avg(extract(epoch FROM ${alias}.fim_atendimento - ${alias}.inicio_atendimento) / 3600)
        FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${alias}.inicio_atendimento IS NOT NULL
                  AND ${alias}.fim_atendimento >= ${alias}.desde AND ${alias}.fim_atendimento < ${alias}.ate) AS "mttrHoras",
      avg(extract(epoch FROM ${alias}.fim_atendimento - ${alias}.abertura) / 3600)
        FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${alias}.inicio_atendimento IS NOT NULL
                  AND ${alias}.fim_atendimento >= ${alias}.desde AND ${alias}.fim_atendimento < ${alias}.ate) AS "restabelecimentoHoras"`;

/** The SLA and punctuality counts of the orders of one contract, or all when `contract` is null. */
const timeliness = (contract: string | null) => {
  const of = (table: string) =>
    contract === null ? `FROM ${table}` : `FROM ${table} WHERE ${table}.contrato_id = ${contract}`;
  const and = contract === null ? 'WHERE' : 'AND';
  return `
              (SELECT count(*) ${of('sla')})::int AS "comMeta",
              (SELECT count(*) ${of('sla')} ${and} cumpriu)::int AS "noPrazo",
              (SELECT count(*) ${of('punctuality')})::int AS agendadas,
              (SELECT count(*) ${of('punctuality')} ${and} pontual)::int AS "noHorario"`;
};

/**
 * One tab of the figures as SQL over the `orders`, `sla` and `punctuality` CTEs of
 * `ordersSql`: the CTEs it adds to the WITH list, if any, and its SELECT. A tab runs alone
 * (the methods below) or beside the others over one computation of the orders (`tabs`).
 */
interface FiguresTab {
  ctes?: string;
  select: string;
}

const SUMMARY: FiguresTab = {
  select: `
       SELECT ${figures('o')},${timeliness(null)},
              (SELECT coalesce(sum(a.km), 0) FROM alocacao a JOIN orders x ON x.id = a.ordem_servico_id
                WHERE a.inicio >= x.desde AND a.inicio < x.ate) AS km
         FROM orders o`,
};

// $6 occurrences and $7 days of the recurrence: the orders must reach $7 days before the period.
const RECURRENCE_LOOK_BACK = 'make_interval(days => $7)';
const EQUIPMENT: FiguresTab = {
  ctes: `recurrent AS (
         SELECT DISTINCT equipamento_id FROM (
           SELECT equipamento_id, abertura, desde, ate,
                  lag(abertura, $6 - 1) OVER (PARTITION BY equipamento_id ORDER BY abertura) AS anterior
             FROM orders WHERE tipo = 'CORRETIVA' AND equipamento_id IS NOT NULL
              AND abertura < ate AND abertura >= desde - make_interval(days => $7)
         ) w
         WHERE abertura >= desde AND anterior IS NOT NULL AND abertura - anterior <= make_interval(days => $7))`,
  select: `
       SELECT e.id, e.codigo, e.descricao, e.setor, ${figures('o')}, (r.equipamento_id IS NOT NULL) AS recorrente
         FROM orders o JOIN equipamento e ON e.id = o.equipamento_id
         LEFT JOIN recurrent r ON r.equipamento_id = e.id
        GROUP BY e.id, r.equipamento_id
       HAVING count(*) FILTER (WHERE (o.abertura >= o.desde AND o.abertura < o.ate)
                                  OR (o.fim_atendimento >= o.desde AND o.fim_atendimento < o.ate)) > 0
        ORDER BY count(*) FILTER (WHERE o.tipo = 'CORRETIVA' AND o.abertura >= o.desde AND o.abertura < o.ate) DESC, e.codigo`,
};

const TECHNICIANS: FiguresTab = {
  ctes: `allocations AS (
         SELECT a.* FROM alocacao a JOIN orders o ON o.id = a.ordem_servico_id
          WHERE a.inicio >= o.desde AND a.inicio < o.ate)`,
  select: `
       SELECT u.id, u.name AS nome,
              count(DISTINCT a.ordem_servico_id)::int AS ordens,
              avg(extract(epoch FROM a.fim - a.inicio) / 3600) FILTER (WHERE a.fim IS NOT NULL) AS "execucaoHoras",
              coalesce(sum(a.km), 0) AS km,
              count(DISTINCT s.id)::int AS "comMeta",
              count(DISTINCT s.id) FILTER (WHERE s.cumpriu)::int AS "noPrazo"
         FROM allocations a JOIN users u ON u.id = a.tecnico_id
         LEFT JOIN sla s ON s.id = a.ordem_servico_id
        GROUP BY u.id ORDER BY count(DISTINCT a.ordem_servico_id) DESC, u.name`,
};

/** Every contract of the company side by side (the consolidated RGM's). */
const CONTRACTS: FiguresTab = {
  select: `
       SELECT c.id, c.codigo, cl.nome AS cliente, ${figures('o')},${timeliness('c.id')},
              (SELECT coalesce(sum(a.km), 0) FROM alocacao a JOIN orders x ON x.id = a.ordem_servico_id
                WHERE x.contrato_id = c.id AND a.inicio >= x.desde AND a.inicio < x.ate) AS km
         FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id
         LEFT JOIN orders o ON o.contrato_id = c.id
        WHERE c.empresa_id = $1
        GROUP BY c.id, cl.nome ORDER BY c.codigo`,
};

const CHECKLIST: FiguresTab = {
  select: `
       SELECT r.item, count(*) FILTER (WHERE NOT r.conforme)::int AS "naoConformes", count(*)::int AS respostas
         FROM checklist_resposta r JOIN orders o ON o.id = r.ordem_servico_id
        WHERE o.abertura >= o.desde AND o.abertura < o.ate
        GROUP BY r.item HAVING count(*) FILTER (WHERE NOT r.conforme) > 0
        ORDER BY 2 DESC, r.item`,
};

const CORRECTIVE_CAUSES = orderCauseSql('correctives');
const CAUSES: FiguresTab = {
  ctes: `correctives AS (
         SELECT * FROM orders o WHERE o.tipo = 'CORRETIVA' AND o.abertura >= o.desde AND o.abertura < o.ate
       ), ${CORRECTIVE_CAUSES.cte}`,
  select: `
       SELECT CASE WHEN oc.outra THEN oc.nome || ': ' || min(btrim(o.causa_raiz)) ELSE oc.nome END AS causa,
              count(*)::int AS ocorrencias
         FROM correctives o ${CORRECTIVE_CAUSES.join}
        WHERE oc.id IS NOT NULL
        GROUP BY oc.id, oc.nome, oc.outra, CASE WHEN oc.outra THEN lower(btrim(o.causa_raiz)) END
        ORDER BY 2 DESC, 1 LIMIT 10`,
};

/** A tab alone: the orders of the scope, then the tab's own CTEs and SELECT. */
const alone = (tab: FiguresTab, lookBack?: string) =>
  `${ordersSql(lookBack)}${tab.ctes ? `, ${tab.ctes}` : ''}${tab.select}`;

/** Every tab of an RGM, as `RgmFiguresRepository.tabs` gives them. */
export interface RgmFiguresTabs {
  summary: RgmFiguresRow;
  equipment: RgmEquipmentRow[];
  technicians: RgmTechnicianRow[];
  /** Null unless asked for (the consolidated RGM). */
  contracts: RgmContractRow[] | null;
  checklist: RgmChecklistRow[];
  causes: RgmCauseRow[];
}

export interface RgmChecklistRow {
  item: string;
  naoConformes: number;
  respostas: number;
}

export interface RgmCauseRow {
  causa: string;
  ocorrencias: number;
}

/**
 * The source figures of an RGM: one set-based SELECT per tab, over the orders,
 * allocations and checklist answers of the scope. Period boundaries are local days in
 * the company's time zone (an order opened at 23:30 on the month's last day belongs to
 * that month). Numeric results come back as numbers, unrounded.
 */
@Injectable()
export class RgmFiguresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async contract(
    scope: RgmFiguresScope,
  ): Promise<{ id: string; codigo: string; cliente: string | null } | undefined> {
    if (!scope.contractId) return undefined;
    const [row] = await this.dataSource.query(
      `SELECT c.id, c.codigo, cl.nome AS cliente FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [scope.companyId, scope.contractId],
    );
    return row;
  }

  /** The company's punctuality tolerance in minutes, as the orders' clock reads it. */
  async punctualityTolerance(scope: RgmFiguresScope): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT ${punctualityToleranceSql('$1::uuid')} AS minutos`,
      [scope.companyId],
    );
    return row.minutos;
  }

  /**
   * Every tab in one statement: the orders of the scope and their clocks are computed
   * once and read by each tab, where a statement per tab computed them six times, most
   * of each statement's cost (docs/performance.md, "As abas do RGM numa instrução só").
   * The orders reach back the recurrence's window, which only the equipment tab reads:
   * every other tab filters on the period itself. Each tab's rows come back as JSON.
   */
  async tabs(
    scope: RgmFiguresScope,
    recurrence: { ocorrencias: number; dias: number },
    withContracts: boolean,
  ): Promise<RgmFiguresTabs> {
    const list = (tab: FiguresTab) => `(SELECT coalesce(json_agg(x), '[]') FROM (${tab.select}) x)`;
    // Every tab's own CTEs, read from the tabs themselves: a CTE added to one cannot be left out here.
    const ctes = [SUMMARY, EQUIPMENT, TECHNICIANS, CONTRACTS, CHECKLIST, CAUSES].flatMap(
      (tab) => tab.ctes ?? [],
    );
    const [row] = await this.dataSource.query(
      `${ordersSql(RECURRENCE_LOOK_BACK)}, ${ctes.join(', ')}
       SELECT (SELECT row_to_json(x) FROM (${SUMMARY.select}) x) AS summary,
              ${list(EQUIPMENT)} AS equipment, ${list(TECHNICIANS)} AS technicians,
              ${withContracts ? list(CONTRACTS) : 'NULL'} AS contracts,
              ${list(CHECKLIST)} AS checklist, ${list(CAUSES)} AS causes`,
      [...params(scope), recurrence.ocorrencias, recurrence.dias],
    );
    return {
      summary: toFigures(row.summary),
      equipment: row.equipment.map(toEquipment),
      technicians: row.technicians.map(toTechnician),
      contracts: row.contracts?.map(toContract) ?? null,
      checklist: row.checklist,
      causes: row.causes,
    };
  }

  async summary(scope: RgmFiguresScope): Promise<RgmFiguresRow> {
    const [row] = await this.dataSource.query(alone(SUMMARY), params(scope));
    return toFigures(row);
  }

  /** Equipment with orders opened or finished in the period; recurrent: N correctives within D days. */
  async equipment(
    scope: RgmFiguresScope,
    recurrence: { ocorrencias: number; dias: number },
  ): Promise<RgmEquipmentRow[]> {
    const rows = await this.dataSource.query(alone(EQUIPMENT, RECURRENCE_LOOK_BACK), [
      ...params(scope),
      recurrence.ocorrencias,
      recurrence.dias,
    ]);
    return rows.map(toEquipment);
  }

  async technicians(scope: RgmFiguresScope): Promise<RgmTechnicianRow[]> {
    const rows = await this.dataSource.query(alone(TECHNICIANS), params(scope));
    return rows.map(toTechnician);
  }

  /** Checklist items answered "não conforme" on orders opened in the period. */
  checklist(scope: RgmFiguresScope): Promise<RgmChecklistRow[]> {
    return this.dataSource.query(alone(CHECKLIST), params(scope));
  }

  /**
   * The active activities of the scope's units' plans (started by the period's end), with
   * their executions around the period, for preventive compliance.
   */
  preventivePlans(scope: RgmFiguresScope): Promise<RgmPreventivePlanRow[]> {
    return this.dataSource.query(
      `SELECT e.id AS "equipamentoId", pa.atividade_id AS "atividadeId", pa.descricao AS atividade,
              e.codigo, e.descricao, e.setor, c.id AS "contratoId", c.codigo AS "contratoCodigo",
              cl.nome AS cliente, pa.periodicidade, ${HOUR_CADENCE_SQL} AS "cadenciaDias", pa.inicio::text AS inicio,
              coalesce(x.antes, CASE WHEN hist.d < $3::date THEN hist.d END)::text AS "ultimaAntes",
              coalesce(x.dentro::text[], '{}') AS "noPeriodo",
              coalesce(x.nao_se_aplica::text[], '{}') AS "naoSeAplica",
              ${retiredOnSql('$5')}::text AS "desativadoEm"
         FROM plano_atividade pa
         JOIN equipamento e ON e.empresa_id = pa.empresa_id AND e.id = pa.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         LEFT JOIN cliente cl ON cl.id = c.cliente_id
         CROSS JOIN LATERAL (SELECT ${UNIT_HISTORY_SQL} AS d) hist
         ${activityExecutionsJoin('$3::date', `$4::date + ${WALK_REACH_DAYS}`)}
        WHERE pa.empresa_id = $1 AND pa.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2) AND pa.inicio <= $4::date
        ORDER BY e.codigo, pa.ordem, pa.criado_em, pa.descricao`,
      [scope.companyId, scope.contractId, scope.inicio, scope.fim, scope.timeZone],
    );
  }

  /**
   * The ten most frequent root causes of correctives opened in the period, by catalogue
   * entry (see cause-match.sql.ts): "Falta de gás" and "Falta de gás por vazamento na porca
   * flange" count together; texts that match no entry count as "Outra: <texto>", one bar
   * per text (case and spaces aside), so that the supervisor sees what to add a synonym for.
   */
  causes(scope: RgmFiguresScope): Promise<RgmCauseRow[]> {
    return this.dataSource.query(alone(CAUSES), params(scope));
  }
}

function params(scope: RgmFiguresScope) {
  return [scope.companyId, scope.contractId, scope.inicio, scope.fim, scope.timeZone];
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function toEquipment(row: RgmEquipmentRow): RgmEquipmentRow {
  return {
    ...row,
    mttrHoras: numberOrNull(row.mttrHoras),
    restabelecimentoHoras: numberOrNull(row.restabelecimentoHoras),
  };
}

function toTechnician(row: RgmTechnicianRow): RgmTechnicianRow {
  return { ...row, execucaoHoras: numberOrNull(row.execucaoHoras), km: Number(row.km) };
}

function toContract(row: RgmContractRow): RgmContractRow {
  return { ...row, ...toFigures(row) };
}

function toFigures(row: RgmFiguresRow): RgmFiguresRow {
  return {
    ordens: row.ordens,
    chamados: row.chamados,
    corretivos: row.corretivos,
    mttrHoras: numberOrNull(row.mttrHoras),
    restabelecimentoHoras: numberOrNull(row.restabelecimentoHoras),
    comMeta: row.comMeta,
    noPrazo: row.noPrazo,
    agendadas: row.agendadas,
    noHorario: row.noHorario,
    km: Number(row.km),
  };
}
