import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { fieldServiceMigrations, FieldServiceModule } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations, IngestionModule } from '@campo/ingestion';
import { createTestApp, loginAs, readPdf, type SessionAgent } from '@campo/platform/testing';
import { DemoSeedModule } from '../src';
import { ACTIVITY_DEMO_CONTRACT } from '../src/lib/activity-plan-demo';

// The demo seed spec's password: the demo specs seed the same database, whichever runs first.
const PASSWORD = 'senha-demo-teste';
const TECHNICIANS = ['Técnico Demo', 'Carlos Andrade', 'Beatriz Lima', 'Rafael Souza'];

/**
 * The demo hospital's PMOC, generated through the API, rendered by Chromium and read back
 * from the PDF: the plan per component, a unit's activities with their periodicities, and
 * the execution record with dates, technicians and the supervisor's approval.
 */
describe('the demo PMOC with activity plans and an execution record', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule, IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: {
        DEMO_PASSWORD: PASSWORD,
        DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), 'pmoc-demo-')), 'token'),
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    supervisor = await loginAs(app, { email: 'supervisor@demo.local', password: PASSWORD });
  });
  afterAll(() => app.close());

  it('prints a surgical-centre unit’s activities with their periodicities, who executed and approved them, and the missed months', async () => {
    const [{ contractId, unit, year }] = await db.query(
      `SELECT c.id AS "contractId",
              (SELECT e.codigo FROM equipamento e WHERE e.contrato_id = c.id AND e.setor = 'Centro cirúrgico'
                ORDER BY e.codigo LIMIT 1) AS unit,
              -- The demo's year of visits ends today: its first half reads last year's record.
              extract(year FROM now() AT TIME ZONE co.time_zone - interval '6 months')::int AS year
         FROM contrato c JOIN companies co ON co.id = c.empresa_id WHERE c.codigo = $1`,
      [ACTIVITY_DEMO_CONTRACT],
    );
    // One PMOC per contract and year: another run on this database already made it.
    const generated = await supervisor
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: year });
    expect([201, 409]).toContain(generated.status);
    const documentId: string = generated.body.dados?.id ?? generated.body.documentoId;
    const pdf = await supervisor
      .get(`/api/documentos/${documentId}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    if (process.env['PMOC_DEMO_PDF'])
      writeFileSync(process.env['PMOC_DEMO_PDF'], pdf.body as Buffer);
    const text = readPdf(pdf.body as Buffer)
      .text.join(' ')
      // The running header and footer of each page, between a table's rows.
      .replace(
        /EA? ?[^ ]* ?PMOC \d{4} — [^·]+· SHA-256 [0-9a-f]+… · Emitido em [\d/ :]+ Página \d+ de \d+/g,
        ' ',
      );

    expect(text).toContain('Plano de manutenção — Split');
    expect(text).toContain('Verificar a pressão positiva da sala em relação às adjacentes');
    expect(text).toContain('revogada pela RDC nº 886/2024');
    expect(text).toContain('ABNT NBR 7256');

    const record = text.slice(
      text.indexOf(`Registro de execução ${year}`),
      text.indexOf('9. Produtos'),
    );
    // Each row: the unit, the activity, its periodicity, each date due → the execution that
    // served it (with its outcome), how many were missed, who executed and who approved.
    const CODES = '(D|2D|SM|QZ|MS|BM|TR|QD|SE|AN|H|PT)';
    // Dates of the PMOC's year as dd/mm (others in full); nothing after them when on time.
    const DAY = '\\d{2}/\\d{2}(?:/\\d{4})?';
    const OUTCOME = '(?: \\([^)]*\\)| NÃO EXECUTADA| não se aplica(?: \\([^)]*\\))?)?';
    const DATES = `((?:${DAY}(?: → ${DAY})?${OUTCOME}(?:; )?)+)`;
    const ITEMS = '(?:[\\d/→ ;]|NÃO EXECUTADA|não se aplica|\\([^)]*\\))*';
    const recordRows = (code: string) =>
      [...record.matchAll(new RegExp(`${code} (.+?) ${CODES} ${DATES} (\\d+) `, 'g'))].map(
        (match) => ({
          activity: match[1],
          periodicity: match[2],
          dates: match[3],
          missed: Number(match[4]),
        }),
      );
    const rows = recordRows(unit);
    expect(new Set(rows.map((row) => row.periodicity)).size).toBeGreaterThanOrEqual(3);
    const executed = rows.filter((row) => row.dates.includes(' → '));
    expect(new Set(executed.map((row) => row.periodicity)).size).toBeGreaterThanOrEqual(3);
    // A row with its dates, the technician who executed it and the RT who approved.
    const withPeople = new RegExp(
      `${unit} .+? (MS|TR|SE) ${ITEMS}?→ \\d{2}/\\d{2}${ITEMS} \\d+ (${TECHNICIANS.join('|')})(, [^ ]+ [^ ]+)* Eng\\. Marina Costa — CREA- ?SP \\d+, aprovad`,
    );
    expect(record).toMatch(withPeople);
    // The surgical-centre split visited half-yearly: its monthly activities' missed months are flagged.
    const halfYearly = recordRows('AC-033').filter((row) => row.periodicity === 'MS');
    expect(halfYearly.length).toBeGreaterThanOrEqual(3);
    for (const row of halfYearly) {
      expect(row.dates).toContain('NÃO EXECUTADA');
      expect(row.missed).toBeGreaterThanOrEqual(3);
    }
  });
  it('lists the annex’s cadence conflicts: the surgical-centre split’s open (a blank before signing), the pharmacy’s justified', async () => {
    const [{ contractId, year }] = await db.query(
      `SELECT c.id AS "contractId", extract(year FROM now() AT TIME ZONE co.time_zone)::int AS year
         FROM contrato c JOIN companies co ON co.id = c.empresa_id
        WHERE co.name = 'Demo Climatização' AND c.codigo = 'CT-2026-002'`,
    );
    // One PMOC per contract and year: another run on this database may have made it.
    const generated = await supervisor
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: year });
    expect([201, 409]).toContain(generated.status);
    const id: string = generated.body.dados?.id ?? generated.body.documentoId;
    const document = (await supervisor.get(`/api/documentos/${id}`).expect(200)).body.dados;
    const sections = Object.fromEntries(
      document.conteudo.secoes.map((section: { id: string }) => [section.id, section]),
    );
    const rows: string[][] = sections['cadencia-visitas'].linhas;
    const open = rows.filter((row) => row[0] === 'AC-042');
    expect(open.length).toBeGreaterThanOrEqual(4);
    for (const row of open) {
      expect(row[3]).toMatch(/^SE/);
      expect(row[4]).toMatch(/^ver seção \d+$/);
    }
    const justified = rows.filter((row) => row[0] === 'AC-006');
    expect(justified.length).toBeGreaterThanOrEqual(4);
    for (const row of justified) expect(row[4]).toContain('livro da farmácia');
    expect(sections['dados-a-completar'].html).toContain('Justificativa da cadência — AC-042');
    expect(sections['dados-a-completar'].html).not.toContain('Justificativa da cadência — AC-006');
    // Leave the demo's documents as seeded.
    if (generated.status === 201) await db.query('DELETE FROM documento WHERE id = $1', [id]);
  });
});
