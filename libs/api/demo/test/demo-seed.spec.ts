import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, createUser, XHR } from '@campo/platform/testing';
import { DEMO_CLIENT_USER, DEMO_COMPANIES, DemoSeedModule } from '../src';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashToken, INGESTION_HTTP_OPTIONS, ingestionMigrations } from '@campo/ingestion';
import { fieldServiceMigrations } from '@campo/field-service';
import { DemoSeedService } from '../src/lib/demo-seed.service';

const tokenFile = join(mkdtempSync(join(tmpdir(), 'demo-seed-')), 'token');

describe('demo seed', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: { DEMO_PASSWORD: 'senha-demo-teste', DEMO_TOKEN_FILE: tokenFile },
    });
  });
  afterAll(() => app.close());

  it('creates both demo companies and lets every demo user sign in with the configured password', async () => {
    const companies = await app
      .get<DataSource>(getDataSourceToken())
      .query('SELECT name FROM companies ORDER BY name');
    expect(companies.map((row: { name: string }) => row.name)).toEqual([
      'Demo Climatização',
      'Outra Empresa',
    ]);
    for (const user of DEMO_COMPANIES.flatMap((company) => company.users)) {
      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set(XHR)
        .send({ email: user.email, senha: 'senha-demo-teste' })
        .expect(200);
      expect(response.body.dados.usuario.papel).toBe(user.role);
    }
    // The portal's demo login: a person of the client CLI-001.
    const client = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set(XHR)
      .send({ email: DEMO_CLIENT_USER.email, senha: 'senha-demo-teste' })
      .expect(200);
    expect(client.body.dados.usuario).toMatchObject({
      papel: 'CLIENTE',
      clienteId: expect.any(String),
    });
  });

  it('is idempotent: running it again creates nothing new', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    await app.get(DemoSeedService).seed();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM users');
    // The companies' users and the portal's client user.
    expect(count).toBe(DEMO_COMPANIES.flatMap((company) => company.users).length + 1);
    // Its own token only: the home spec seeds the same database with a token file of its own.
    const [{ tokens }] = await db.query(
      'SELECT count(*)::int AS tokens FROM ingestion_tokens WHERE secret_hash = $1',
      [hashToken(readFileSync(tokenFile, 'utf8').trim())],
    );
    expect(tokens).toBe(1);
  });

  it('gives the demo company a year of field service: contracts, equipment, orders, allocations, checklists', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [counts] = await db.query(`SELECT
      (SELECT count(*)::int FROM contrato) AS contratos, (SELECT count(*)::int FROM equipamento) AS equipamentos,
      (SELECT count(*)::int FROM ordem_servico) AS ordens, (SELECT count(*)::int FROM alocacao) AS alocacoes,
      (SELECT count(*)::int FROM checklist_resposta WHERE NOT conforme) AS nao_conformes,
      (SELECT count(DISTINCT causa_raiz)::int FROM ordem_servico) AS causas,
      (SELECT count(DISTINCT setor)::int FROM fluido_evento) AS setores_com_fluido,
      (SELECT count(DISTINCT tipo_gas)::int FROM fluido_evento) AS gases`);
    expect(counts).toMatchObject({ contratos: 4, equipamentos: 60 });
    expect(counts.ordens).toBeGreaterThan(700);
    expect(counts.alocacoes).toBeGreaterThan(counts.ordens * 0.8);
    expect(counts.nao_conformes).toBeGreaterThan(20);
    expect(counts.causas).toBe(8);
    expect(counts.setores_com_fluido).toBeGreaterThan(5);
    expect(counts.gases).toBe(3);
  });

  it('stores the world by its rules: the lead technician on attended orders, gas below the charge, executions tied to their orders', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [broken] = await db.query(`SELECT
      (SELECT count(*)::int FROM ordem_servico o WHERE o.inicio_atendimento IS NOT NULL AND (o.tecnico_id IS NULL
         OR NOT EXISTS (SELECT 1 FROM alocacao a WHERE a.ordem_servico_id = o.id AND a.tecnico_id = o.tecnico_id AND a.km = o.km))
      ) AS sem_tecnico,
      (SELECT count(*)::int FROM fluido_evento f JOIN equipamento e ON e.id = f.equipamento_id
        WHERE f.quantidade_kg >= e.carga_gas_kg OR e.carga_gas_kg IS NULL) AS acima_da_carga,
      (SELECT count(*)::int FROM execucao_preventiva x JOIN ordem_servico o ON o.id = x.ordem_servico_id
        WHERE o.tipo <> 'PREVENTIVA' OR o.status <> 'CONCLUIDA') AS execucoes_sem_ordem,
      (SELECT count(*)::int FROM fluido_evento WHERE tipo_evento = 'RETIRADA' AND (destino IS NULL OR cilindro IS NULL))
        AS retirada_sem_destino`);
    expect(broken).toEqual({
      sem_tecnico: 0,
      acima_da_carga: 0,
      execucoes_sem_ordem: 0,
      retirada_sem_destino: 0,
    });
    // The review list's one example, flagged on purpose (a leak typed twice).
    const flagged = await db.query(
      `SELECT tipo_evento, revisao, sinais->0->>'codigo' AS sinal FROM fluido_evento WHERE jsonb_array_length(sinais) > 0`,
    );
    expect(flagged).toEqual([
      { tipo_evento: 'VAZAMENTO', revisao: 'PENDENTE', sinal: 'DUPLICATA_PROVAVEL' },
    ]);
    const statuses = await db.query(
      `SELECT DISTINCT status FROM ordem_servico WHERE abertura >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo' ORDER BY status`,
    );
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(
      expect.arrayContaining(['ABERTA', 'CANCELADA', 'EM_ATENDIMENTO']),
    );
  });

  it('has a leak alert (EPA rolling average above 10 %) on a few units only, and some within the limit', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    // At each recharge: kg added in the 365 days up to it ÷ full charge (as the annual report computes it).
    const rows: Array<{ codigo: string; taxa: number }> = await db.query(`
      SELECT q.codigo, max(100 * r.kg_365 / q.carga_gas_kg)::float AS taxa FROM (
        SELECT f.equipamento_id, f.data_evento,
               sum(f.quantidade_kg) OVER (PARTITION BY f.equipamento_id ORDER BY f.data_evento
                                          RANGE BETWEEN interval '364 days' PRECEDING AND CURRENT ROW) AS kg_365
          FROM fluido_evento f WHERE f.tipo_evento = 'RECARGA' AND f.excluido_em IS NULL) r
      JOIN equipamento q ON q.id = r.equipamento_id
      GROUP BY q.codigo ORDER BY 2 DESC`);
    const flagged = rows.filter((row) => row.taxa > 10);
    expect(flagged.length).toBeGreaterThanOrEqual(1);
    expect(flagged.length).toBeLessThanOrEqual(3);
    expect(rows.length - flagged.length).toBeGreaterThanOrEqual(1);
  });

  it('names one demo user, with a CREA registration, as the responsável técnico of every contract, each with its ART', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const rows = await db.query(
      `SELECT c.codigo, u.email, u.registro_profissional, c.responsavel_tecnico, c.registro_responsavel, c.art
         FROM contrato c LEFT JOIN users u ON u.id = c.responsavel_tecnico_id ORDER BY c.codigo`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        email: 'marina@demo.local',
        registro_profissional: 'CREA-SP 5069876543',
        responsavel_tecnico: 'Eng. Marina Costa',
        registro_responsavel: 'CREA-SP 5069876543',
        art: expect.stringMatching(/^2820\d{13}$/),
      });
    }
    expect(new Set(rows.map((row: { art: string }) => row.art)).size).toBe(rows.length);
  });

  it('shows each equipment’s last preventive as its plans’ latest execution (one source for page, plan and grid)', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [row] = await db.query(
      `SELECT count(*)::int AS equipamentos,
              count(*) FILTER (WHERE e.ultima_preventiva IS NOT DISTINCT FROM (
                SELECT max(x.data) FROM execucao_preventiva x JOIN plano_manutencao p ON p.id = x.plano_id
                 WHERE p.equipamento_id = e.id))::int AS iguais,
              count(e.ultima_preventiva)::int AS com_data
         FROM equipamento e`,
    );
    expect(row.equipamentos).toBeGreaterThan(0);
    expect(row.iguais).toBe(row.equipamentos);
    expect(row.com_data).toBeGreaterThan(0);
  });

  it('writes a working demo ingestion token, with every entity in scope, to DEMO_TOKEN_FILE', async () => {
    expect(existsSync(tokenFile)).toBe(true);
    const token = readFileSync(tokenFile, 'utf8').trim();
    const response = await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body.dados.token.nome).toBe('Integração de demonstração');
    expect(response.body.dados.entidades).toHaveLength(10);
  });

  it('seeds again whatever the demo user changed: renamed company, edited fluid events and equipment', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [{ id }] = await db.query(`SELECT id FROM companies WHERE name = 'Demo Climatização'`);
    const counts = () =>
      db.query(
        `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM users)::int AS users,
                (SELECT count(*) FROM fluido_evento)::int AS fluid, (SELECT count(*) FROM equipamento)::int AS equipment`,
      );
    const before = await counts();
    // The other spec files of this run read the same demo company: put back what is edited.
    const events: Array<{ id: string; kg: string; setor: string }> = await db.query(
      `SELECT id, quantidade_kg::text AS kg, setor FROM fluido_evento WHERE empresa_id = $1 ORDER BY id LIMIT 5`,
      [id],
    );
    const units: Array<{ id: string; codigo: string; descricao: string | null }> = await db.query(
      `SELECT id, codigo, descricao FROM equipamento WHERE empresa_id = $1 ORDER BY id LIMIT 3`,
      [id],
    );
    try {
      await db.query(`UPDATE companies SET name = 'Climatização Renomeada' WHERE id = $1`, [id]);
      await db.query(
        `UPDATE fluido_evento SET quantidade_kg = quantidade_kg + 0.1, setor = 'Editado'
          WHERE id = ANY($1::uuid[])`,
        [events.map((event) => event.id)],
      );
      await db.query(
        `UPDATE equipamento SET descricao = 'Editado', codigo = codigo || '-E' WHERE id = ANY($1::uuid[])`,
        [units.map((unit) => unit.id)],
      );
      await app.get(DemoSeedService).seed();
      await app.get(DemoSeedService).seed();
      expect(await counts()).toEqual(before);
    } finally {
      await db.query(`UPDATE companies SET name = 'Demo Climatização' WHERE id = $1`, [id]);
      for (const event of events) {
        await db.query(`UPDATE fluido_evento SET quantidade_kg = $2, setor = $3 WHERE id = $1`, [
          event.id,
          event.kg,
          event.setor,
        ]);
      }
      for (const unit of units) {
        await db.query(`UPDATE equipamento SET codigo = $2, descricao = $3 WHERE id = $1`, [
          unit.id,
          unit.codigo,
          unit.descricao,
        ]);
      }
    }
  });

  it('seeds the field-service demo of a second company too: the world’s fluid event ids are made its own', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const other = (await createCompany(db, { name: 'Outra demo' })).id;
    const technician = await createUser(db, { companyId: other, role: 'TECNICO' });
    const { seedFieldServiceDemo } = await import('../src/lib/field-service-demo');
    const created = await db.transaction((manager) =>
      seedFieldServiceDemo(manager, other, [{ id: technician.id, email: technician.email }]),
    );
    const [{ fluid }] = await db.query(
      `SELECT count(*)::int AS fluid FROM fluido_evento WHERE empresa_id = $1`,
      [other],
    );
    expect(created.fluidEvents).toBeGreaterThan(0);
    expect(fluid).toBe(created.fluidEvents);
  });

  it('puts two client requests in the supervisor’s queue, one with a photo, and never twice', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    await app.get(DemoSeedService).seed();
    const rows: Array<{ origem: string; situacao: string; foto: boolean }> = await db.query(
      `SELECT s.origem, s.situacao, s.foto_arquivo_id IS NOT NULL AS foto
         FROM solicitacao s JOIN companies c ON c.id = s.empresa_id
        WHERE c.name = $1 ORDER BY s.codigo`,
      [DEMO_COMPANIES[0].name],
    );
    expect(rows).toEqual([
      { origem: 'PORTAL', situacao: 'ABERTA', foto: true },
      { origem: 'QR', situacao: 'ABERTA', foto: false },
    ]);
  });
});
