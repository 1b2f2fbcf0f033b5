import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ScheduleGrid } from '@campo/contracts';
import { localDate } from '../rgm-closing/closing-calendar';
import { monthCells, Periodicity, PlanInput } from './schedule-projection';

export type { ScheduleGrid, ScheduleRow } from '@campo/contracts';

/** The annual grid of a contract (or the company): two queries, then the pure projection per equipment. */
@Injectable()
export class ScheduleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async grid(
    scope: { companyId: string; timeZone: string },
    filter: { contratoId?: string; ano: number; setor?: string; periodicidade?: string },
    now = new Date(),
  ): Promise<ScheduleGrid> {
    const equipment: Array<{ id: string; codigo: string; descricao: string | null; setor: string | null; contrato: string }> = await this.dataSource.query(
      `SELECT e.id, e.codigo, e.descricao, e.setor, c.codigo AS contrato
         FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND ($2::uuid IS NULL OR e.contrato_id = $2) AND ($3::text IS NULL OR e.setor = $3)
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [scope.companyId, filter.contratoId ?? null, filter.setor ?? null],
    );
    const plans: Array<{ equipamento_id: string; periodicidade: Periodicity; cadencia_dias: number | null; inicio: string; execucoes: string[] }> =
      await this.dataSource.query(
        `SELECT p.equipamento_id, p.periodicidade, p.cadencia_dias, p.inicio::text,
                coalesce(array_agg(x.data::text ORDER BY x.data) FILTER (WHERE x.data IS NOT NULL), '{}') AS execucoes
           FROM plano_manutencao p
           JOIN equipamento e ON e.id = p.equipamento_id
           LEFT JOIN execucao_preventiva x ON x.plano_id = p.id
          WHERE p.empresa_id = $1 AND p.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2)
          GROUP BY p.id`,
        [scope.companyId, filter.contratoId ?? null],
      );
    const byEquipment = new Map<string, Array<PlanInput>>();
    for (const plan of plans) {
      const list = byEquipment.get(plan.equipamento_id) ?? [];
      list.push({ periodicidade: plan.periodicidade, cadenciaDias: plan.cadencia_dias, inicio: plan.inicio, execucoes: plan.execucoes });
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
          periodicidade: [...new Set(equipmentPlans.map((plan) => plan.periodicidade))].join(', ') || null,
          meses: monthCells(equipmentPlans, filter.ano, today),
        };
      })
      .filter((row) => !filter.periodicidade || row.periodicidade?.split(', ').includes(filter.periodicidade));
    return { ano: filter.ano, hoje: today, linhas };
  }
}
