import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createIngestionApp, createTenant, post } from './support';

/** The ingestion figures in `GET /api/metricas`: rows by entity, mode and outcome, batch time, 429s. */
describe('ingestion metrics', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
  });
  afterAll(() => app.close());

  const metric = async (line: string) => {
    const text = (await request(app.getHttpServer()).get('/api/metricas').expect(200)).text;
    const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
    return found ? Number(found.slice(line.length + 1)) : 0;
  };

  it('counts rows by entity, mode and outcome, and times each batch', async () => {
    const tenant = await createTenant(app, db);
    const { token } = await tenant.issueToken({ modo: 'INSERT' });
    const rows = (outcome: string) =>
      `campo_ingestion_rows_total{entidade="incidente_seguranca",modo="gravacao",resultado="${outcome}"}`;
    const before = {
      stored: await metric(rows('gravada')),
      refused: await metric(rows('recusada')),
      duplicate: await metric(rows('duplicada')),
      batches: await metric('campo_ingestion_batch_duration_seconds_count{modo="gravacao"}'),
      previews: await metric(
        'campo_ingestion_rows_total{entidade="incidente_seguranca",modo="previa",resultado="gravada"}',
      ),
    };
    const batch = [
      { codigo: 'M-1', tipo: 'Integridade', titulo: 'Um' },
      { codigo: 'M-2', tipo: 'Integridade', titulo: 'Dois' },
      { codigo: 'M-1', tipo: 'Integridade', titulo: 'Repetido' },
      { codigo: 'M-3', tipo: 'Ransomware' },
    ];
    const sent = await post(app, token, 'incidente_seguranca', batch).expect(200);
    const { gravadas, recusadas, duplicadas } = sent.body.dados;
    expect(gravadas + recusadas + duplicadas).toBe(4);
    await post(
      app,
      token,
      'incidente_seguranca',
      [{ codigo: 'M-9', tipo: 'Integridade', titulo: 'x' }],
      true,
    ).expect(200);

    expect(await metric(rows('gravada'))).toBe(before.stored + gravadas);
    expect(await metric(rows('recusada'))).toBe(before.refused + recusadas);
    expect(await metric(rows('duplicada'))).toBe(before.duplicate + duplicadas);
    expect(await metric('campo_ingestion_batch_duration_seconds_count{modo="gravacao"}')).toBe(
      before.batches + 1,
    );
    expect(
      await metric(
        'campo_ingestion_rows_total{entidade="incidente_seguranca",modo="previa",resultado="gravada"}',
      ),
    ).toBe(before.previews + 1);
  });

  it('counts requests refused by a rate limit', async () => {
    const line = 'campo_rate_limit_rejections_total{limite="LIMITE_DE_REQUISICOES"}';
    const before = await metric(line);
    let refused = 0;
    // Wrong tokens from one address: the failed-authentication limit answers 429 sooner or later.
    for (let attempt = 0; attempt < 200 && refused === 0; attempt++) {
      const response = await request(app.getHttpServer())
        .get('/api/ingestao-pub/entidades')
        .set('Authorization', 'Bearer ing_errado');
      if (response.status === 429) refused++;
    }
    expect(refused).toBe(1);
    expect(await metric(line)).toBe(before + 1);
  });
});
