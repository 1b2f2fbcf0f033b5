import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { ServiceOrderDetail, TechnicianOrder, VisitReportView } from '@campo/contracts';
import { fieldServiceMigrations, FieldServiceModule } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations, IngestionModule } from '@campo/ingestion';
import { createTestApp, loginAs, type SessionAgent } from '@campo/platform/testing';
import { DemoSeedModule } from '../src';
import { DemoSeedService } from '../src/lib/demo-seed.service';
import { planTechnicianDay } from '../src/lib/technician-day-demo';

// The demo seed spec's password: the demo specs seed the same database, whichever runs first.
const PASSWORD = 'senha-demo-teste';
const RANK = { ATRASADA: 0, HOJE: 1, PROXIMA: 2 } as const;

/** `YYYY-MM-DD` in the demo company's zone. */
const localDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

/**
 * The demo technician has a day of work when `npm start` runs: open app orders allocated
 * to him, read through the technician app's own endpoint, dispatched as the app does.
 */
describe('demo technician’s day', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let technician: SessionAgent;
  let supervisor: SessionAgent;
  let planned: ReturnType<typeof planTechnicianDay>;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule, IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: {
        DEMO_PASSWORD: PASSWORD,
        DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), 'technician-day-')), 'token'),
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    technician = await loginAs(app, { email: 'tecnico@demo.local', password: PASSWORD });
    supervisor = await loginAs(app, { email: 'supervisor@demo.local', password: PASSWORD });
    planned = planTechnicianDay(localDay(new Date()));
  });
  afterAll(() => app.close());

  const myDay = async () =>
    (await technician.get('/api/fs/app/os').expect(200)).body.dados.itens as TechnicianOrder[];

  it('lists the day in the technician app: late first, then today, then tomorrow', async () => {
    const before = Date.now();
    const itens = await myDay();
    const after = Date.now();
    const ranks = itens.map((item) => RANK[item.quando]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const day = planned.map((order) => {
      const item = itens.find((candidate) => candidate.descricao === order.descricao);
      if (!item) throw new Error(`"${order.descricao}" fora do dia do técnico`);
      return item;
    });
    const today = localDay(new Date());
    // Late by the one clock (formulas v3): a call past its contract's response target
    // (AC-002 on CT-2026-002: 2 h; AC-007 on CT-2026-003: 6 h), a scheduled preventive
    // past its time plus the 60 min tolerance. A due time crossed during the request may go either way.
    const RESPONSE_HOURS: Record<string, number> = { 'AC-002': 2, 'AC-007': 6 };
    const due = (item: TechnicianOrder) =>
      item.tipo === 'CORRETIVA'
        ? Date.parse(item.abertura) + RESPONSE_HOURS[item.equipamento!.codigo] * 3_600_000
        : Date.parse(item.agendadaPara!) + 60 * 60_000;
    for (const item of day) {
      const notLate = item.dia <= today ? 'HOJE' : 'PROXIMA';
      if (due(item) < before) expect([item.codigo, item.quando]).toEqual([item.codigo, 'ATRASADA']);
      else if (due(item) > after)
        expect([item.codigo, item.quando]).toEqual([item.codigo, notLate]);
    }
    expect(day.map((item) => item.dia)).toEqual([
      planned[0].abertura.dia,
      today,
      today,
      planned[3].agendadaPara!.dia,
    ]);
    expect(day.map((item) => [item.tipo, item.equipamento?.codigo, item.situacao])).toEqual(
      planned.map((order) => [order.tipo, order.equipamento, 'ABERTA']),
    );
    // Opened yesterday (or at midnight on the 1st): late by its 2 h response target.
    expect(day[0].sla.medida).toBe('chamado');
    if (due(day[0]) < before || due(day[0]) > after)
      expect(day[0].sla.atrasada).toBe(due(day[0]) < before);
    // The preventives are on equipment with a plan: the app shows it.
    for (const item of day.filter((order) => order.tipo === 'PREVENTIVA'))
      expect(item.plano).not.toBeNull();
    // APP- codes from the company's yearly counter, consecutive in the plan's order.
    const numbers = day.map((item) => {
      expect(item.codigo).toMatch(new RegExp(`^APP-${today.slice(0, 4)}-\\d{6}$`));
      return Number(item.codigo.slice(-6));
    });
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));
    const [{ ultimo }] = await db.query(
      `SELECT s.ultimo FROM ordem_servico_sequencia s JOIN companies c ON c.id = s.empresa_id
        WHERE c.name = 'Demo Climatização' AND s.ano = $1`,
      [Number(today.slice(0, 4))],
    );
    expect(Number(ultimo)).toBeGreaterThanOrEqual(numbers[numbers.length - 1]);
  });

  it('was dispatched as the app does: opened by the supervisor, allocated, both in the history', async () => {
    const [first] = (await myDay()).filter((item) => item.descricao === planned[0].descricao);
    const detail: ServiceOrderDetail = (
      await supervisor.get(`/api/fs/ordens/${first.id}`).expect(200)
    ).body.dados;
    expect(detail).toMatchObject({
      origem: 'app',
      situacao: 'ABERTA',
      tecnicos: [{ nome: 'Técnico Demo', atendendo: false }],
    });
    expect(detail.historico.map((event) => [event.acao, event.usuario])).toEqual([
      ['abrir', 'Supervisor Demo'],
      ['alocar', 'Supervisor Demo'],
    ]);
    expect(Date.parse(detail.abertura)).toBeLessThanOrEqual(Date.now());
  });

  it('opens nothing in a past month, and a restart adds nothing while the day is open', async () => {
    const count = async () =>
      Number(
        (
          await db.query(
            `SELECT count(*) AS n FROM ordem_servico o JOIN companies c ON c.id = o.empresa_id
              WHERE c.name = 'Demo Climatização' AND o.origem = 'app' AND o.codigo LIKE 'APP-%'`,
          )
        )[0].n,
      );
    const before = await count();
    await app.get(DemoSeedService).seed();
    expect(await count()).toBe(before);
    const [{ earlier }] = await db.query(
      `SELECT count(*)::int AS earlier FROM ordem_servico o
         JOIN users u ON u.empresa_id = o.empresa_id AND u.email = 'tecnico@demo.local'
         JOIN alocacao a ON a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id AND a.tecnico_id = u.id
        WHERE o.descricao = ANY($1)
          AND o.abertura < date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'`,
      [planned.map((order) => order.descricao)],
    );
    expect(earlier).toBe(0);
  });

  it('has a finished visit with photos, the client’s signature and a sealed report', async () => {
    const [visit] = await db.query(
      `SELECT o.id, o.status FROM ordem_servico o JOIN visita_aceite v ON v.empresa_id = o.empresa_id AND v.ordem_servico_id = o.id
        JOIN companies c ON c.id = o.empresa_id WHERE c.name = 'Demo Climatização'`,
    );
    expect(visit.status).toBe('CONCLUIDA');
    const report = (await supervisor.get(`/api/fs/ordens/${visit.id}/relatorio`).expect(200)).body
      .dados as VisitReportView;
    expect(report.fotos.map((photo) => photo.rotulo)).toEqual(['ANTES', 'DEPOIS']);
    expect(report.aceite).toMatchObject({ tipo: 'ASSINADO', nome: 'Dra. Helena Prado' });
    expect(report.selo?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report.servicos.length).toBeGreaterThan(2);
    expect(report.leituras).toHaveLength(5);
    await app.get(DemoSeedService).seed();
    expect(Number((await db.query(`SELECT count(*) AS n FROM visita_aceite`))[0].n)).toBe(1);
  });
});
