import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createUser } from '@campo/platform/testing';
import { createIngestionApp, createTenant, post } from './support';

const ALL = ['incidente_seguranca', 'ativo_informacao', 'consumo_energia', 'risco_corporativo'];

describe('ingestion writes', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let token: string;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db, 'Empresa A');
    token = (await tenant.issueToken({ entidades: ALL })).token;
  });
  afterAll(() => app.close());

  const count = async (table: string, companyId = tenant.company.id) =>
    (
      await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE empresa_id = $1`, [companyId])
    )[0].n as number;

  it('stores valid rows and refuses invalid ones in the same batch (partial success)', async () => {
    const response = await post(app, token, 'incidente_seguranca', [
      {
        codigo: 'P-1',
        tipo: 'Confidencialidade',
        severidade: 'Alta',
        status: 'Encerrado',
        dataDeteccao: '21/11/2026 14:30',
        dadosPessoaisEnvolvidos: 'Sim',
      },
      { codigo: 'P-2', tipo: 'Ransomware' },
      { codigo: 'P-3', tipo: 'Integridade', dataDeteccao: '31/02/2026' },
    ]).expect(200);
    expect(response.body).toMatchObject({
      sucesso: true,
      mensagem: '3 linhas recebidas: 1 gravada, 2 recusadas.',
      dados: {
        entidade: 'incidente_seguranca',
        modo: 'UPSERT',
        preview: false,
        totalLinhas: 3,
        gravadas: 1,
        recusadas: 2,
        duplicadas: 0,
      },
    });
    const [ok, enumError, dateError] = response.body.dados.resultados;
    expect(ok).toEqual({ linha: 1, status: 'OK', id: expect.any(String), acao: 'CRIADO' });
    expect(enumError).toEqual({
      linha: 2,
      status: 'ERRO',
      erros: [
        'tipo: valor "Ransomware" não reconhecido. Valores aceitos: Confidencialidade, Integridade, Disponibilidade.',
      ],
    });
    expect(dateError.erros[0]).toMatch(/^dataDeteccao: data e hora inválida "31\/02\/2026"/);
    const [stored] = await db.query(`SELECT * FROM incidente_seguranca WHERE id = $1`, [ok.id]);
    expect(stored).toMatchObject({
      empresa_id: tenant.company.id,
      codigo: 'P-1',
      tipo: 'CONFIDENCIALIDADE',
      severidade: 'ALTA',
      status: 'ENCERRADO',
      dados_pessoais_envolvidos: true,
    });
    expect(stored.data_deteccao.toISOString()).toBe('2026-11-21T17:30:00.000Z');
  });

  it('UPSERT: a resend updates in place (same id), an identical resend changes nothing', async () => {
    const first = await post(app, token, 'incidente_seguranca', [
      { codigo: 'U-1', tipo: 'Integridade', titulo: 'A' },
    ]).expect(200);
    const id = first.body.dados.resultados[0].id;
    const [{ atualizado_em: before }] = await db.query(
      `SELECT atualizado_em FROM incidente_seguranca WHERE id = $1`,
      [id],
    );

    const same = await post(app, token, 'incidente_seguranca', [
      { codigo: 'U-1', tipo: 'integridade', titulo: ' A ' },
    ]).expect(200);
    expect(same.body.dados.resultados[0]).toEqual({
      linha: 1,
      status: 'OK',
      id,
      acao: 'INALTERADO',
    });
    const [{ atualizado_em: after }] = await db.query(
      `SELECT atualizado_em FROM incidente_seguranca WHERE id = $1`,
      [id],
    );
    expect(after).toEqual(before);

    const changed = await post(app, token, 'incidente_seguranca', [
      { codigo: 'U-1', tipo: 'Integridade', titulo: 'B' },
    ]).expect(200);
    expect(changed.body.dados.resultados[0]).toEqual({
      linha: 1,
      status: 'OK',
      id,
      acao: 'ATUALIZADO',
    });
    const rows = await db.query(
      `SELECT titulo FROM incidente_seguranca WHERE empresa_id = $1 AND codigo = 'U-1'`,
      [tenant.company.id],
    );
    expect(rows).toEqual([{ titulo: 'B' }]);
  });

  it('UPSERT: the same key twice in one batch applies in order, last wins, both OK with the same id', async () => {
    const response = await post(app, token, 'incidente_seguranca', [
      { codigo: 'D-1', tipo: 'Integridade', titulo: 'primeira' },
      { codigo: 'D-1', tipo: 'Integridade', titulo: 'segunda' },
    ]).expect(200);
    const [a, b] = response.body.dados.resultados;
    expect(a.status).toBe('OK');
    expect(b.status).toBe('OK');
    expect(a.id).toBe(b.id);
    expect(a.aviso).toContain('linha 2');
    const rows = await db.query(
      `SELECT titulo FROM incidente_seguranca WHERE empresa_id = $1 AND codigo = 'D-1'`,
      [tenant.company.id],
    );
    expect(rows).toEqual([{ titulo: 'segunda' }]);
  });

  it('INSERT mode: an existing record and a repeated key are DUPLICADO, not errors and not stored', async () => {
    const insertToken = (
      await tenant.issueToken({ modo: 'INSERT', entidades: ['incidente_seguranca'] })
    ).token;
    await post(app, token, 'incidente_seguranca', [
      { codigo: 'I-1', tipo: 'Integridade', titulo: 'original' },
    ]).expect(200);
    const response = await post(app, insertToken, 'incidente_seguranca', [
      { codigo: 'I-1', tipo: 'Integridade', titulo: 'reenvio' },
      { codigo: 'I-2', tipo: 'Integridade', titulo: 'novo' },
      { codigo: 'I-2', tipo: 'Integridade', titulo: 'repetido' },
    ]).expect(200);
    expect(response.body.dados).toMatchObject({
      modo: 'INSERT',
      gravadas: 1,
      recusadas: 0,
      duplicadas: 2,
    });
    const [existing, created, repeated] = response.body.dados.resultados;
    expect(existing).toMatchObject({ status: 'DUPLICADO', id: expect.any(String) });
    expect(created).toMatchObject({ status: 'OK', acao: 'CRIADO' });
    expect(repeated).toMatchObject({ status: 'DUPLICADO' });
    expect(response.body.mensagem).toBe(
      '3 linhas recebidas: 1 gravada, 0 recusadas, 2 duplicadas.',
    );
    const titles = await db.query(
      `SELECT codigo, titulo FROM incidente_seguranca WHERE empresa_id = $1 AND codigo IN ('I-1','I-2') ORDER BY codigo`,
      [tenant.company.id],
    );
    expect(titles).toEqual([
      { codigo: 'I-1', titulo: 'original' },
      { codigo: 'I-2', titulo: 'novo' },
    ]);
  });

  it('a key of two fields, one a date (consumo_energia): created, updated, unchanged and duplicate rows keep their ids in one batch', async () => {
    const row = (unidade: string, competencia: string, consumoKwh: number) => ({
      unidade,
      competencia,
      consumoKwh,
    });
    const first = await post(app, token, 'consumo_energia', [
      row('K-1', '01/2026', 10),
      row('K-1', '02/2026', 20),
      row('K-2', '01/2026', 30),
    ]).expect(200);
    const ids = first.body.dados.resultados.map((result: { id: string }) => result.id);
    expect(new Set(ids).size).toBe(3);

    const mixed = await post(app, token, 'consumo_energia', [
      row('K-2', '2026-01', 30), // unchanged (the other month spelling)
      row('K-1', '02/2026', 21), // changed
      row('K-3', '01/2026', 40), // new
      row('K-1', '01/2026', 10), // unchanged
    ]).expect(200);
    expect(mixed.body.dados.resultados).toEqual([
      { linha: 1, status: 'OK', id: ids[2], acao: 'INALTERADO' },
      { linha: 2, status: 'OK', id: ids[1], acao: 'ATUALIZADO' },
      { linha: 3, status: 'OK', id: expect.any(String), acao: 'CRIADO' },
      { linha: 4, status: 'OK', id: ids[0], acao: 'INALTERADO' },
    ]);

    const insertToken = (
      await tenant.issueToken({ modo: 'INSERT', entidades: ['consumo_energia'] })
    ).token;
    const inserted = await post(app, insertToken, 'consumo_energia', [
      row('K-1', '02/2026', 99),
      row('K-4', '01/2026', 50),
    ]).expect(200);
    expect(inserted.body.dados.resultados).toEqual([
      {
        linha: 1,
        status: 'DUPLICADO',
        id: ids[1],
        aviso: 'registro já existe; não gravado (modo INSERT).',
      },
      { linha: 2, status: 'OK', id: expect.any(String), acao: 'CRIADO' },
    ]);
  });

  it('preview validates and reports the would-be result but writes nothing, not even history', async () => {
    await post(app, token, 'incidente_seguranca', [
      { codigo: 'PV-OLD', tipo: 'Integridade' },
    ]).expect(200);
    const batchesBefore = await count('import_batches');
    const incidentsBefore = await count('incidente_seguranca');
    const response = await post(
      app,
      token,
      'incidente_seguranca',
      [
        { codigo: 'PV-NEW', tipo: 'Disponibilidade' },
        { codigo: 'PV-OLD', tipo: 'Integridade' },
        { codigo: 'PV-BAD', tipo: 'Phishing' },
      ],
      true,
    ).expect(200);
    expect(response.body.dados).toMatchObject({ preview: true, gravadas: 2, recusadas: 1 });
    expect(response.body.mensagem).toContain('prévia');
    const [fresh, old] = response.body.dados.resultados;
    expect(fresh).toEqual({ linha: 1, status: 'OK', acao: 'CRIADO' });
    expect(old).toMatchObject({ status: 'OK', acao: 'INALTERADO', id: expect.any(String) });
    expect(await count('incidente_seguranca')).toBe(incidentsBefore);
    expect(await count('import_batches')).toBe(batchesBefore);
  });

  it('value rules: Sim/Não spellings, Brazilian numbers, months, empty equals missing, unknown keys warned', async () => {
    const response = await post(app, token, 'consumo_energia', [
      {
        unidade: 'UC-1',
        competencia: '10/2026',
        consumoKwh: '15.234,5',
        custo: 1200.5,
        fonte: 'concessionária',
        observacao: '',
      },
      { unidade: 'UC-1', competencia: '2026-11', consumoKwh: 10, extra: 'x', 'Consumo (kWh)': 9 },
      { unidade: 'UC-2', competencia: '13/2026', consumoKwh: 'muito' },
    ]).expect(200);
    const [october, november, bad] = response.body.dados.resultados;
    expect(october).toMatchObject({ status: 'OK', acao: 'CRIADO' });
    expect(october.aviso).toBeUndefined();
    expect(november.aviso).toContain('campo "extra" desconhecido, ignorado.');
    expect(november.aviso).toContain(
      '"Consumo (kWh)" é o rótulo de um campo; use a chave "consumoKwh"',
    );
    expect(bad.erros).toEqual([
      'competencia: competência inválida "13/2026" (use MM/AAAA).',
      'consumoKwh: número inválido "muito".',
    ]);
    const [stored] = await db.query(
      `SELECT competencia, consumo_kwh, custo, fonte, observacao FROM consumo_energia WHERE id = $1`,
      [october.id],
    );
    expect(stored).toEqual({
      competencia: '2026-10-01',
      consumo_kwh: '15234.5',
      custo: '1200.5',
      fonte: 'REDE',
      observacao: null,
    });
  });

  it('references: an unknown asset or user warns and stores without the link; a known one links', async () => {
    const user = await createUser(db, {
      companyId: tenant.company.id,
      email: 'analista@a.local',
      role: 'TECNICO',
    });
    const asset = await post(app, token, 'ativo_informacao', [
      { codigo: 'SRV-1', nome: 'Servidor' },
    ]).expect(200);
    const response = await post(app, token, 'incidente_seguranca', [
      {
        codigo: 'R-1',
        tipo: 'Integridade',
        ativoAfetado: 'SRV-1',
        responsavel: 'ANALISTA@a.local',
      },
      {
        codigo: 'R-2',
        tipo: 'Integridade',
        ativoAfetado: 'SRV-404',
        responsavel: 'ninguem@a.local',
      },
    ]).expect(200);
    const [linked, unlinked] = response.body.dados.resultados;
    expect(linked.aviso).toBeUndefined();
    expect(unlinked.status).toBe('OK');
    expect(unlinked.aviso).toContain(
      'ativoAfetado: ativo_informacao "SRV-404" não encontrado; gravado sem o vínculo.',
    );
    expect(unlinked.aviso).toContain(
      'responsavel: usuário com e-mail "ninguem@a.local" não encontrado',
    );
    const rows = await db.query(
      `SELECT codigo, ativo_afetado, ativo_afetado_id, responsavel_id FROM incidente_seguranca WHERE codigo IN ('R-1', 'R-2') ORDER BY codigo`,
    );
    expect(rows).toEqual([
      {
        codigo: 'R-1',
        ativo_afetado: 'SRV-1',
        ativo_afetado_id: asset.body.dados.resultados[0].id,
        responsavel_id: user.id,
      },
      { codigo: 'R-2', ativo_afetado: 'SRV-404', ativo_afetado_id: null, responsavel_id: null },
    ]);
  });

  it('tenant isolation: company B writes the same key without touching company A, and cannot link to A’s records', async () => {
    const other = await createTenant(app, db, 'Empresa B');
    const otherToken = (await other.issueToken({ entidades: ['incidente_seguranca'] })).token;
    await post(app, token, 'incidente_seguranca', [
      { codigo: 'T-1', tipo: 'Integridade', titulo: 'de A' },
    ]).expect(200);
    const response = await post(app, otherToken, 'incidente_seguranca', [
      { codigo: 'T-1', tipo: 'Disponibilidade', titulo: 'de B', ativoAfetado: 'SRV-1' },
    ]).expect(200);
    expect(response.body.dados.resultados[0]).toMatchObject({ status: 'OK', acao: 'CRIADO' });
    expect(response.body.dados.resultados[0].aviso).toContain('SRV-1');
    const rows = await db.query(
      `SELECT empresa_id, titulo FROM incidente_seguranca WHERE codigo = 'T-1' ORDER BY titulo`,
    );
    expect(rows).toEqual([
      { empresa_id: tenant.company.id, titulo: 'de A' },
      { empresa_id: other.company.id, titulo: 'de B' },
    ]);
  });

  it('Idempotency-Key: same key and body replays the first answer without writing; another body is 422', async () => {
    const send = (key: string, linhas: unknown) =>
      request(app.getHttpServer())
        .post('/api/ingestao-pub/incidente_seguranca')
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', key)
        .send({ linhas });
    const linhas = [{ codigo: 'K-1', tipo: 'Integridade' }];
    const first = await send('lote-42', linhas).expect(200);
    const batches = await count('import_batches');
    const again = await send('lote-42', linhas).expect(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('import_batches')).toBe(batches);
    const reused = await send('lote-42', [{ codigo: 'K-2', tipo: 'Integridade' }]).expect(422);
    expect(reused.body.codigo).toBe('CHAVE_IDEMPOTENCIA_REUTILIZADA');
  });

  it('rate limit: 60 requests a minute per token, RateLimit headers on every answer, 429 with Retry-After', async () => {
    const limited = (await tenant.issueToken({ entidades: ['incidente_seguranca'] })).token;
    const discover = () =>
      request(app.getHttpServer())
        .get('/api/ingestao-pub/entidades')
        .set('Authorization', `Bearer ${limited}`);
    const first = await discover().expect(200);
    expect(first.headers['ratelimit-limit']).toBe('60');
    expect(first.headers['ratelimit-remaining']).toBe('59');
    for (let i = 0; i < 59; i++) await discover().expect(200);
    const blocked = await discover().expect(429);
    expect(blocked.body).toMatchObject({ sucesso: false, codigo: 'LIMITE_DE_REQUISICOES' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['ratelimit-remaining']).toBe('0');
    // Another token of the same company has its own budget.
    await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
  });

  it('a database-level failure on one row refuses only that row (per-row fallback), nothing half-written', async () => {
    // A rule that only the database knows about, hit by one row of the batch.
    await db.query(
      `ALTER TABLE risco_corporativo ADD CONSTRAINT teste_falha CHECK (titulo IS DISTINCT FROM 'falha-no-banco')`,
    );
    try {
      const response = await post(app, token, 'risco_corporativo', [
        { codigo: 'F-1', titulo: 'ok 1' },
        { codigo: 'F-2', titulo: 'falha-no-banco' },
        { codigo: 'F-3', titulo: 'ok 3' },
      ]).expect(200);
      expect(response.body.dados).toMatchObject({ gravadas: 2, recusadas: 1 });
      expect(response.body.dados.resultados[1]).toEqual({
        linha: 2,
        status: 'ERRO',
        erros: ['não foi possível gravar a linha: valor recusado pelo banco de dados'],
      });
      const codes = await db.query(
        `SELECT codigo FROM risco_corporativo WHERE codigo LIKE 'F-%' ORDER BY codigo`,
      );
      expect(codes).toEqual([{ codigo: 'F-1' }, { codigo: 'F-3' }]);
      const [batch] = await db.query(
        `SELECT gravadas, recusadas FROM import_batches WHERE id = $1`,
        [response.body.dados.loteId],
      );
      expect(batch).toEqual({ gravadas: 2, recusadas: 1 });
    } finally {
      await db.query(`ALTER TABLE risco_corporativo DROP CONSTRAINT teste_falha`);
    }
  });

  it('discovery lists only the token’s entities, with every field descriptor', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const { dados } = response.body;
    expect(dados.token).toEqual({
      nome: 'Sistema de teste',
      prefixo: token.slice(0, 12),
      modo: 'UPSERT',
    });
    expect(dados.maxLinhasPorRequisicao).toBe(500);
    expect(dados.entidades.map((e: { entidade: string }) => e.entidade)).toEqual(ALL);
    const incident = dados.entidades[0];
    expect(incident.endpoint).toBe('POST /api/ingestao-pub/incidente_seguranca');
    const tipo = incident.campos.find((c: { campo: string }) => c.campo === 'tipo');
    expect(tipo).toMatchObject({
      rotulo: 'Tipo',
      obrigatorio: true,
      tipo: 'enum',
      exemplo: 'Confidencialidade',
    });
    expect(tipo.valores.map((v: { rotulo: string }) => v.rotulo)).toEqual([
      'Confidencialidade',
      'Integridade',
      'Disponibilidade',
    ]);
    for (const campo of incident.campos)
      expect(Object.keys(campo)).toEqual(
        expect.arrayContaining(['campo', 'rotulo', 'obrigatorio', 'exemplo']),
      );
  });
});
