// Every statement of the RGM of a 10,000-order month through EXPLAIN (ANALYZE, TIMING OFF,
// BUFFERS): execution and planning time, and buffers; with JIT as the server has it and
// with `SET jit = off` (docs/performance.md, issue #35). The repositories run unchanged:
// their DataSource is swapped for one that explains each query instead of running it.
// Needs the data of tools/bench/area-b.mjs.
//   DB=postgres://... SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register tools/bench/rgm-statements.ts
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
// The repositories are internal to @campo/field-service (not in its index): a measuring tool
// reaches them by path, as the e2e global set-up does for the test database helper.
/* eslint-disable @nx/enforce-module-boundaries */
import { RgmFiguresRepository } from '../../libs/api/field-service/src/lib/rgm/rgm-figures.repository';
import { RgmSeriesRepository } from '../../libs/api/field-service/src/lib/rgm/rgm-series.repository';
import { RgmWorkRepository } from '../../libs/api/field-service/src/lib/rgm/rgm-work.repository';
/* eslint-enable @nx/enforce-module-boundaries */

async function explainAll(client: Client, label: string) {
  const times: string[] = [];
  const explaining = {
    query: async (sql: string, params: unknown[]) => {
      const { rows } = await client.query(
        `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, FORMAT JSON) ${sql}`,
        params,
      );
      const plan = rows[0]['QUERY PLAN'][0];
      times.push(
        `${plan['Execution Time'].toFixed(0)} ms + ${plan['Planning Time'].toFixed(1)} ms de planejamento/${plan.Plan['Shared Hit Blocks']} buf`,
      );
      return [];
    },
  } as unknown as DataSource;
  const {
    rows: [contract],
  } = await client.query(`SELECT id, empresa_id FROM contrato WHERE codigo = 'BENCH-RGM'`);
  const scope = {
    companyId: contract.empresa_id,
    contractId: contract.id,
    inicio: '2026-10-01',
    fim: '2026-10-31',
    timeZone: 'America/Sao_Paulo',
  };
  const work = new RgmWorkRepository(explaining);
  const series = new RgmSeriesRepository(explaining);
  const figures = new RgmFiguresRepository(explaining);
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['lista de ordens', () => work.orders(scope)],
    ['ordens abertas', () => work.openOrders(scope)],
    ['não conformidades', () => work.openNonConformities(scope)],
    ['recomendações', () => work.recommendations(scope)],
    ['semanas', () => series.weeks(scope)],
    ['12 meses', () => series.months(scope)],
    ['resumo', () => figures.summary(scope)],
    ['por equipamento', () => figures.equipment(scope, { ocorrencias: 3, dias: 90 })],
    ['por técnico', () => figures.technicians(scope)],
    ['checklist', () => figures.checklist(scope)],
    ['causas raiz', () => figures.causes(scope)],
    ['abas juntas', () => figures.tabs(scope, { ocorrencias: 3, dias: 90 }, false)],
    ['planos', () => figures.preventivePlans(scope)],
  ];
  for (const [, step] of steps) await step().catch(() => undefined); // the fakes' empty rows may not map
  console.log(label);
  steps.forEach(([name], index) => console.log(`  ${name.padEnd(18)} ${times[index] ?? '-'}`));
}

async function main() {
  const client = new Client({ connectionString: process.env.DB });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT current_setting('jit') AS jit`);
    await explainAll(client, `jit = ${rows[0].jit} (o padrão do servidor)`);
    await client.query('SET jit = off');
    await explainAll(client, 'jit = off');
  } finally {
    await client.end();
  }
}

void main();
