import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { canonicalJson } from '@campo/platform';
import { createCompany, createTestApp, type SessionAgent, signIn } from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

describe('PMOC as a versioned, signable platform document', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let contractId: string;
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api } = await signIn(app, db, {
        companyId: company.id,
        role,
        name: `Pessoa ${role}`,
      });
      agents[role] = api;
    }
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome, cnpj, cidade, uf) VALUES ($1, 'C', 'Hospital <Central>', '11222333000181', 'São Paulo', 'SP') RETURNING id`,
      [company.id],
    );
    [{ id: contractId }] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, descricao, responsavel_tecnico) VALUES ($1, 'CT-9', 'C', $2, 'Bloco A', 'Eng. Ana') RETURNING id`,
      [company.id, client.id],
    );
    const [equipment] = await db.query(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo, capacidade_btu, tipo_gas) VALUES ($1, 'AC-1', 'CT-9', $2, 'UTI', 'SPLIT', 24000, 'R-410A') RETURNING id`,
      [company.id, contractId],
    );
    await db.query(
      `INSERT INTO plano_manutencao (empresa_id, equipamento_id, periodicidade, inicio) VALUES ($1, $2, 'TR', '2099-01-10')`,
      [company.id, equipment.id],
    );
  });
  afterAll(() => app.close());

  const as = (role: string) => agents[role];
  let documentId: string;

  it('generates the PMOC of a contract and year with its inventory, grid, legal basis and marked blanks', async () => {
    const response = await as('SUPERVISOR')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2099 })
      .expect(201);
    const document = response.body.dados;
    documentId = document.id;
    expect(document.documentoId).toBe(document.id);
    expect(document).toMatchObject({
      tipo: 'PMOC',
      versao: 1,
      titulo: 'PMOC 2099 — CT-9 (Hospital <Central>)',
      assinaturas: [],
    });
    const sections = Object.fromEntries(
      document.conteudo.secoes.map((section: { id: string }) => [section.id, section]),
    );
    expect(sections.identificacao.html).toContain('Hospital &lt;Central&gt;');
    expect(sections['responsavel-tecnico'].html).toContain('Eng. Ana');
    expect(sections['responsavel-tecnico'].html).toContain('[preencher]'); // registration and ART are unknown: left blank, not invented
    expect(sections.inventario.linhas).toEqual([['AC-1', 'Split', '24.000', 'R-410A', 'UTI', '']]);
    expect(sections.cronograma.linhas[0].slice(0, 7)).toEqual([
      'AC-1',
      'UTI',
      'TR',
      { tipo: 'mes', situacao: 'planejado' },
      { tipo: 'mes', situacao: 'nenhum' },
      { tipo: 'mes', situacao: 'nenhum' },
      { tipo: 'mes', situacao: 'planejado' },
    ]);
    expect(sections['base-legal'].html).toContain('revogada em 2024');
    expect(sections['base-legal'].html).toContain('NBR 17037');
  });

  it('refuses a second PMOC for the same contract and year (409 with its id) and a consolidated one (400)', async () => {
    const again = await as('ADMIN')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2099 })
      .expect(409);
    expect(again.body).toMatchObject({ codigo: 'PMOC_EXISTENTE', documentoId: documentId });
    await as('ADMIN').post('/api/fs/pmoc/gerar').send({ consolidado: true, ano: 2099 }).expect(400);
    await as('TECNICO')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2098 })
      .expect(403);
  });

  it('saves each edit as a new version, sanitizes rich text, and refuses edits to data tables or from a stale version', async () => {
    const edited = await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({
        versaoBase: 1,
        secoes: [
          {
            id: 'ambientes',
            html: '<p>UTI: 120 m², 12 ocupantes<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          },
        ],
      })
      .expect(200);
    expect(edited.body.dados.versao).toBe(2);
    const ambientes = edited.body.dados.conteudo.secoes.find(
      (section: { id: string }) => section.id === 'ambientes',
    );
    expect(ambientes.html).toBe('<p>UTI: 120 m², 12 ocupantes</p>');
    await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 1, secoes: [] })
      .expect(409);
    await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 2, secoes: [{ id: 'inventario', html: 'x' }] })
      .expect(400);
    await as('TECNICO')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 2, secoes: [] })
      .expect(403);
    const versions = await as('TECNICO').get(`/api/documentos/${documentId}/versoes`).expect(200);
    expect(versions.body.dados.map((version: { versao: number }) => version.versao)).toEqual([
      2, 1,
    ]);
    const diff = await as('TECNICO')
      .get(`/api/documentos/${documentId}/diferencas?de=1&para=2`)
      .expect(200);
    const changed = diff.body.dados.secoes.filter(
      (section: { alterada: boolean }) => section.alterada,
    );
    expect(changed.map((section: { id: string }) => section.id)).toEqual(['ambientes']);
    expect(
      changed[0].partes
        .filter((part: { tipo: string }) => part.tipo === 'inserido')
        .map((part: { texto: string }) => part.texto)
        .join(''),
    ).toContain('120');
  });

  it('signs the exact version with its SHA-256; a later edit makes a new unsigned version and the signed one stays intact', async () => {
    const signed = await as('ADMIN')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 2 })
      .expect(200);
    expect(signed.body.dados.assinaturas).toEqual([
      {
        usuario: 'Pessoa ADMIN',
        assinadoEm: expect.any(String),
        versao: 2,
        sha256: signed.body.dados.sha256,
      },
    ]);
    const expectedHash = createHash('sha256')
      .update(
        canonicalJson({ titulo: signed.body.dados.titulo, conteudo: signed.body.dados.conteudo }),
      )
      .digest('hex');
    expect(signed.body.dados.sha256).toBe(expectedHash);

    const edited = await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 2, secoes: [{ id: 'ambientes', html: '<p>UTI: 130 m²</p>' }] })
      .expect(200);
    expect(edited.body.dados).toMatchObject({ versao: 3, assinaturas: [] });
    const old = await as('TECNICO').get(`/api/documentos/${documentId}/versoes/2`).expect(200);
    expect(old.body.dados).toMatchObject({
      versao: 2,
      sha256: expectedHash,
      assinaturas: [expect.objectContaining({ usuario: 'Pessoa ADMIN' })],
    });
    expect(old.body.dados.conteudo).toEqual(signed.body.dados.conteudo);
    await as('ADMIN').post(`/api/documentos/${documentId}/assinar`).send({ versao: 2 }).expect(409);
  });
});
