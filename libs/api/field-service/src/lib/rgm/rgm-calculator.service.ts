import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RgmFigures, RgmSnapshot } from '@campo/contracts';
import { RGM_FORMULAS, RGM_FORMULAS_VERSION } from './rgm-snapshot';

export interface RgmScope {
  companyId: string;
  timeZone: string;
  /** null: the whole company ("Consolidado"). */
  contractId: string | null;
  /** Inclusive local dates, YYYY-MM-DD. */
  inicio: string;
  fim: string;
  recurrence: { ocorrencias: number; dias: number };
}

/**
 * Computes an RGM with SQL aggregation: one statement per tab, over the orders,
 * allocations and checklist answers of the scope. Period boundaries are local
 * days in the company's time zone (an order opened at 23:30 on the month's last
 * day belongs to that month).
 */
@Injectable()
export class RgmCalculator {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async compute(scope: RgmScope): Promise<RgmSnapshot> {
    // $1 company, $2 contract or null, $3..$4 the period as instants, $5 time zone.
    const params = [scope.companyId, scope.contractId, scope.inicio, scope.fim, scope.timeZone];
    const orders = `
      WITH bounds AS (
        SELECT ($3::date::timestamp AT TIME ZONE $5) AS desde, (($4::date + 1)::timestamp AT TIME ZONE $5) AS ate
      ), orders AS (
        SELECT o.*, b.desde, b.ate FROM ordem_servico o CROSS JOIN bounds b
         WHERE o.empresa_id = $1 AND ($2::uuid IS NULL OR o.contrato_id = $2)
           AND o.status IS DISTINCT FROM 'CANCELADA'
      ), sla AS (
        SELECT o.id, o.contrato_id,
               (c.sla_atendimento_horas IS NOT NULL OR c.sla_solucao_horas IS NOT NULL) AS tem_meta,
               (c.sla_atendimento_horas IS NULL OR (o.inicio_atendimento IS NOT NULL
                  AND o.inicio_atendimento - o.abertura <= c.sla_atendimento_horas * interval '1 hour'))
               AND (c.sla_solucao_horas IS NULL OR (o.fim_atendimento IS NOT NULL
                  AND o.fim_atendimento - o.abertura <= c.sla_solucao_horas * interval '1 hour')) AS cumpriu
          FROM orders o JOIN contrato c ON c.id = o.contrato_id
         WHERE o.abertura >= o.desde AND o.abertura < o.ate
      )`;
    const figures = (alias: string) => `
      count(*) FILTER (WHERE ${alias}.abertura >= ${alias}.desde AND ${alias}.abertura < ${alias}.ate)::int AS chamados,
      count(*) FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${alias}.abertura >= ${alias}.desde AND ${alias}.abertura < ${alias}.ate)::int AS corretivos,
      avg(extract(epoch FROM ${alias}.fim_atendimento - ${alias}.inicio_atendimento) / 3600)
        FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${alias}.inicio_atendimento IS NOT NULL
                  AND ${alias}.fim_atendimento >= ${alias}.desde AND ${alias}.fim_atendimento < ${alias}.ate) AS mttr,
      avg(extract(epoch FROM ${alias}.fim_atendimento - ${alias}.abertura) / 3600)
        FILTER (WHERE ${alias}.tipo = 'CORRETIVA' AND ${alias}.inicio_atendimento IS NOT NULL
                  AND ${alias}.fim_atendimento >= ${alias}.desde AND ${alias}.fim_atendimento < ${alias}.ate) AS restabelecimento`;

    const [contract] = scope.contractId
      ? await this.dataSource.query(
          `SELECT c.id, c.codigo, cl.nome AS cliente FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id
            WHERE c.empresa_id = $1 AND c.id = $2`,
          [scope.companyId, scope.contractId],
        )
      : [null];

    const [summary] = await this.dataSource.query(
      `${orders}
       SELECT ${figures('o')},
              (SELECT count(*) FROM sla WHERE tem_meta)::int AS com_meta,
              (SELECT count(*) FROM sla WHERE tem_meta AND cumpriu)::int AS no_prazo,
              (SELECT coalesce(sum(a.km), 0) FROM alocacao a JOIN orders x ON x.id = a.ordem_servico_id
                WHERE a.inicio >= x.desde AND a.inicio < x.ate) AS km
         FROM orders o`,
      params,
    );

    const equipment = await this.dataSource.query(
      `${orders}, recurrent AS (
         SELECT DISTINCT equipamento_id FROM (
           SELECT equipamento_id, abertura, desde, ate,
                  lag(abertura, $6 - 1) OVER (PARTITION BY equipamento_id ORDER BY abertura) AS anterior
             FROM orders WHERE tipo = 'CORRETIVA' AND equipamento_id IS NOT NULL
              AND abertura < ate AND abertura >= desde - make_interval(days => $7)
         ) w
         WHERE abertura >= desde AND anterior IS NOT NULL AND abertura - anterior <= make_interval(days => $7))
       SELECT e.id, e.codigo, e.descricao, e.setor, ${figures('o')}, (r.equipamento_id IS NOT NULL) AS recorrente
         FROM orders o JOIN equipamento e ON e.id = o.equipamento_id
         LEFT JOIN recurrent r ON r.equipamento_id = e.id
        GROUP BY e.id, r.equipamento_id
       HAVING count(*) FILTER (WHERE (o.abertura >= o.desde AND o.abertura < o.ate)
                                  OR (o.fim_atendimento >= o.desde AND o.fim_atendimento < o.ate)) > 0
        ORDER BY count(*) FILTER (WHERE o.tipo = 'CORRETIVA' AND o.abertura >= o.desde AND o.abertura < o.ate) DESC, e.codigo`,
      [...params, scope.recurrence.ocorrencias, scope.recurrence.dias],
    );

