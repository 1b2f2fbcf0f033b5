import type { NestExpressApplication } from '@nestjs/platform-express';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { MAX_SPREADSHEET_ROWS, XLSX_LIMITS } from '../src/lib/spreadsheets/xlsx-bounds';
import { createIngestionApp, createTenant } from './support';
import { BOMB_TEXT, buildZip, xlsxParts } from './xlsx-files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheets refused on what they unpack to and on their rows, before the parser sees them. */
describe('spreadsheet bounds', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db, 'Empresa Limites');
  });
  afterAll(() => app.close());

  const upload = (step: 'previa' | 'importar', file: Buffer, type = XLSX) =>
    tenant
      .adminApi()
      .post(`/api/admin/planilhas/incidente_seguranca/${step}`)
      .set('Content-Type', type)
      .send(file);

  const batches = async () =>
    Number(
      (
        await db.query(`SELECT count(*) AS n FROM import_batches WHERE empresa_id = $1`, [
          tenant.company.id,
        ])
      )[0].n,
    );

  it('reads the hand-made workbook the bombs are built on (so the parser would reach them)', async () => {
    const small = await buildZip(xlsxParts({ repeat: 'INC-', times: 2 }));
    const preview = await upload('previa', small).expect(200);
    expect(preview.body.dados).toMatchObject({ totalLinhas: 1 });
    expect(preview.body.dados.colunas).toEqual([
      { cabecalho: 'Código', campo: 'codigo' },
      { cabecalho: 'Tipo', campo: 'tipo' },
    ]);
    expect(preview.body.dados.resultados[0]).toMatchObject({ linha: 2 });
  });

  it('refuses a 600 KB sheet that unpacks to 200 MB with 413, from its zip directory, without the API growing', async () => {
    const bomb = await buildZip(
      xlsxParts({ repeat: BOMB_TEXT, times: Math.ceil(200e6 / BOMB_TEXT.length) }),
    );
    expect(bomb.length).toBeLessThan(700 * 1024);
    const before = process.memoryUsage().rss;
    for (const step of ['previa', 'importar'] as const) {
      const refused = await upload(step, bomb).expect(413);
      expect(refused.body).toMatchObject({
        sucesso: false,
        codigo: 'PLANILHA_GRANDE_DEMAIS',
        maximoBytesDescompactados: XLSX_LIMITS.maxUnpackedBytes,
      });
      expect(refused.body.erro).toContain('32 MiB');
    }
    // Parsing it took the API from 206 to 737 MB (issue #27); refused unread, it stays put.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(await batches()).toBe(0);
    await request(app.getHttpServer()).get('/api/saude').expect(200);
  });

  it('refuses a part that packs more than 200 to 1, even under the size limit', async () => {
    const dense = await buildZip(
      xlsxParts({ repeat: BOMB_TEXT, times: Math.ceil(20e6 / BOMB_TEXT.length) }),
    );
    const refused = await upload('previa', dense).expect(413);
    expect(refused.body).toMatchObject({ codigo: 'PLANILHA_GRANDE_DEMAIS' });
    expect(refused.body.erro).toMatch(/se expande \d+ vezes/);
  });

  it('refuses a zip whose directory understates a part (the unpacking stops at the stated size)', async () => {
    const lying = await buildZip(
      xlsxParts({ repeat: BOMB_TEXT, times: 2_000_000, declaredSize: 4096 }),
    );
    const refused = await upload('previa', lying).expect(400);
    expect(refused.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
  });

  it(`refuses more than ${MAX_SPREADSHEET_ROWS} rows with 400, XLSX counted unparsed and CSV`, async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código', 'Tipo']);
    for (let row = 1; row <= MAX_SPREADSHEET_ROWS + 1; row++)
      sheet.addRow([`INC-${row}`, 'Integridade']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const csv = Buffer.from(
      [
        'Código;Tipo',
        ...Array.from({ length: MAX_SPREADSHEET_ROWS + 1 }, (_, i) => `C-${i};Integridade`),
      ].join('\n'),
    );
    for (const [file, type] of [
      [xlsx, XLSX],
      [csv, 'text/csv'],
    ] as const) {
      const refused = await upload('importar', file, type).expect(400);
      expect(refused.body).toMatchObject({
        sucesso: false,
        codigo: 'PLANILHA_LINHAS_DEMAIS',
        maximo: MAX_SPREADSHEET_ROWS,
      });
      expect(refused.body.erro).toContain('Divida-a em arquivos menores');
    }
    expect(await batches()).toBe(0);
  });

  it('refuses bytes that are no zip as an invalid spreadsheet', async () => {
    const refused = await upload('previa', Buffer.from('PK\u0003\u0004 não é um zip')).expect(400);
    expect(refused.body).toMatchObject({ codigo: 'DADOS_INVALIDOS' });
  });
});
