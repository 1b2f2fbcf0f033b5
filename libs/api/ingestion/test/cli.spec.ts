import { readFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { parse } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { IngestionRateLimiter } from '../src/lib/rate-limit/ingestion-rate-limiter';
import { createIngestionApp, createTenant } from './support';
import { assetsCsv, listen, runCli, scratchDir } from './cli-support';

/** The integrators' CLI (libs/integrator/sdk) against the real API, in its own process. */
describe('campo-ingestao against the real API', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let url: string;
  const dir = scratchDir();

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    url = await listen(app);
  });
  afterAll(() => app.close());

  async function company(modo: 'UPSERT' | 'INSERT' = 'UPSERT') {
    const tenant = await createTenant(app, db);
    const issued = await tenant.issueToken({ entidades: ['ativo_informacao'], modo });
    const scalar = async (sql: string) => Number((await db.query(sql, [tenant.company.id]))[0].n);
    return {
      token: issued.token,
      tokenId: issued.id,
      stored: () => scalar('SELECT count(*) AS n FROM ativo_informacao WHERE empresa_id = $1'),
      distinctStored: () =>
        scalar('SELECT count(DISTINCT codigo) AS n FROM ativo_informacao WHERE empresa_id = $1'),
      historyBatches: () =>
        scalar('SELECT count(*) AS n FROM import_batches WHERE empresa_id = $1'),
      historyCreated: () =>
        scalar('SELECT coalesce(sum(criadas), 0) AS n FROM import_batches WHERE empresa_id = $1'),
      historyRewritten: () =>
        scalar(
          'SELECT coalesce(sum(atualizadas + inalteradas + duplicadas), 0) AS n FROM import_batches WHERE empresa_id = $1',
        ),
    };
  }

  it('lists the entities, writes a template with labels and an example, previews without writing', async () => {
    const tenant = await company();
    const cli = (...args: string[]) => runCli(args, { url, token: tenant.token }).done;

    const entities = await cli('entidades');
    expect(entities.code).toBe(0);
    expect(entities.stdout).toContain('ativo_informacao');
    expect(entities.stdout).toContain('até 500 linhas por requisição');

    const template = await cli('modelo', 'ativo_informacao');
    expect(template.code).toBe(0);
    const [labels, example] = parse(template.stdout, { delimiter: ';' }) as string[][];
    expect(labels.slice(0, 2)).toEqual(['Código', 'Nome']);
    expect(example.slice(0, 2)).toEqual(['SRV-ARQ-01', 'Servidor de arquivos']);

    const file = assetsCsv(dir, 20, [5]);
    const preview = await cli('enviar', 'ativo_informacao', file, '--preview');
    expect(preview.code).toBe(2);
    expect(preview.stdout).toContain('Prévia (nada foi gravado): 20 linhas, 19 seriam gravadas');
    expect(await tenant.stored()).toBe(0);
    expect(await tenant.historyBatches()).toBe(0);

    const other = await cli('enviar', 'incidente_seguranca', file);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('O token não pode gravar "incidente_seguranca"');
  });

  it('stores 2,995 of 3,000 rows, puts the 5 invalid ones with their lines in the refused file, exits 2', async () => {
    const tenant = await company();
    const invalid = [2, 500, 1002, 2501, 3001];
    const file = assetsCsv(dir, 3000, invalid);

    const run = await runCli(['enviar', 'ativo_informacao', file], { url, token: tenant.token })
      .done;

    expect(run.code).toBe(2);
    expect(run.stdout).toContain('3000 linhas, 2995 gravadas, 5 recusadas');
    expect(await tenant.stored()).toBe(2995);
    const refused = parse(readFileSync(`${file}.recusadas.csv`, 'utf8'), {
      delimiter: ';',
      columns: true,
    }) as Record<string, string>[];
    expect(refused.map((row) => Number(row.linha))).toEqual(invalid);
    expect(refused[0]).toMatchObject({
      Código: 'ATV-0000002',
      Tipo: 'Ransomware',
      erros: expect.stringContaining('Valores aceitos: Hardware'),
    });
  });

  it('killed midway with a batch in flight, then run again: nothing missing, nothing written twice', async () => {
    const tenant = await company('INSERT');
    const file = assetsCsv(dir, 3000);
    const first = runCli(['enviar', 'ativo_informacao', file], { url, token: tenant.token });
    await first.printed('lote 2 ');
    // Hold the third batch inside the server (its INSERT waits for this lock), kill the
    // client while it waits for the answer, then let the server finish that batch.
    const lock = db.createQueryRunner();
    await lock.startTransaction();
    await lock.query('LOCK TABLE ativo_informacao IN SHARE MODE');
    await waitFor(async () => Number((await db.query(LOCK_WAITERS))[0].n) > 0);
    first.child.kill('SIGKILL');
    expect((await first.done).signal).toBe('SIGKILL');
    await lock.commitTransaction();
    await lock.release();
    await waitFor(async () => (await tenant.historyBatches()) === 3);

    const second = await runCli(['enviar', 'ativo_informacao', file], { url, token: tenant.token })
      .done;

    expect(second.code).toBe(0);
    expect(second.stderr).toContain('Retomando: 2 lotes (1000 linhas) já enviados');
    expect(second.stdout).toContain('3000 linhas, 3000 gravadas, 0 recusadas, 0 duplicadas');
    expect(second.stdout).toContain('1 lotes já tinham sido gravados antes');
    expect(await tenant.stored()).toBe(3000);
    expect(await tenant.distinctStored()).toBe(3000);
    // The history: one record per batch, every row created once, none sent twice.
    expect(await tenant.historyBatches()).toBe(6);
    expect(await tenant.historyCreated()).toBe(3000);
    expect(await tenant.historyRewritten()).toBe(0);

    // The whole file again: every batch is replayed by the server, nothing is written.
    const again = await runCli(['enviar', 'ativo_informacao', file], { url, token: tenant.token })
      .done;
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('6 lotes já tinham sido gravados antes');
    expect(await tenant.historyBatches()).toBe(6);
  }, 60_000);

  it('keeps to a nearly spent rate limit: it waits for the window, never meets a 429', async () => {
    const tenant = await company();
    // Another system with the same token has used 58 of the 60 requests of this minute.
    const limiter = app.get(IngestionRateLimiter);
    for (let i = 0; i < 58; i++) await limiter.hitToken(tenant.tokenId);
    const file = assetsCsv(dir, 1500);

    const started = Date.now();
    const run = await runCli(['enviar', 'ativo_informacao', file], { url, token: tenant.token })
      .done;

    expect(run.code).toBe(0);
    expect(await tenant.stored()).toBe(1500);
    // Discovery and the first batch fit in this minute; the rest waited for the next one.
    expect(run.stderr).toContain('aguardando');
    expect(Date.now() - started).toBeGreaterThan(40_000);
    // A 429 would be waited out too, but said: "a API recusou por limite de requisições (429)".
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/429|LIMITE_DE_REQUISICOES/);
  }, 120_000);
});

/** Backends of this test database waiting for a lock. */
const LOCK_WAITERS = `SELECT count(*) AS n FROM pg_stat_activity
  WHERE datname = current_database() AND wait_event_type = 'Lock'`;

async function waitFor(condition: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met within 10 s');
}
