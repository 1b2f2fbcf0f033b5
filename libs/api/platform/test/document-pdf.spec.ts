import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import contentDisposition from 'content-disposition';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { DocumentCell, MonthCell } from '@campo/contracts';
import { DocumentService, type DocumentContent } from '../src';
import { createCompany, createTestApp, readPdf, signIn, XHR } from '../src/testing';

/** Twelve month cells: the months given, then empty ones. */
const months = (...given: Array<MonthCell | ''>): DocumentCell[] =>
  Array.from({ length: 12 }, (_, index) => ({ tipo: 'mes', situacao: given[index] || 'nenhum' }));
const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/**
 * A PMOC-like document (text, the inventory and the annual grid) signed at version 1
 * and edited into an unsigned version 2, printed through the real Chromium.
 */
describe('document PDF (real Chromium)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let listener: Server;
  let port: number;
  const requests: string[] = [];
  const cookies: Record<string, string> = {};
  let documentId: string;
  let foreignId: string;
  let hostile: string[];

  beforeAll(async () => {
    listener = createServer((incoming, response) => {
      requests.push(incoming.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    hostile = [
      `<img src=http://127.0.0.1:${port}/img>`,
      `<iframe src=file:///etc/passwd></iframe>`,
      `<script>document.write('rodou-script')</script>`,
      `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/refresh">`,
    ];

    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db, {
      name: 'Climatização Teste',
      timeZone: 'America/Sao_Paulo',
    });
    for (const [role, name] of [
      ['ADMIN', 'Ana Admin'],
      ['TECNICO', 'Tiago Técnico'],
    ] as const) {
      cookies[role] = (await signIn(app, db, { companyId: company.id, role, name })).api.cookie;
    }
    const content: DocumentContent = {
      secoes: [
        {
          id: 'identificacao',
          titulo: '1. Identificação do imóvel',
          tipo: 'texto',
          html: '<p><strong>Imóvel:</strong> Bloco A</p><p><strong>ART:</strong> <mark class="preencher">[preencher]</mark></p>',
        },
        { id: 'hostil', titulo: '2. Observações', tipo: 'texto', html: '<p>Texto comum.</p>' },
        {
          id: 'inventario',
          titulo: '3. Inventário de equipamentos',
          tipo: 'tabela',
          fonte: 'equipamentos',
          nota: 'equipamentos do contrato, na geração do documento',
          colunas: ['TAG', 'Tipo', 'Capacidade (BTU/h)', 'Setor'],
          linhas: [
            ['AC-101', 'Split', '24.000', 'UTI adulto'],
            ['AC-102', 'Cassete', '36.000', hostile.join(' ')],
          ],
        },
        {
          id: 'cronograma',
          titulo: '4. Cronograma anual 2026',
          tipo: 'tabela',
          fonte: 'cronograma',
          nota: 'cronograma anual calculado na geração do documento',
          colunas: ['TAG', 'Setor', 'Periodicidade', ...MONTHS],
          linhas: [
            [
              'AC-101',
              'UTI adulto',
              'TR',
              ...months('executado', '', '', 'atrasado', '', '', 'planejado', '', '', 'planejado'),
            ],
          ],
        },
      ],
    };
    documentId = await app.get(DocumentService).create(db.manager, company.id, {
      tipo: 'PMOC',
      rotuloTipo: 'Plano de Manutenção, Operação e Controle',
      titulo: 'PMOC 2026 — CT-2026-010',
      referencia: {},
      conteudo: content,
      autorId: null,
    });
    // Rich text stored before sanitizing (an old row, a bug elsewhere): the PDF sanitizes it again.
    const raw = `<p>Antes do ataque.</p>${hostile.join('')}<h1 style="display:none">Estilo removido</h1><p>Depois do ataque.</p>`;
    await db.query(
      `UPDATE documento_versao SET conteudo = jsonb_set(conteudo, '{secoes,1,html}', to_jsonb($3::text)) WHERE empresa_id = $1 AND documento_id = $2`,
      [company.id, documentId, raw],
    );
    await request(app.getHttpServer())
      .post(`/api/documentos/${documentId}/assinar`)
      .set(XHR)
      .set('Cookie', cookies.ADMIN)
      .send({ versao: 1 })
      .expect(200);
    await request(app.getHttpServer())
      .put(`/api/documentos/${documentId}`)
      .set(XHR)
      .set('Cookie', cookies.ADMIN)
      .send({
        versaoBase: 1,
        secoes: [
          { id: 'identificacao', html: '<p><strong>Imóvel:</strong> Bloco A, 3º andar</p>' },
        ],
      })
      .expect(200);

    const other = await createCompany(db);
    foreignId = await app.get(DocumentService).create(db.manager, other.id, {
      tipo: 'PMOC',
      titulo: 'PMOC de outra empresa',
      referencia: {},
      conteudo: { secoes: [] },
      autorId: null,
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  const getPdf = (url: string, role = 'TECNICO') =>
    request(app.getHttpServer()).get(url).set('Cookie', cookies[role]).responseType('blob');

  it('prints the current version: heading, sections, the data tables and "Versão não assinada"; any role may print', async () => {
    const response = await getPdf(`/api/documentos/${documentId}/pdf`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(contentDisposition.parse(response.headers['content-disposition'])).toEqual({
      type: 'inline',
      parameters: { filename: 'PMOC 2026 — CT-2026-010 - v2.pdf' },
    });
    const [current] = await db.query(
      `SELECT encode(sha256, 'hex') AS sha256 FROM documento_versao WHERE documento_id = $1 AND versao = 2`,
      [documentId],
    );

    const text = readPdf(response.body).text.join(' ');
    expect(text).toContain('PMOC · PLANO DE MANUTENÇÃO, OPERAÇÃO E CONTROLE');
    expect(text).toContain('PMOC 2026 — CT-2026-010');
    expect(text).toMatch(
      /Versão 2 Autor da versão Ana Admin Data da versão \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(text).toContain(current.sha256);
    for (const title of [
      '1. Identificação do imóvel',
      '2. Observações',
      '3. Inventário de equipamentos',
      '4. Cronograma anual 2026',
      'Assinaturas',
    ])
      expect(text).toContain(title);
    expect(text).toContain('Imóvel: Bloco A, 3º andar');
    expect(text).toContain('TAG Tipo Capacidade (BTU/h) Setor');
    expect(text).toContain('AC-101 Split 24.000 UTI adulto');
    expect(text).toContain('E Executado Pa Parcial P Planejado A Atrasado Sem manutenção'); // the grid's legend
    expect(text).toContain('AC-101 UTI adulto TR E A P P'); // its cells as letters, blank months empty
    expect(text).toContain('Versão não assinada. Ninguém assinou a versão 2');
    expect(text).not.toContain('Ana Admin Assinou');
    expect(text).not.toContain('assinatura digital'); // a draft says nothing of a digital signature
  });

  it('prints an older version with its signature (who, when, the hash signed) and says which one is current', async () => {
    const response = await getPdf(`/api/documentos/${documentId}/pdf?versao=1`).expect(200);
    expect(
      contentDisposition.parse(response.headers['content-disposition']).parameters.filename,
    ).toBe('PMOC 2026 — CT-2026-010 - v1.pdf');
    const [signed] = await db.query(
      `SELECT encode(sha256, 'hex') AS sha256 FROM documento_assinatura WHERE documento_id = $1`,
      [documentId],
    );
    const text = readPdf(response.body).text.join(' ');
    expect(text).toContain('Versão 1 a versão atual é a 2');
    expect(text).toContain('Assinada (1 assinatura)');
    expect(text).toContain('ART: [preencher]');
    expect(text).toMatch(/Ana Admin Assinou a versão 1 em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`SHA-256 assinado: ${signed.sha256} confere com esta versão`);
    expect(text).not.toContain('Versão não assinada');
    expect(text).toContain('Documento sem assinatura digital'); // the company has no A1 certificate
  });

  it('sanitizes rich text again when printing, prints table cells literally, and nothing reaches the network or the file system', async () => {
    const response = await getPdf(`/api/documentos/${documentId}/pdf?versao=1`).expect(200);
    const text = readPdf(response.body).text.join(' ');
    expect(text).toContain('Antes do ataque. Estilo removido Depois do ataque.'); // the hidden-style heading lost its style, kept its words
    // A table cell is text, never markup (long words may wrap inside the column: compared without whitespace).
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(`AC-102Cassete36.000${hostile.join('')}`.replace(/\s+/g, ''));
    expect(compact.split(hostile[0].replace(/\s+/g, '')).length).toBe(2); // only the table cell: the rich-text copy was removed
    expect(compact.split('rodou-script').length).toBe(2); // likewise
    expect(text).not.toContain('root:');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
  });

  it('answers 400 for a version that is not a positive integer, and 404 for an unknown version or another company’s document', async () => {
    for (const versao of ['0', '-1', '1.5', 'abc', '', '99999999999']) {
      const response = await request(app.getHttpServer())
        .get(`/api/documentos/${documentId}/pdf?versao=${versao}`)
        .set('Cookie', cookies.TECNICO)
        .expect(400);
      expect(response.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    }
    await request(app.getHttpServer())
      .get(`/api/documentos/${documentId}/pdf?versao=1&versao=2`)
      .set('Cookie', cookies.TECNICO)
      .expect(400);
    expect(
      (
        await request(app.getHttpServer())
          .get(`/api/documentos/${documentId}/pdf?versao=3`)
          .set('Cookie', cookies.TECNICO)
          .expect(404)
      ).body.codigo,
    ).toBe('NAO_ENCONTRADO');
    expect(
      (
        await request(app.getHttpServer())
          .get(`/api/documentos/${foreignId}/pdf`)
          .set('Cookie', cookies.TECNICO)
          .expect(404)
      ).body.codigo,
    ).toBe('NAO_ENCONTRADO');
    await request(app.getHttpServer())
      .get(`/api/documentos/nao-e-um-id/pdf`)
      .set('Cookie', cookies.TECNICO)
      .expect(404);
    await request(app.getHttpServer()).get(`/api/documentos/${documentId}/pdf`).expect(401);
  });
});