    const technicians = await this.dataSource.query(
      `${orders}, allocations AS (
         SELECT a.* FROM alocacao a JOIN orders o ON o.id = a.ordem_servico_id
          WHERE a.inicio >= o.desde AND a.inicio < o.ate)
       SELECT u.id, u.name,
              count(DISTINCT a.ordem_servico_id)::int AS ordens,
              avg(extract(epoch FROM a.fim - a.inicio) / 3600) FILTER (WHERE a.fim IS NOT NULL) AS execucao,
              coalesce(sum(a.km), 0) AS km,
              count(DISTINCT s.id) FILTER (WHERE s.tem_meta)::int AS com_meta,
              count(DISTINCT s.id) FILTER (WHERE s.tem_meta AND s.cumpriu)::int AS no_prazo
         FROM allocations a JOIN users u ON u.id = a.tecnico_id
         LEFT JOIN sla s ON s.id = a.ordem_servico_id
        GROUP BY u.id ORDER BY count(DISTINCT a.ordem_servico_id) DESC, u.name`,
      params,
    );

    const contracts = scope.contractId
      ? null
      : await this.dataSource.query(
          `${orders}
           SELECT c.id, c.codigo, cl.nome AS cliente, ${figures('o')},
                  (SELECT count(*) FROM sla WHERE sla.contrato_id = c.id AND tem_meta)::int AS com_meta,
                  (SELECT count(*) FROM sla WHERE sla.contrato_id = c.id AND tem_meta AND cumpriu)::int AS no_prazo,
                  (SELECT coalesce(sum(a.km), 0) FROM alocacao a JOIN orders x ON x.id = a.ordem_servico_id
                    WHERE x.contrato_id = c.id AND a.inicio >= x.desde AND a.inicio < x.ate) AS km
             FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id
             LEFT JOIN orders o ON o.contrato_id = c.id
            WHERE c.empresa_id = $1
            GROUP BY c.id, cl.nome ORDER BY c.codigo`,
          params,
        );

    const checklist = await this.dataSource.query(
      `${orders}
       SELECT r.item, count(*) FILTER (WHERE NOT r.conforme)::int AS nao_conformes, count(*)::int AS respostas
         FROM checklist_resposta r JOIN orders o ON o.id = r.ordem_servico_id
        WHERE o.abertura >= o.desde AND o.abertura < o.ate
        GROUP BY r.item HAVING count(*) FILTER (WHERE NOT r.conforme) > 0
        ORDER BY 2 DESC, r.item`,
      params,
    );

    const causes = await this.dataSource.query(
      `${orders}
       SELECT min(btrim(causa_raiz)) AS causa, count(*)::int AS ocorrencias
         FROM orders o
        WHERE o.tipo = 'CORRETIVA' AND o.abertura >= o.desde AND o.abertura < o.ate AND btrim(coalesce(causa_raiz, '')) <> ''
        GROUP BY lower(btrim(causa_raiz)) ORDER BY 2 DESC, 1 LIMIT 10`,
      params,
    );

    return {
      versaoFormulas: RGM_FORMULAS_VERSION,
      calculadoEm: new Date().toISOString(),
      periodo: { inicio: scope.inicio, fim: scope.fim, fusoHorario: scope.timeZone },
      escopo: {
        consolidado: scope.contractId === null,
        contrato: contract
          ? { id: contract.id, codigo: contract.codigo, cliente: contract.cliente }
          : null,
      },
      parametros: { recorrencia: scope.recurrence },
      resumo: toFigures(summary),
      porEquipamento: equipment.map((row: Record<string, unknown>) => ({
        equipamentoId: row.id as string,
        codigo: row.codigo as string,
        descricao: row.descricao as string | null,
        setor: row.setor as string | null,
        chamados: row.chamados as number,
        corretivos: row.corretivos as number,
        mttrHoras: hours(row.mttr),
        restabelecimentoHoras: hours(row.restabelecimento),
        recorrente: row.recorrente as boolean,
      })),
      porTecnico: technicians.map((row: Record<string, unknown>) => ({
        tecnicoId: row.id as string,
        nome: row.name as string,
        ordensAtendidas: row.ordens as number,
        execucaoMediaHoras: hours(row.execucao),
        slaPercentual: percent(row.no_prazo as number, row.com_meta as number),
        km: Number(row.km),
      })),
      porContrato:
        contracts?.map((row: Record<string, unknown>) => ({
          contratoId: row.id as string,
          codigo: row.codigo as string,
          cliente: row.cliente as string | null,
          ...toFigures(row),
        })) ?? null,
      checklist: checklist.map((row: Record<string, unknown>) => ({
        item: row.item as string,
        naoConformes: row.nao_conformes as number,
        respostas: row.respostas as number,
      })),
      causasRaiz: causes.map((row: Record<string, unknown>) => ({
        causa: row.causa as string,
        ocorrencias: row.ocorrencias as number,
      })),
      formulas: RGM_FORMULAS,
    };
  }
}

function toFigures(row: Record<string, unknown>): RgmFigures {
  return {
    chamados: row.chamados as number,
    corretivos: row.corretivos as number,
    mttrHoras: hours(row.mttr),
    restabelecimentoHoras: hours(row.restabelecimento),
    slaPercentual: percent(row.no_prazo as number, row.com_meta as number),
    ordensComMeta: row.com_meta as number,
    ordensNoPrazo: row.no_prazo as number,
    km: Number(row.km),
  };
}

/** Hours with two decimals, or null when there was nothing to average. */
function hours(value: unknown) {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}

function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}
