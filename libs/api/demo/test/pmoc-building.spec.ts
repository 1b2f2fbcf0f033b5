import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { fieldServiceMigrations, FieldServiceModule } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations, IngestionModule } from '@campo/ingestion';
import { createTestApp, loginAs, readPdf } from '@campo/platform/testing';
import { DemoSeedModule } from '../src';

// The demo seed spec's password: the specs seed the same database, whichever runs first.
const PASSWORD = 'senha-demo-teste';
const YEAR = 2097;

/**
 * Issues #30 and #46, as they are judged: the PMOC generated for the demo hospital, read
 * back from its PDF, has the building's address, the rooms with their areas and occupants,
 * the indoor-air section with the failing parameter flagged, the care areas with their
 * NBR 7256 parameters and their readings, the failed one proposing a corrective.
 */
describe('the demo hospital’s PMOC, read from its PDF', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let documentId: string | undefined;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule, IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: {
        DEMO_PASSWORD: PASSWORD,
        DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), 'pmoc-building-')), 'token'),
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    // Leave the demo's documents as seeded.
    if (documentId) await db.query('DELETE FROM documento WHERE id = $1', [documentId]);
    await app.close();
  });

  it('prints the address, the rooms with area and occupants, and the failing fungi ratio', async () => {
    const supervisor = await loginAs(app, { email: 'supervisor@demo.local', password: PASSWORD });
    const [contract] = await db.query(
      `SELECT c.id FROM contrato c JOIN companies e ON e.id = c.empresa_id
        WHERE e.name = 'Demo Climatização' AND c.codigo = 'CT-2026-001'`,
    );
    const generated = await supervisor
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contract.id, ano: YEAR })
      .expect(201);
    documentId = generated.body.dados.id;
    const pdf = await supervisor
      .get(`/api/documentos/${documentId}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    // Kept for a look at the pages (tmp/ is ignored by git).
    const out = join(__dirname, '../../../../tmp/pmoc');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'pmoc-ct-2026-001.pdf'), pdf.body as Buffer);

    const text = readPdf(pdf.body as Buffer)
      .text.join('\n')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Hospital Boa Saúde — Bloco principal');
    expect(text).toContain('Rua Vergueiro, 1421, Bloco principal');
    expect(text).toContain('04101-300');
    // The rooms table: Centro cirúrgico, 280 m², 16 fixed and 8 floating occupants.
    expect(text).toMatch(
      /AMB-01 Centro cirúrgico Procedimentos cirúrgicos \(4 salas\) 280 16 8 61,5 4\.700/,
    );
    expect(text).toMatch(/UTI Adulto Terapia intensiva \(10 leitos\) 320 14 10/);
    expect(text).toContain('Qualidade do ar interior');
    expect(text).toContain('ABNT NBR 17037:2023');
    expect(text).toMatch(/Fungos: relação interior\/exterior \(I\/E\) .*NÃO CONFORME/);
    expect(text).toContain('Próxima análise:');
    // Issue 46: the surgical centre and the ICU are care areas, with their readings.
    expect(text).toContain('Áreas de saúde (ABNT NBR 7256:2021)');
    expect(text).toMatch(
      /AMB-01 Centro cirúrgico Nível de risco 3 18 a 22 45 a 55 positiva, ≥ 2,5 Pa/,
    );
    expect(text).toMatch(/AMB-04 UTI Adulto Nível de risco 2 21 a 24 40 a 60/);
    expect(text).toContain('Leituras nas áreas de saúde');
    // The readings are the year's (this PMOC's year has none): the surgical centre's failed.
    const [surgical] = await db.query(
      `SELECT a.id FROM ambiente a WHERE a.contrato_id = $1 AND a.nome = 'Centro cirúrgico'`,
      [contract.id],
    );
    const readings = await supervisor.get(`/api/fs/ambientes/${surgical.id}/leituras`).expect(200);
    expect(readings.body.dados[0].verificacoes).toContainEqual(
      expect.objectContaining({
        parametro: 'PRESSAO',
        conforme: false,
        observacao: 'Lido 1,5 Pa em relação aos vizinhos; exigido positivo, ao menos +2,5 Pa.',
      }),
    );
    // The failed reading proposed a corrective order for the surgical centre's unit.
    const proposals = await supervisor.get('/api/fs/despacho/propostas').expect(200);
    expect(
      proposals.body.dados.itens.filter(
        (item: { item: string; contrato: { codigo: string } }) =>
          item.contrato.codigo === 'CT-2026-001' &&
          item.item.startsWith('Ambiente AMB-01 — Pressão diferencial'),
      ),
    ).toHaveLength(1);
  });
});
