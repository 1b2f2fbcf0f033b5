import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../src/testing';

const TOKEN = 'metricas-token-de-teste-0123456789';

/** `GET /api/metricas`: Prometheus text, open to loopback, elsewhere only with METRICS_TOKEN. */
describe('metrics', () => {
  let app: NestExpressApplication;
  let withoutToken: NestExpressApplication;

  beforeAll(async () => {
    // TRUST_PROXY lets a test stand for a remote client through X-Forwarded-For.
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: TOKEN } });
    withoutToken = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await app.close();
    await withoutToken.close();
  });

  const scrape = (target = app) => request(target.getHttpServer()).get('/api/metricas');

  it('serves loopback clients the Prometheus text with requests by route pattern and status', async () => {
    await request(app.getHttpServer()).get('/api/saude').expect(200);
    await request(app.getHttpServer()).get('/api/admin/caixa-de-saida/abc').expect(404);
    const response = await scrape().expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(text).toMatch(
      /campo_http_request_duration_seconds_count\{method="GET",route="\/api\/saude",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /campo_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/saude",status="200"\}/,
    );
    // Unmatched paths share one label: concrete paths never become series.
    expect(text).toContain('route="sem_rota",status="404"');
    expect(text).not.toContain('caixa-de-saida/abc');
    for (const name of [
      'campo_db_pool_connections{estado="em_uso"}',
      'campo_db_pool_connections{estado="esperando"}',
      'campo_mail_outbox_messages{status="pendente"}',
      'campo_mail_outbox_messages{status="falhou"}',
      'campo_pdf_queue{estado="esperando"}',
      'campo_pdf_queue{estado="gerando"}',
      '# TYPE campo_ingestion_rows_total counter',
      '# TYPE campo_ingestion_batch_duration_seconds histogram',
      '# TYPE campo_rate_limit_rejections_total counter',
      '# TYPE campo_pdf_render_duration_seconds histogram',
      '# TYPE campo_rgm_closing_runs_total counter',
      'campo_process_resident_memory_bytes',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('asks any other client for the bearer token, and compares it exactly', async () => {
    const remote = { 'X-Forwarded-For': '203.0.113.9' };
    const missing = await scrape().set(remote).expect(401);
    expect(missing.body.codigo).toBe('NAO_AUTENTICADO');
    await scrape().set(remote).set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    const allowed = await scrape().set(remote).set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(allowed.text).toContain('campo_http_request_duration_seconds');
  });

  it('without METRICS_TOKEN, refuses every client that is not loopback', async () => {
    const refused = await scrape(withoutToken)
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(403);
    expect(refused.body.codigo).toBe('ACESSO_NEGADO');
    await scrape(withoutToken).expect(200);
  });
});
