import type { NestExpressApplication } from '@nestjs/platform-express';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createIngestionApp, createTenant, post } from './support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('spreadsheet import', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db, 'Empresa Planilha');
  });
  afterAll(() => app.close());

  const upload = (entity: string, step: 'previa' | 'importar', file: Buffer, type: string) =>
    tenant
      .adminApi()
      .post(`/api/admin/planilhas/${entity}/${step}`)
      .set('Content-Type', type)
      .send(file);

  const binary = (
    response: request.Response,
    callback: (error: Error | null, body: Buffer) => void,
  ) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  };

  it('offers an XLSX template whose headers are the rótulos, with an example row and the allowed values', async () => {
    const response = await tenant
      .adminApi()
      .get('/api/admin/planilhas/incidente_seguranca/modelo')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toContain(XLSX);
    expect(response.headers['content-disposition']).toContain('modelo-incidente_seguranca.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body);
    const data = workbook.getWorksheet('Dados')!;
    expect((data.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Código', 'Tipo', 'Título']);
    expect(data.getRow(2).getCell(2).value).toBe('Confidencialidade');
    const values = workbook.getWorksheet('Valores aceitos')!;
    const listed = values.getColumn(2).values.slice(2);
    expect(listed).toEqual(
      expect.arrayContaining(['Confidencialidade', 'Integridade', 'Disponibilidade', 'Encerrado']),
    );
  });

  it('previews a Windows-1252 CSV with ; separators using the sheet’s row numbers, then imports it as "Planilha: <name>"', async () => {
    const csv = Buffer.from(
      'Código;Nome;Classificação;Coluna estranha\r\nA-1;Servidor de arquivos;Confidencial;x\r\n;;;\r\nA-2;Notebook;Secreto demais;y\r\n',
      'latin1',
    );
    const preview = await upload('ativo_informacao', 'previa', csv, 'text/csv').expect(200);
    expect(preview.body.dados).toMatchObject({
      preview: true,
      totalLinhas: 2,
      gravadas: 1,
      recusadas: 1,
    });
    expect(preview.body.dados.colunas).toEqual([
      { cabecalho: 'Código', campo: 'codigo' },
      { cabecalho: 'Nome', campo: 'nome' },
      { cabecalho: 'Classificação', campo: 'classificacao' },
      { cabecalho: 'Coluna estranha', campo: null },
    ]);
    const [first, second] = preview.body.dados.resultados;
    expect(first).toMatchObject({ linha: 2, status: 'OK' });
    expect(second).toMatchObject({ linha: 4, status: 'ERRO' });
    expect(second.erros[0]).toContain('Valores aceitos: Pública, Interna, Confidencial, Restrita');
    // Named by the label of its column, as the person filling the sheet knows it (the API says `classificacao:`).
    expect(second.erros[0]).toMatch(/^Classificação: /);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM ativo_informacao WHERE empresa_id = $1`, [
          tenant.company.id,
        ])
      )[0].n,
    ).toBe(0);

    const imported = await upload('ativo_informacao', 'importar', csv, 'text/csv').expect(200);
    expect(imported.body.dados).toMatchObject({ preview: false, gravadas: 1, recusadas: 1 });
    const history = await tenant
      .adminApi()
      .get(`/api/admin/importacoes/${imported.body.dados.loteId}`)
      .expect(200);
    expect(history.body.dados).toMatchObject({
      origem: expect.stringMatching(/^Planilha: /),
      tokenId: null,
      entidade: 'ativo_informacao',
    });
    expect(history.body.dados.linhas).toEqual([
      expect.objectContaining({
        linha: 4,
        status: 'ERRO',
        erros: [expect.stringMatching(/^Classificação: /)],
        dados: { codigo: 'A-2', nome: 'Notebook', classificacao: 'Secreto demais' },
      }),
    ]);
  });

  it('imports a filled XLSX template, reading dates and numbers as typed', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Unidade consumidora', 'Competência', 'Consumo (kWh)', 'Custo (R$)']);
    sheet.addRow(['UC-9', '10/2026', 1234.5, '1.000,25']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('consumo_energia', 'importar', file, XLSX).expect(200);
    expect(response.body.dados.resultados).toEqual([
      expect.objectContaining({ linha: 2, status: 'OK', acao: 'CRIADO' }),
    ]);
    const [stored] = await db.query(
      `SELECT competencia, consumo_kwh, custo FROM consumo_energia WHERE empresa_id = $1`,
      [tenant.company.id],
    );
    expect(stored).toEqual({ competencia: '2026-10-01', consumo_kwh: '1234.5', custo: '1000.25' });
  });

  it('explains an unrelated or broken file instead of failing', async () => {
    const unrelated = await upload(
      'ativo_informacao',
      'previa',
      Buffer.from('foo,bar\n1,2\n'),
      'text/csv',
    ).expect(400);
    expect(unrelated.body.erro).toContain('Nenhum cabeçalho');
    const broken = await upload(
      'ativo_informacao',
      'previa',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      XLSX,
    ).expect(400);
    expect(broken.body.erro).toContain('XLSX');
    await upload('ativo_informacao', 'previa', Buffer.from('Código;Nome\r\n'), 'text/csv').expect(
      400,
    );
    await tenant
      .adminApi()
      .post('/api/admin/planilhas/planeta/previa')
      .set('Content-Type', 'text/csv')
      .send('a')
      .expect(404);
  });

  it('exports the refused rows of a batch with formula-looking cells escaped', async () => {
    const token = await tenant.issueToken({ entidades: ['incidente_seguranca'] });
    const batch = await post(app, token.token, 'incidente_seguranca', [
      { codigo: '=HYPERLINK("http://mal")', tipo: 'Ransomware' },
      { codigo: 'OK-1', tipo: 'Integridade' },
    ]).expect(200);
    const csv = await tenant
      .adminApi()
      .get(`/api/admin/importacoes/${batch.body.dados.loteId}/recusadas?formato=csv`)
      .expect(200);
    expect(csv.headers['content-disposition']).toMatch(/recusadas-incidente_seguranca-.*\.csv/);
    expect(csv.text).toContain(`'=HYPERLINK(""http://mal"")`);
    expect(csv.text).not.toContain('OK-1');
    const xlsx = await tenant
      .adminApi()
      .get(`/api/admin/importacoes/${batch.body.dados.loteId}/recusadas?formato=xlsx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    expect(workbook.worksheets[0].getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://mal")`);
  });
});
