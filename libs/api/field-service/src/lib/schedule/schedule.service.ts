import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ScheduleGrid } from '@campo/contracts';
import { localDate } from '../common/local-date';
import { monthCells, Periodicity, PlanInput } from './schedule-projection';

export type { ScheduleGrid, ScheduleRow } from '@campo/contracts';

/** The annual grid of a contract (or the company): two queries at once, then the pure projection per equipment. */
@Injectable()
export class ScheduleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async grid(
    scope: { companyId: string; timeZone: string },
    filter: { contratoId?: string; ano: number; setor?: string; periodicidade?: string },
    now = new Date(),
  ): Promise<ScheduleGrid> {
    // The two reads are independent: run them side by side (two pool connections, one wait).
    // Of each plan's executions, only what the projection reads: the latest (its anchor) and
    // those in the year (the executed cells), not the plan's whole history.
    const [equipment, plans]: [
      Array<{
        id: string;
        codigo: string;
        descricao: string | null;
        setor: string | null;
        contrato: string;
      }>,
      Array<{
        equipamento_id: string;
        periodicidade: Periodicity;
        cadencia_dias: number | null;
        inicio: string;
        ultima: string | null;
        no_ano: string[] | null;
      }>,
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT e.id, e.codigo, e.descricao, e.setor, c.codigo AS contrato
           FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
          WHERE e.empresa_id = $1 AND ($2::uuid IS NULL OR e.contrato_id = $2) AND ($3::text IS NULL OR e.setor = $3)
          ORDER BY e.setor NULLS LAST, e.codigo`,
        [scope.companyId, filter.contratoId ?? null, filter.setor ?? null],
      ),
      this.dataSource.query(
        `SELECT p.equipamento_id, p.periodicidade, p.cadencia_dias, p.inicio::text, max(x.data)::text AS ultima,
                array_agg(x.data::text) FILTER (WHERE x.data >= make_date($3, 1, 1) AND x.data < make_date($3 + 1, 1, 1)) AS no_ano
           FROM plano_manutencao p
           JOIN equipamento e ON e.id = p.equipamento_id
           LEFT JOIN execucao_preventiva x ON x.empresa_id = p.empresa_id AND x.plano_id = p.id
          WHERE p.empresa_id = $1 AND p.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2)
          GROUP BY p.id`,
        [scope.companyId, filter.contratoId ?? null, filter.ano],
      ),
    ]);
    const byEquipment = new Map<string, Array<PlanInput>>();
    for (const plan of plans) {
      const execucoes = plan.no_ano ?? [];
      if (plan.ultima) execucoes.push(plan.ultima);
      const list = byEquipment.get(plan.equipamento_id) ?? [];
      list.push({
        periodicidade: plan.periodicidade,
        cadenciaDias: plan.cadencia_dias,
        inicio: plan.inicio,
        execucoes,
      });
      byEquipment.set(plan.equipamento_id, list);
    }
    const today = localDate(now, scope.timeZone);
    const linhas = equipment
      .map((row) => {
        const equipmentPlans = byEquipment.get(row.id) ?? [];
        return {
          equipamentoId: row.id,
          codigo: row.codigo,
          descricao: row.descricao,
          setor: row.setor,
          contrato: row.contrato,
          periodicidade: periodicities(equipmentPlans),
          meses: monthCells(equipmentPlans, filter.ano, today),
        };
      })
      .filter(
        (row) =>
          !filter.periodicidade || row.periodicidade?.split(', ').includes(filter.periodicidade),
      );
    return { ano: filter.ano, hoje: today, linhas };
  }
}

/** The distinct periodicities of an equipment's plans, as the grid shows them ("MS, TR"), or null. */
function periodicities(plans: PlanInput[]) {
  if (plans.length <= 1) return plans[0]?.periodicidade ?? null;
  return [...new Set(plans.map((plan) => plan.periodicidade))].join(', ');
}
