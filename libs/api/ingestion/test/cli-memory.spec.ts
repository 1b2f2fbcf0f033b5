import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { createIngestionApp, createTenant } from './support';
import { assetsCsv, listen, scratchDir } from './cli-support';

const ROOT = join(__dirname, '../../../..');
mkdirSync(join(ROOT, 'tmp'), { recursive: true });

// 200,000 rows are 400 batches: at 60 requests a minute, about 7 minutes. Run on demand:
//   CLI_MEMORIA=1 npx jest -c libs/api/ingestion/jest.config.ts libs/api/ingestion/test/cli-memory.spec.ts
const onDemand = process.env.CLI_MEMORIA ? describe : describe.skip;

onDemand("campo-ingestao's memory with a 200,000-row file", () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
  });
  afterAll(() => app.close());

  it(
    'streams: the peak resident memory stays flat, under 150 MiB (measured: 124 MiB)',
    async () => {
      // The package as published: compiled JavaScript run by plain Node (the transpiler that
      // `npm run ingestao` loads weighs more than the CLI itself).
      // Inside the repository (tmp/ is ignored by git) so that it finds node_modules.
      const dist = mkdtempSync(join(ROOT, 'tmp', 'sdk-dist-'));
      const tsc = require.resolve('typescript/bin/tsc');
      const project = 'libs/integrator/sdk/tsconfig.lib.json';
      execFileSync(process.execPath, [tsc, '-p', project, '--outDir', dist], { cwd: ROOT });
      const url = await listen(app);
      const tenant = await createTenant(app, db);
      const { token } = await tenant.issueToken({ entidades: ['ativo_informacao'] });
      const file = assetsCsv(scratchDir(), 200_000);

      const cli = [process.execPath, join(dist, 'cli/main.js')];
      const { stdout, stderr } = await promisify(execFile)(
        '/usr/bin/time',
        ['-v', ...cli, 'enviar', 'ativo_informacao', file, '--url', url],
        { cwd: ROOT, env: { ...process.env, CAMPO_TOKEN: token }, maxBuffer: 64 * 1024 * 1024 },
      );

      expect(stdout).toContain('200000 linhas, 200000 gravadas, 0 recusadas');
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1]);
      const elapsed = /Elapsed \(wall clock\) time.*: (.+)/.exec(stderr)?.[1];
      process.stdout.write(
        `Pico de memória (RSS) do CLI: ${Math.round(peakKb / 1024)} MiB em ${elapsed}\n`,
      );
      expect(peakKb).toBeLessThan(150 * 1024);
    },
    15 * 60_000,
  );
});
