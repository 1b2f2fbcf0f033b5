import type {
  RefrigerantGas,
  RgmFluids,
  RgmOverduePreventive,
  RgmPreventives,
} from '@campo/contracts';
import { addDays } from '../common/local-date';
import type { FluidPeriodRow } from '../fluid/fluid.repository';
import { reportedApart } from '../fluid/gas-category';

/**
 * What an order's line says was done: its description, else its checklist in one line
 * ("Checklist: 8 itens, 1 não conforme"), else nothing.
 */
export function serviceText(order: {
  descricao: string | null;
  itensChecklist: number;
  naoConformes: number;
}): string | null {
  if (order.descricao) return order.descricao;
  if (order.itensChecklist === 0) return null;
  const items = `${order.itensChecklist} ${order.itensChecklist === 1 ? 'item' : 'itens'}`;
  const failed =
    order.naoConformes === 0
      ? 'todos conformes'
      : `${order.naoConformes} não ${order.naoConformes === 1 ? 'conforme' : 'conformes'}`;
  return `Checklist: ${items}, ${failed}`;
}

/**
 * The preventives of the period still owed at its end, from the compliance walk: planned
 * dates whose tolerance ran out by the period's last day with no execution by then (an
 * execution after the end that served the date is kept beside it, for reference).
 */
export function overduePreventives(
  preventives: RgmPreventives,
  periodEnd: string,
): RgmOverduePreventive[] {
  return preventives.porEquipamento.flatMap((equipment) =>
    equipment.ocorrencias
      .filter(
        (occurrence) =>
          (occurrence.executada === null || occurrence.executada > periodEnd) &&
          addDays(occurrence.prevista, occurrence.toleranciaDias) < periodEnd,
      )
      .map((occurrence) => ({
        equipamento: equipment.codigo,
        setor: equipment.setor,
        contrato: equipment.contrato,
        prevista: occurrence.prevista,
        toleranciaDias: occurrence.toleranciaDias,
        executadaDepois: occurrence.executada,
      })),
  );
}

/** The period's refrigerant per equipment and gas, with tCO2e of what was recharged (kg × GWP ÷ 1000). */
export function fluidsOf(rows: FluidPeriodRow[], gases: RefrigerantGas[]): RgmFluids {
  const gas = new Map(gases.map((item) => [item.codigo, item]));
  const lines = new Map<string, RgmFluids['linhas'][number]>();
  for (const row of rows) {
    const key = `${row.equipamentoId ?? row.setor}\u0000${row.tipoGas}`;
    const line = lines.get(key) ?? {
      equipamentoId: row.equipamentoId,
      equipamento: row.equipamento,
      setor: row.setor,
      tipoGas: row.tipoGas,
      recargaKg: 0,
      retiradaKg: 0,
      vazamentoKg: 0,
      tco2e: reportedApart(gas.get(row.tipoGas)) ? null : 0,
    };
    if (row.tipoEvento === 'RECARGA') {
      line.recargaKg = round3(line.recargaKg + row.kg);
      const known = gas.get(row.tipoGas);
      line.tco2e = reportedApart(known)
        ? null
        : round3((line.recargaKg * (known?.gwp ?? 0)) / 1000);
    } else if (row.tipoEvento === 'RETIRADA') line.retiradaKg = round3(line.retiradaKg + row.kg);
    else line.vazamentoKg = round3(line.vazamentoKg + row.kg);
    lines.set(key, line);
  }
  const linhas = [...lines.values()];
  const sum = (pick: (line: RgmFluids['linhas'][number]) => number | null) =>
    round3(linhas.reduce((total, line) => total + (pick(line) ?? 0), 0));
  return {
    linhas,
    total: {
      recargaKg: sum((line) => line.recargaKg),
      retiradaKg: sum((line) => line.retiradaKg),
      vazamentoKg: sum((line) => line.vazamentoKg),
      tco2e: sum((line) => line.tco2e),
    },
    fontesGwp: [
      ...new Set(
        linhas.flatMap((line) => (line.tco2e === null ? [] : (gas.get(line.tipoGas)?.fonte ?? []))),
      ),
    ].sort(),
  };
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}
