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
 * Issue #30, as it is judged: the PMOC generated for the demo hospital, read back from its
 * PDF, has the building's address, the rooms with their areas and occupants, and the
 * indoor-air section with the failing parameter flagged.
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
  });
});
