import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type {
  DocumentSummary,
  FluidReport,
  HomeOverview,
  IndoorAirAnalysisSummary,
  IndoorAirSchedule,
  IngestionTokenView,
  ScheduleGrid,
} from '@campo/contracts';
import { fieldServiceMigrations, FieldServiceModule } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations, IngestionModule } from '@campo/ingestion';
import { createTestApp, loginAs, type SessionAgent } from '@campo/platform/testing';
import { DemoSeedModule } from '../src';

const DAY_MS = 24 * 60 * 60 * 1000;
// The demo seed spec's password: both specs seed the same database, whichever runs first.
const PASSWORD = 'senha-demo-teste';

/**
 * The home page's counts on the demo company, each checked against the screen it links to
 * (the schedule, the fluid report, the document list, the token list) or, where no API
 * lists it, against SQL written independently of the home's repository.
 */
describe('home page on the demo data', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;
  let technician: SessionAgent;
  let home: HomeOverview;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule, IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: {
        DEMO_PASSWORD: PASSWORD,
        DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), 'home-')), 'token'),
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    admin = await loginAs(app, { email: 'admin@demo.local', password: PASSWORD });
    technician = await loginAs(app, { email: 'tecnico@demo.local', password: PASSWORD });
    // Two tokens: one expires within 30 days, the other after.
    for (const [nome, days] of [
      ['Expira logo', 10],
      ['Expira depois', 45],
    ] as const) {
      await admin
        .post('/api/admin/tokens-ingestao')
        .send({
          nome,
          entidades: ['equipamento'],
          expiraEm: new Date(Date.now() + days * DAY_MS).toISOString(),
        })
        .expect(201);
    }
    home = (await admin.get('/api/fs/inicio').expect(200)).body.dados;
  });
  afterAll(async () => {
    // Leave the demo as seeded (the seed spec counts its tokens).
    await db.query(`DELETE FROM ingestion_tokens WHERE name IN ('Expira logo', 'Expira depois')`);
    await app.close();
  });

  it('counts the overdue preventives of the schedule it links to, naming the worst equipment', async () => {
    const grid: ScheduleGrid = (
      await admin.get(`/api/fs/cronograma?ano=${home.hoje.slice(0, 4)}`).expect(200)
    ).body.dados;
    // A month owes a preventive when a date was missed: late, or partial in a month already past.
    const currentMonth = Number(grid.hoje.slice(5, 7)) - 1;
    const late = grid.linhas
      .map((row) => ({
        codigo: row.codigo,
        meses: row.meses.filter(
          (cell, month) => cell === 'atrasado' || (cell === 'parcial' && month < currentMonth),
        ).length,
      }))
      .filter((row) => row.meses > 0);
    const most = Math.max(...late.map((row) => row.meses));
    expect(home.atencao.preventivasAtrasadas.meses).toBe(
      late.reduce((sum, row) => sum + row.meses, 0),
    );
    expect(home.atencao.preventivasAtrasadas.equipamentos).toBe(late.length);
    expect(home.atencao.preventivasAtrasadas.meses).toBeGreaterThan(0);
    expect(home.atencao.preventivasAtrasadas.pior?.meses).toBe(most);
    expect(
      late.find((row) => row.codigo === home.atencao.preventivasAtrasadas.pior?.codigo)?.meses,
    ).toBe(most);
  });

  it("counts the leak alerts of this year's fluid report", async () => {
    const report: FluidReport = (
      await admin.get(`/api/fs/fluidos/relatorio-anual?ano=${home.hoje.slice(0, 4)}`).expect(200)
    ).body.dados;
    expect(home.atencao.alertasVazamento).toEqual({
      equipamentos: report.taxasDeVazamento.filter((rate) => rate.acimaDoLimite).length,
      limitePercentual: report.limiteTaxaPercentual,
    });
  });

  it('shows the refrigerant log under Brazilian rules on the demo: CTF/APP, a leak flag answered, R-22 units, a destination with its certificate', async () => {
    const year = home.hoje.slice(0, 4);
    const report: FluidReport = (
      await admin.get(`/api/fs/fluidos/relatorio-anual?ano=${year}`).expect(200)
    ).body.dados;
    expect(report.ctfApp).toBe('5123467');
    expect(report.hcfcEquipamentos.length).toBeGreaterThan(0);
    expect(report.hcfcEquipamentos.every((unit) => unit.tipoGas === 'R-22')).toBe(true);
    // Whatever the date: of two or more units flagged, exactly one is answered by a repair.
    const flags = report.taxasDeVazamento.flatMap((rate) => rate.sinalVazamento ?? []);
    const repaired = flags.filter((flag) => flag.situacao === 'REPARADO');
    expect(repaired.length).toBe(flags.length > 0 ? 1 : 0);
    if (flags.length > 1) expect(flags.length - repaired.length).toBeGreaterThan(0);
    for (const flag of repaired) {
      expect((flag.reparo?.data ?? '') >= flag.desde).toBe(true);
      expect(flag.reparo?.testeEstanqueidade).toContain('Nitrogênio');
    }
    // Every line of the balance states its method; a recovery went out with its certificate.
    expect(
      report.balanco.linhas.every((line) => ['BALANCO_DE_MASSA', 'RECARGAS'].includes(line.metodo)),
    ).toBe(true);
    const [{ certificados }] = await db.query(
      `SELECT count(*)::int AS certificados FROM fluido_evento
        WHERE tipo_evento = 'RETIRADA' AND destino IN ('REGENERACAO', 'DESTRUICAO') AND certificado IS NOT NULL`,
    );
    expect(certificados).toBeGreaterThan(0);
  });

  it('warns of the demo’s indoor-air analyses: the surgical centre failing, the shopping centre due, the offices never analysed', async () => {
    const schedule: IndoorAirSchedule[] = (
      await admin.get('/api/fs/qualidade-ar/agenda').expect(200)
    ).body.dados;
    const byContract = Object.fromEntries(schedule.map((item) => [item.contrato, item]));
    // Failed: não conforme (not "em dia") until a re-test passes, with its date.
    expect(byContract['CT-2026-001']).toMatchObject({
      reprovada: true,
      situacao: 'NAO_CONFORME',
      ambientesPendentes: ['AMB-02', 'AMB-03'],
    });
    expect(byContract['CT-2026-001'].retesteAte).not.toBeNull();
    expect(byContract['CT-2026-003']).toMatchObject({ reprovada: false, situacao: 'VENCENDO' });
    expect(byContract['CT-2026-004']).toMatchObject({ situacao: 'SEM_ANALISE' });
    expect(home.atencao.qualidadeAr).toEqual({
      vencendo: 1,
      atrasadas: 0,
      reprovadas: 1,
      semAnalise: 1,
      contratos: [byContract['CT-2026-001'], byContract['CT-2026-003']],
    });
    const failing: IndoorAirAnalysisSummary[] = (
      await admin
        .get(`/api/fs/qualidade-ar/analises?contratoId=${byContract['CT-2026-001'].contratoId}`)
        .expect(200)
    ).body.dados;
    expect(failing.find((analysis) => analysis.resultado === 'NAO_CONFORME')).toMatchObject({
      ambiente: 'AMB-01 — Centro cirúrgico',
      reprovados: ['Fungos: relação interior/exterior (I/E)'],
    });
  });

  it('counts RGMs to release and to send, unsigned PMOCs, refused rows per token and expiring tokens', async () => {
    const [company] = await db.query(`SELECT id FROM companies WHERE name = 'Demo Climatização'`);
    const states: Array<{ estado: string }> = await db.query(
      'SELECT estado FROM rgm WHERE empresa_id = $1',
      [company.id],
    );
    expect(home.atencao.rgms).toEqual({
      aLiberar: states.filter((row) => row.estado === 'rascunho').length,
      aEnviar: states.filter((row) => row.estado === 'liberado').length,
    });

    // The other demo specs generate PMOCs on this database meanwhile: the home read again, next to the list.
    const now: HomeOverview = (await admin.get('/api/fs/inicio').expect(200)).body.dados;
    const documents: DocumentSummary[] = (await admin.get('/api/documentos?tipo=PMOC').expect(200))
      .body.dados;
    expect(now.atencao.pmocsSemAssinatura).toBe(documents.filter((doc) => !doc.assinado).length);

    const batches: Array<{ token_id: string | null; recusadas: number; criado_em: Date }> =
      await db.query(
        'SELECT token_id, recusadas, criado_em FROM import_batches WHERE empresa_id = $1',
        [company.id],
      );
    const refused = new Map<string | null, number>();
    for (const batch of batches)
      if (batch.recusadas > 0 && Date.now() - batch.criado_em.getTime() <= DAY_MS)
        refused.set(batch.token_id, (refused.get(batch.token_id) ?? 0) + batch.recusadas);
    expect(
      Object.fromEntries(
        home.atencao.recusasPorToken!.map((row) => [String(row.tokenId), row.recusadas]),
      ),
    ).toEqual(Object.fromEntries([...refused].map(([token, total]) => [String(token), total])));

    const tokens: IngestionTokenView[] = (await admin.get('/api/admin/tokens-ingestao').expect(200))
      .body.dados;
    const expiring = tokens.filter(
      (token) =>
        token.status === 'ATIVO' &&
        token.expiraEm !== null &&
        new Date(token.expiraEm).getTime() - Date.now() < 30 * DAY_MS &&
        new Date(token.expiraEm).getTime() >= Date.now(),
    );
    expect(home.atencao.tokensExpirando!.map((token) => token.nome)).toEqual(
      expiring.map((token) => token.nome),
    );
    expect(home.atencao.tokensExpirando!.map((token) => token.nome)).toEqual(['Expira logo']);
  });

  it("gives the 12 months of KPIs, this month's orders counted from the orders themselves", async () => {
    const months = home.indicadores!;
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.mes).toBe(home.hoje.slice(0, 7));
    // Calls (formulas v3): correctives, and installations or others opened without a schedule.
    const recount = (month: string) =>
      db.query(
        `SELECT count(*)::int AS chamados,
                count(*) FILTER (WHERE t.meta AND t.cumpriu)::int AS "noPrazo",
                count(*) FILTER (WHERE t.meta AND NOT t.cumpriu)::int AS atrasados
           FROM ordem_servico o JOIN companies e ON e.id = o.empresa_id JOIN contrato k ON k.id = o.contrato_id
          CROSS JOIN LATERAL (
            SELECT k.sla_atendimento_horas IS NOT NULL OR k.sla_solucao_horas IS NOT NULL AS meta,
                   (k.sla_atendimento_horas IS NULL
                     OR o.inicio_atendimento <= o.abertura + make_interval(hours => k.sla_atendimento_horas::int))
                   AND (k.sla_solucao_horas IS NULL
                     OR o.fim_atendimento <= o.abertura + make_interval(hours => k.sla_solucao_horas::int)) AS cumpriu) t
          WHERE e.name = 'Demo Climatização' AND o.status IS DISTINCT FROM 'CANCELADA'
            AND (o.tipo = 'CORRETIVA' OR (o.tipo IN ('INSTALACAO', 'OUTRO') AND o.agendada_para IS NULL))
            AND to_char(o.abertura AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = $1`,
        [month],
      );
    const [{ chamados }] = await recount(home.hoje.slice(0, 7));
    expect(months.at(-1)!.chamados).toBe(chamados);
    expect(months.some((month) => month.chamados > 0)).toBe(true);
    // Last month, every call is closed: its SLA is the calls' on time over those with a target.
    const last = months.at(-2)!;
    const [previous] = await recount(last.mes);
    expect(last.chamados).toBe(previous.chamados);
    expect(last.slaPercentual).toBeCloseTo(
      (100 * previous.noPrazo) / (previous.noPrazo + previous.atrasados),
      1,
    );
    expect(last.slaPercentual).toBeGreaterThan(80);
  });

  it('shows an honest year of preventives: some month below 100 % (missed activities), most done', () => {
    // The months before this one whose activities had occurrences due.
    const past = home
      .indicadores!.slice(0, -1)
      .filter((month) => month.conformidadePercentual !== null);
    if (process.env.SHOW_FIGURES)
      console.info(JSON.stringify(past.map((month) => [month.mes, month.conformidadePercentual])));
    expect(past.length).toBeGreaterThanOrEqual(10);
    expect(past.some((month) => month.conformidadePercentual! < 100)).toBe(true);
    expect(past.every((month) => month.conformidadePercentual! > 50)).toBe(true);
  });

  it("gives each month's preventive compliance as that month's RGM computes it", async () => {
    const month = home.indicadores!.at(-2)!;
    const [year, monthNumber] = month.mes.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    const created = await admin
      .post('/api/fs/rgm')
      .send({ consolidado: true, inicio: `${month.mes}-01`, fim: `${month.mes}-${lastDay}` });
    // The demo may already have that month's consolidated RGM: then read it.
    const snapshot =
      created.status === 201
        ? created.body.dados.snapshot
        : (await admin.get(`/api/fs/rgm/${created.body.rgmId}`).expect(200)).body.dados.snapshot;
    expect(snapshot.preventivas.resumo.previstas).toBeGreaterThan(0);
    expect(month.conformidadePercentual).toBe(snapshot.preventivas.resumo.conformidadePercentual);
  });

  it('counts the orders, refrigerant events and accounts someone has to act on, as their screens list them', async () => {
    const total = async (path: string) => (await admin.get(path).expect(200)).body.dados.total;
    const late =
      (await total('/api/fs/ordens?resultado=atrasada&situacao=ABERTA&porPagina=1')) +
      (await total('/api/fs/ordens?resultado=atrasada&situacao=EM_ATENDIMENTO&porPagina=1'));
    // No list filters "without a technician": independent SQL over the same open states.
    const [unassigned] = await db.query(
      `SELECT count(*)::int AS n FROM ordem_servico o
        WHERE o.empresa_id = (SELECT empresa_id FROM users WHERE email = 'admin@demo.local')
          AND coalesce(o.status, CASE WHEN o.fim_atendimento IS NOT NULL THEN 'CONCLUIDA'
                WHEN o.inicio_atendimento IS NOT NULL THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END)
              IN ('ABERTA', 'EM_ATENDIMENTO')
          AND NOT EXISTS (SELECT 1 FROM alocacao a WHERE a.ordem_servico_id = o.id)`,
    );
    expect(home.atencao.ordens).toEqual({ semTecnico: unassigned.n, atrasadas: late });
    expect(home.atencao.ordens?.semTecnico).toBeGreaterThan(0);
    expect(home.atencao.fluidosARevisar).toBe(await total('/api/fs/fluidos/revisao?porPagina=1'));
    const users: Array<{ situacao: string }> = (await admin.get('/api/admin/usuarios').expect(200))
      .body.dados.itens;
    const [failed] = await db.query(
      `SELECT count(*)::int AS n FROM mail_outbox
        WHERE empresa_id = (SELECT empresa_id FROM users WHERE email = 'admin@demo.local')
          AND status = 'FALHOU' AND criado_em > now() - interval '30 days'`,
    );
    expect(home.atencao.contas).toEqual({
      convitesPendentes: users.filter((user) => user.situacao === 'CONVIDADO').length,
      entregasFalhas: failed.n,
    });
  });

  it('shows a technician only what a technician can act on', async () => {
    const mine: HomeOverview = (await technician.get('/api/fs/inicio').expect(200)).body.dados;
    expect(mine.atencao.preventivasAtrasadas).toEqual(home.atencao.preventivasAtrasadas);
    expect(mine.atencao.alertasVazamento).toEqual(home.atencao.alertasVazamento);
    expect(mine.atencao.rgms).toBeNull();
    expect(mine.atencao.pmocsSemAssinatura).toBeNull();
    expect(mine.atencao.recusasPorToken).toBeNull();
    expect(mine.atencao.tokensExpirando).toBeNull();
    expect(mine.atencao.ordens).toBeNull();
    expect(mine.atencao.fluidosARevisar).toBeNull();
    expect(mine.atencao.registrosRecusados).toBeNull();
    expect(mine.atencao.contas).toBeNull();
    expect(mine.indicadores).toBeNull();
  });
});
