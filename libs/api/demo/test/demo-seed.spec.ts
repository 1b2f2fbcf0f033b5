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
import type { Periodicity, UnitPlanActivity } from '@campo/contracts';
import { ActivityPlanService, dueActivities, fieldServiceMigrations } from '@campo/field-service';
import { DemoSeedService } from '../src/lib/demo-seed.service';
import { namedUuid, namedUuidSql } from '../src/lib/demo-world';
import { isUUID } from 'class-validator';

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
    // The year's gas calls fall on a dozen units drawn afresh each day: the report per
    // sector reads as one with three sectors, which every draw reaches (five on 2026-12-02).
    expect(counts.setores_com_fluido).toBeGreaterThanOrEqual(3);
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
      (SELECT count(*)::int FROM execucao_atividade x
         LEFT JOIN ordem_servico o ON o.empresa_id = x.empresa_id AND o.id = x.ordem_servico_id
         LEFT JOIN companies co ON co.id = o.empresa_id
        WHERE o.id IS NULL OR o.tipo <> 'PREVENTIVA' OR o.status <> 'CONCLUIDA' OR o.equipamento_id <> x.equipamento_id
           OR x.data <> (o.fim_atendimento AT TIME ZONE co.time_zone)::date) AS execucoes_sem_ordem,
      (SELECT count(*)::int FROM checklist_resposta r
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
         LEFT JOIN execucao_atividade x ON x.empresa_id = r.empresa_id AND x.ordem_servico_id = r.ordem_servico_id
                                       AND x.atividade_id = r.atividade_id
        WHERE o.status = 'CONCLUIDA' AND r.atividade_id IS NOT NULL
          AND x.resultado IS DISTINCT FROM CASE WHEN r.conforme THEN 'CONFORME' ELSE 'NAO_CONFORME' END) AS respostas_sem_execucao,
      (SELECT count(*)::int FROM fluido_evento WHERE tipo_evento = 'RETIRADA' AND (destino IS NULL OR cilindro IS NULL))
        AS retirada_sem_destino`);
    expect(broken).toEqual({
      sem_tecnico: 0,
      acima_da_carga: 0,
      execucoes_sem_ordem: 0,
      respostas_sem_execucao: 0,
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

  it('shows each equipment’s last preventive as its activities’ latest execution (one source for page, plan and grid)', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [row] = await db.query(
      `SELECT count(*)::int AS equipamentos,
              count(*) FILTER (WHERE e.ultima_preventiva IS NOT DISTINCT FROM (
                SELECT max(x.data) FROM execucao_atividade x
                 WHERE x.empresa_id = e.empresa_id AND x.equipamento_id = e.id AND x.resultado <> 'NAO_SE_APLICA'))::int AS iguais,
              count(e.ultima_preventiva)::int AS com_data
         FROM equipamento e`,
    );
    expect(row.equipamentos).toBeGreaterThan(0);
    expect(row.iguais).toBe(row.equipamentos);
    expect(row.com_data).toBeGreaterThan(0);
  });

  it('plans every unit by its activities: a start of its own, its type’s catalogue, a visit cadence, one preventive per date carrying what is due', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [row] = await db.query(
      `SELECT count(*)::int AS unidades,
              count(pu.inicio)::int AS com_inicio,
              count(*) FILTER (WHERE e.periodicidade IS NOT NULL)::int AS com_cadencia,
              min((SELECT count(*) FROM plano_atividade pa
                    WHERE pa.empresa_id = e.empresa_id AND pa.equipamento_id = e.id AND pa.ativo))::int AS menos_atividades,
              count(*) FILTER (WHERE e.periodicidade = 'MS')::int AS mensais,
              (SELECT count(*) FROM ordem_servico o WHERE o.empresa_id = co.id AND o.tipo = 'PREVENTIVA'
                  AND o.codigo LIKE 'OS-%' AND o.data_planejada IS NULL)::int AS preventivas_sem_data,
              (SELECT count(*) FROM ordem_servico o WHERE o.empresa_id = co.id AND o.tipo = 'PREVENTIVA'
                  AND o.codigo LIKE 'OS-%' AND o.status <> 'CANCELADA'
                  AND NOT EXISTS (SELECT 1 FROM ordem_atividade oa
                                   WHERE oa.empresa_id = o.empresa_id AND oa.ordem_servico_id = o.id))::int AS preventivas_sem_atividades,
              (SELECT count(*) - count(DISTINCT (o.equipamento_id, o.data_planejada)) FROM ordem_servico o
                WHERE o.empresa_id = co.id AND o.data_planejada IS NOT NULL)::int AS datas_repetidas
         FROM companies co JOIN equipamento e ON e.empresa_id = co.id
         LEFT JOIN plano_unidade pu ON pu.empresa_id = e.empresa_id AND pu.equipamento_id = e.id
        WHERE co.name = $1 GROUP BY co.id`,
      [DEMO_COMPANIES[0].name],
    );
    expect(row).toMatchObject({
      unidades: 60,
      com_inicio: 60,
      com_cadencia: 60,
      preventivas_sem_data: 0,
      preventivas_sem_atividades: 0,
      datas_repetidas: 0,
    });
    // Every type's catalogue has six activities or more; most units are visited monthly.
    expect(row.menos_atividades).toBeGreaterThanOrEqual(6);
    expect(row.mensais).toBeGreaterThan(45);
  });

  it('visits a few units less often than their plan asks (the cadence conflict), the surgical centre’s AC-033 half-yearly, one justified', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    // The visit cadence against the most frequent active activity of the unit's plan.
    const conflicts: Array<{
      codigo: string;
      contrato: string;
      setor: string;
      visita: Periodicity;
      atividade: Periodicity;
      abertas: number;
      justificadas: number;
    }> = await db.query(
      `SELECT e.codigo, c.codigo AS contrato, e.setor, e.periodicidade AS visita, f.periodicidade AS atividade,
              j.abertas, j.justificadas
           FROM equipamento e JOIN contrato c ON c.id = e.contrato_id JOIN companies co ON co.id = e.empresa_id
           CROSS JOIN LATERAL (SELECT pa.periodicidade FROM plano_atividade pa
                                WHERE pa.empresa_id = e.empresa_id AND pa.equipamento_id = e.id AND pa.ativo
                                ORDER BY array_position($2::text[], pa.periodicidade) LIMIT 1) f
           -- Its activities more frequent than the visits, without and with the RT's justification.
           CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE pa.justificativa IS NULL)::int AS abertas,
                                      count(*) FILTER (WHERE pa.justificativa IS NOT NULL)::int AS justificadas
                                 FROM plano_atividade pa
                                WHERE pa.empresa_id = e.empresa_id AND pa.equipamento_id = e.id AND pa.ativo
                                  AND array_position($2::text[], pa.periodicidade) < array_position($2::text[], e.periodicidade)) j
          WHERE co.name = $1 AND array_position($2::text[], e.periodicidade) > array_position($2::text[], f.periodicidade)
          ORDER BY e.codigo`,
      [DEMO_COMPANIES[0].name, ['D', '2D', 'SM', 'QZ', 'MS', 'BM', 'TR', 'QD', 'SE', 'AN']],
    );
    expect(conflicts.length).toBeGreaterThanOrEqual(3);
    expect(conflicts.length).toBeLessThanOrEqual(8);
    const unit = (codigo: string) => conflicts.find((conflict) => conflict.codigo === codigo);
    expect(unit('AC-033')).toMatchObject({
      contrato: 'CT-2026-001',
      setor: 'Centro cirúrgico',
      visita: 'SE',
      atividade: 'MS',
      justificadas: 0,
    });
    expect(unit('AC-033')?.abertas).toBeGreaterThanOrEqual(4);
    // One resolved by the RT's justification (the PMOC prints it), the others open.
    expect(unit('AC-006')).toMatchObject({ visita: 'AN', abertas: 0 });
    expect(unit('AC-006')?.justificadas).toBeGreaterThan(0);
    expect(conflicts.filter((conflict) => conflict.abertas > 0).length).toBe(conflicts.length - 1);
    expect(
      conflicts.filter(
        (unit) => unit.contrato === 'CT-2026-002' && unit.setor === 'Centro cirúrgico',
      ),
    ).toHaveLength(1);
  });

  it('answers each finished preventive with the activities due at it by the checklist’s rule, now and then one left undone', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [company] = await db.query(
      `SELECT id, time_zone AS "timeZone" FROM companies WHERE name = $1`,
      [DEMO_COMPANIES[0].name],
    );
    const activities: Array<UnitPlanActivity & { equipamentoId: string; inicio: string }> =
      await db.query(
        `SELECT equipamento_id AS "equipamentoId", atividade_id AS "atividadeId", descricao, periodicidade, ativo, inicio::text
         FROM plano_atividade WHERE empresa_id = $1 ORDER BY ordem, criado_em, descricao`,
        [company.id],
      );
    // The plan's answers only: a care area's reading answers its room's parameters, not an
    // activity (the demo's surgical-centre reading is on today's visit, concluded or not by
    // the hour the seed runs).
    const visits: Array<{
      id: string;
      equipamentoId: string;
      dia: string;
      respostas: Array<{ atividadeId: string; item: string }>;
      carregadas: string[];
    }> = await db.query(
      `SELECT o.id, o.equipamento_id AS "equipamentoId", (o.fim_atendimento AT TIME ZONE $2)::date::text AS dia,
                coalesce((SELECT json_agg(json_build_object('atividadeId', r.atividade_id, 'item', r.item))
                            FROM checklist_resposta r WHERE r.empresa_id = o.empresa_id AND r.ordem_servico_id = o.id
                             AND r.atividade_id IS NOT NULL), '[]') AS respostas,
                coalesce((SELECT array_agg(oa.atividade_id::text ORDER BY oa.ordem) FROM ordem_atividade oa
                           WHERE oa.empresa_id = o.empresa_id AND oa.ordem_servico_id = o.id), '{}') AS carregadas
           FROM ordem_servico o
          WHERE o.empresa_id = $1 AND o.tipo = 'PREVENTIVA' AND o.status = 'CONCLUIDA' AND o.codigo LIKE 'OS-%'
          ORDER BY o.fim_atendimento`,
      [company.id, company.timeZone],
    );
    const catalogue = new Map<string, string>(
      (
        await db.query(`SELECT id, descricao FROM atividade_catalogo WHERE empresa_id = $1`, [
          company.id,
        ])
      ).map((row: { id: string; descricao: string }) => [row.id, row.descricao]),
    );
    const figures = { visits: 0, due: 0, answered: 0, leftUndone: 0, notDue: [] as string[] };
    const last = new Map<string, Map<string, string>>();
    for (const visit of visits) {
      // The plan as it was at the visit: an activity that starts later (a care area's, from
      // the day its room was marked) was not in it yet.
      const whole = activities.filter((activity) => activity.equipamentoId === visit.equipamentoId);
      const plan = whole.filter((activity) => activity.inicio <= visit.dia);
      const executed = last.get(visit.equipamentoId) ?? new Map<string, string>();
      const due = dueActivities(plan, executed, whole[0].inicio, visit.dia);
      // The order carries what is due at it, and the checklist answers those.
      expect(visit.carregadas).toEqual(due.map((activity) => activity.atividadeId));
      for (const answer of visit.respostas) {
        const activity = due.find((one) => one.atividadeId === answer.atividadeId);
        // A care area's activity reads the class's description now; the answer kept the type's.
        if (
          !activity ||
          ![activity.descricao, catalogue.get(answer.atividadeId)].includes(answer.item)
        )
          figures.notDue.push(`${visit.id} ${answer.item}`);
        executed.set(answer.atividadeId, visit.dia);
      }
      last.set(visit.equipamentoId, executed);
      figures.visits += 1;
      figures.due += due.length;
      figures.answered += visit.respostas.length;
      if (visit.respostas.length < due.length) figures.leftUndone += 1;
      expect(due.length - visit.respostas.length).toBeLessThanOrEqual(1);
    }
    expect(figures.notDue).toEqual([]);
    expect(figures.visits).toBeGreaterThan(400);
    // Every visit asks something (a fortnightly unit's filters at each visit).
    expect(visits.filter((visit) => visit.respostas.length === 0)).toEqual([]);
    expect(figures.leftUndone).toBeGreaterThan(0);
    expect(figures.leftUndone / figures.visits).toBeLessThan(0.1);
    if (process.env.SHOW_FIGURES) console.info(JSON.stringify({ ...figures, notDue: undefined }));
  });

  it('misses some monthly activities: in some past month a unit’s monthly activity has no execution, though most are done', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    // Each whole month since the plans' start: the active monthly activities of units planned
    // from before it, and those of them executed within it.
    const months: Array<{ mes: string; devidas: number; feitas: number }> = await db.query(
      `WITH co AS (SELECT id, time_zone FROM companies WHERE name = $1),
            meses AS (SELECT generate_series(date_trunc('month', min(pu.inicio)) + interval '1 month',
                                             date_trunc('month', now() AT TIME ZONE (SELECT time_zone FROM co)) - interval '1 month',
                                             interval '1 month')::date AS mes
                        FROM plano_unidade pu WHERE pu.empresa_id = (SELECT id FROM co))
       SELECT to_char(m.mes, 'YYYY-MM') AS mes, count(*)::int AS devidas,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM execucao_atividade x
                 WHERE x.empresa_id = pa.empresa_id AND x.equipamento_id = pa.equipamento_id AND x.atividade_id = pa.atividade_id
                   AND x.data >= m.mes AND x.data < m.mes + interval '1 month'))::int AS feitas
         FROM meses m JOIN plano_atividade pa ON pa.empresa_id = (SELECT id FROM co) AND pa.ativo
                                           AND pa.periodicidade = 'MS' AND pa.inicio < m.mes
        GROUP BY m.mes ORDER BY m.mes`,
      [DEMO_COMPANIES[0].name],
    );
    expect(months.length).toBeGreaterThanOrEqual(10);
    const due = months.reduce((sum, month) => sum + month.devidas, 0);
    const done = months.reduce((sum, month) => sum + month.feitas, 0);
    expect(months.some((month) => month.feitas < month.devidas)).toBe(true);
    expect(done / due).toBeGreaterThan(0.7);
    expect(done / due).toBeLessThan(0.99);
    if (process.env.SHOW_FIGURES) console.info(JSON.stringify(months));
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
      seedFieldServiceDemo(
        manager,
        other,
        [{ id: technician.id, email: technician.email }],
        app.get(ActivityPlanService),
      ),
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

describe('demo seed: refrigerant cylinders and ids', () => {
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

  it('links every charge to a supply cylinder of its gas and sends the recovery cylinder to a reclaimer with its certificate', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    await app.get(DemoSeedService).seed();
    const [company] = await db.query(`SELECT id FROM companies WHERE name = $1`, [
      DEMO_COMPANIES[0].name,
    ]);
    const supply: Array<{ tipo_gas: string; total: number; ativos: number; excedidos: number }> =
      await db.query(
        `SELECT c.tipo_gas, count(*)::int AS total, count(*) FILTER (WHERE c.ativo)::int AS ativos,
                count(*) FILTER (WHERE c.massa_kg < (SELECT coalesce(sum(e.quantidade_kg), 0) FROM fluido_evento e
                                                      WHERE e.empresa_id = c.empresa_id AND e.cilindro_id = c.id))::int AS excedidos
           FROM fluido_cilindro c
          WHERE c.empresa_id = $1 AND c.finalidade = 'CARGA' AND c.fornecedor IS NOT NULL AND c.nota_fiscal IS NOT NULL
            AND c.lote IS NOT NULL
          GROUP BY 1 ORDER BY 1`,
        [company.id],
      );
    expect(supply.map((row) => row.tipo_gas)).toEqual(['R-22', 'R-32', 'R-410A']);
    // One cylinder of each gas in use; none charged beyond its mass.
    expect(supply.every((row) => row.ativos === 1 && row.excedidos === 0)).toBe(true);
    const [links] = await db.query(
      `SELECT count(*) FILTER (WHERE e.tipo_evento = 'RECARGA' AND e.cilindro_id IS NULL)::int AS soltas,
              count(*) FILTER (WHERE e.cilindro_id IS NOT NULL AND c.tipo_gas <> e.tipo_gas)::int AS outro_gas
         FROM fluido_evento e LEFT JOIN fluido_cilindro c ON c.empresa_id = e.empresa_id AND c.id = e.cilindro_id
        WHERE e.empresa_id = $1`,
      [company.id],
    );
    expect(links).toEqual({ soltas: 0, outro_gas: 0 });

    const destinations: Array<{
      destino: string;
      cnpj: string;
      certificado: string;
      tipo: string;
    }> = await db.query(
      `SELECT d.destino, d.destinatario_cnpj AS cnpj, d.certificado_numero AS certificado, a.tipo_conteudo AS tipo
           FROM fluido_destinacao d JOIN fluido_cilindro c ON c.empresa_id = d.empresa_id AND c.id = d.cilindro_id
           JOIN arquivo a ON a.empresa_id = d.empresa_id AND a.id = d.arquivo_id
          WHERE d.empresa_id = $1 AND c.finalidade = 'RECOLHIMENTO'`,
      [company.id],
    );
    expect(destinations).toEqual([
      {
        destino: 'REGENERACAO',
        cnpj: '11444777000161',
        certificado: expect.stringMatching(/^CR-\d{4}-0458$/),
        tipo: 'application/pdf',
      },
    ]);
    // Seeding again records nothing twice.
    await app.get(DemoSeedService).seed();
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM fluido_destinacao WHERE empresa_id = $1`,
      [company.id],
    );
    expect(n).toBe(1);
  });

  it('names the same id in TypeScript and in SQL', async () => {
    const [{ id }] = await app
      .get<DataSource>(getDataSourceToken())
      .query(`SELECT ${namedUuidSql(`$1 || ':' || $2`)}::text AS id`, ['empresa', 'cilindro-01']);
    expect(id).toBe(namedUuid('empresa', 'cilindro-01'));
    expect(isUUID(id, '4')).toBe(true);
  });

  // The API's validators (class-validator's IsUUID) refuse an id without its version and
  // variant: a demo id the phone sends back (a cylinder, a unit) must pass them.
  it('gives every row of the demo company an id the API accepts back', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    const [company] = await db.query(`SELECT id FROM companies WHERE name = $1`, [
      DEMO_COMPANIES[0].name,
    ]);
    const columns: Array<{ tabela: string; coluna: string }> = await db.query(
      `SELECT c.table_name AS tabela, c.column_name AS coluna
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type = 'uuid' AND c.column_name <> 'empresa_id'
          AND EXISTS (SELECT 1 FROM information_schema.columns e
                       WHERE e.table_schema = c.table_schema AND e.table_name = c.table_name AND e.column_name = 'empresa_id')
        ORDER BY 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const { tabela, coluna } of columns) {
      const ids: Array<{ id: string }> = await db.query(
        `SELECT DISTINCT "${coluna}"::text AS id FROM "${tabela}" WHERE empresa_id = $1 AND "${coluna}" IS NOT NULL`,
        [company.id],
      );
      for (const { id } of ids) if (!isUUID(id, 'all')) refused.push(`${tabela}.${coluna} ${id}`);
    }
    expect(refused).toEqual([]);
  });
});
