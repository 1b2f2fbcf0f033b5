import { Injectable } from '@nestjs/common';
import type { RgmSeries } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { orderTimelinessSql } from '../common/order-timeliness.sql';
import { PERIOD_BOUNDS_SQL, type RgmFiguresScope } from './rgm-figures.repository';

// $1 company, $2 contract or null. Orders of the scope that count (cancelled excluded), with
// their clock (the figures' rule, see rgm-figures.repository.ts): `chamado` marks the calls,
// `tem_meta` a call whose SLA outcome is decided, `cumpriu` one on time. Only those opened
// or finished within `s.desde`..`s.ate` (the chart's span, from `span`): a series counts no
// other, and the contract's whole history would each get a clock (docs/performance.md).
const SCOPED_ORDERS = `
      SELECT o.id, o.tipo, o.abertura, o.inicio_atendimento, o.fim_atendimento,
             t.kind = 'chamado' AS chamado,
             t.kind = 'chamado' AND t.outcome IN ('no_prazo', 'atrasada') AS tem_meta,
             t.outcome = 'no_prazo' AS cumpriu
        FROM ordem_servico o JOIN contrato c ON c.id = o.contrato_id
       CROSS JOIN span s
       CROSS JOIN LATERAL (${orderTimelinessSql()}) t
       WHERE o.empresa_id = $1 AND ($2::uuid IS NULL OR o.contrato_id = $2)
         AND o.status IS DISTINCT FROM 'CANCELADA'
         AND ((o.abertura >= s.desde AND o.abertura < s.ate)
              OR (o.fim_atendimento >= s.desde AND o.fim_atendimento < s.ate))`;

/**
 * The series the RGM's charts plot: orders per week of the period, and the 12 months up to
 * it with the same formulas as the figures (rounded as the report shows them). Local days
 * in the company's time zone bound every week and month.
 */
@Injectable()
export class RgmSeriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async weeks(scope: RgmFiguresScope): Promise<RgmSeries['semanas']> {
    return this.dataSource.query(
      `WITH span AS (${PERIOD_BOUNDS_SQL}),
       orders AS (${SCOPED_ORDERS}),
       weeks AS (
         SELECT greatest(w::date, $3::date) AS inicio, least(w::date + 7, $4::date + 1) AS ate
           FROM generate_series(date_trunc('week', $3::date), $4::date, interval '1 week') w
       )
       SELECT to_char(w.inicio, 'YYYY-MM-DD') AS inicio,
              count(o.id) FILTER (WHERE o.tipo = 'PREVENTIVA')::int AS preventivas,
              count(o.id) FILTER (WHERE o.tipo = 'CORRETIVA')::int AS corretivas,
              count(o.id) FILTER (WHERE o.tipo NOT IN ('PREVENTIVA', 'CORRETIVA'))::int AS outras
         FROM weeks w
         LEFT JOIN orders o ON o.abertura >= (w.inicio::timestamp AT TIME ZONE $5)
                           AND o.abertura < (w.ate::timestamp AT TIME ZONE $5)
        GROUP BY w.inicio ORDER BY w.inicio`,
      [scope.companyId, scope.contractId, scope.inicio, scope.fim, scope.timeZone],
    );
  }

  async months(scope: RgmFiguresScope): Promise<RgmSeries['meses']> {
    // Each order meets the month it was opened in and the one it was finished in (range joins
    // on the 12 months), not all twelve: with a year of 10,000-order months the aggregate read
    // 1.4 million order-months (docs/performance.md). MATERIALIZED: each order's clock once.
    const rows: Array<RgmSeries['meses'][number]> = await this.dataSource.query(
      `WITH months AS MATERIALIZED (
         SELECT m::date AS mes, (m::date::timestamp AT TIME ZONE $4) AS desde,
                ((m + interval '1 month')::date::timestamp AT TIME ZONE $4) AS ate
           FROM generate_series(date_trunc('month', $3::date) - interval '11 months',
                                date_trunc('month', $3::date), interval '1 month') m
       ),
       span AS (SELECT min(desde) AS desde, max(ate) AS ate FROM months),
       orders AS MATERIALIZED (${SCOPED_ORDERS}),
       opened AS (
         SELECT m.mes, count(*) FILTER (WHERE o.chamado) AS chamados,
                count(*) FILTER (WHERE o.tem_meta AND o.cumpriu) AS cumpridos,
                count(*) FILTER (WHERE o.tem_meta) AS com_meta
           FROM orders o JOIN months m ON o.abertura >= m.desde AND o.abertura < m.ate
          GROUP BY m.mes
       ),
       finished AS (
         SELECT m.mes, avg(extract(epoch FROM o.fim_atendimento - o.inicio_atendimento) / 3600) AS mttr
           FROM orders o JOIN months m ON o.fim_atendimento >= m.desde AND o.fim_atendimento < m.ate
          WHERE o.tipo = 'CORRETIVA' AND o.inicio_atendimento IS NOT NULL
          GROUP BY m.mes
       )
       SELECT to_char(m.mes, 'YYYY-MM') AS mes,
              coalesce(op.chamados, 0)::int AS chamados,
              round(1000.0 * op.cumpridos / nullif(op.com_meta, 0)) / 10 AS "slaPercentual",
              round(f.mttr::numeric, 2) AS "mttrHoras"
         FROM months m LEFT JOIN opened op ON op.mes = m.mes LEFT JOIN finished f ON f.mes = m.mes
        ORDER BY m.mes`,
      [scope.companyId, scope.contractId, scope.fim, scope.timeZone],
    );
    return rows.map((row) => ({
      mes: row.mes,
      chamados: row.chamados,
      slaPercentual: row.slaPercentual === null ? null : Number(row.slaPercentual),
      mttrHoras: row.mttrHoras === null ? null : Number(row.mttrHoras),
    }));
  }

  async targets(scope: RgmFiguresScope): Promise<RgmSeries['metas']> {
    if (!scope.contractId) return { atendimentoHoras: null, solucaoHoras: null };
    const [row] = await this.dataSource.query(
      `SELECT sla_atendimento_horas AS "atendimentoHoras", sla_solucao_horas AS "solucaoHoras"
         FROM contrato WHERE empresa_id = $1 AND id = $2`,
      [scope.companyId, scope.contractId],
    );
    const hours = (value: unknown) =>
      value === null || value === undefined ? null : Number(value);
    return {
      atendimentoHoras: hours(row?.atendimentoHoras),
      solucaoHoras: hours(row?.solucaoHoras),
    };
  }
}
