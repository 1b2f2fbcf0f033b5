import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import request from 'supertest';
import { localDate } from '@campo/contracts';
import { createCompany, createTestApp, signIn } from '@campo/platform/testing';
import { createPlan } from './factories';
import { CompanyOnboardingService } from '@campo/platform';
import { fieldServiceMigrations, FieldServiceModule, ScheduleService } from '../src';

/**
 * One plan per unit (issue 43): the unit's activities are its plan. A unit that arrives
 * with only the ingested `periodicidade` is planned at once by its type's catalogue; the
 * contract's term bounds every projection; the grid's month is what the activities'
 * occurrences make of it.
 */
describe('one maintenance plan per unit', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let contractId: string;
  const scope = () => ({ companyId, timeZone: 'America/Sao_Paulo' });

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    ({ companyId, contractId } = await company());
  });

  /**
   * A company with a contract from 01/12/2025 to 30/11/2027: a test company (no catalogue
   * unless loaded), or one put in service by the operator's onboarding.
   */
  const company = async (onboarded = false) => {
    const id = onboarded
      ? (
          (await app.get(CompanyOnboardingService).create({
            name: 'Clima Nova',
            timeZone: 'America/Sao_Paulo',
            adminEmail: `admin-${Date.now()}@nova.test`,
            adminPassword: 'Clima-Nova-2026!',
          })) as { companyId: string }
        ).companyId
      : (await createCompany(db)).id;
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Hospital') RETURNING id`,
      [id],
    );
    // The onboarded company's contract has no end, so its test reads the same in any year.
    const [contract] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, inicio, fim)
       VALUES ($1, 'CT', 'C', $2, '2025-12-01', $3) RETURNING id`,
      [id, client.id, onboarded ? null : '2027-11-30'],
    );
    return { companyId: id, contractId: contract.id as string };
  };
  afterAll(() => app.close());

  const unit = async (code: string, values: { tipo?: string; criadoEm?: string } = {}) =>
    (
      await db.query(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo, periodicidade, criado_em)
         VALUES ($1, $2, 'CT', $3, 'UTI', $4, 'MS', coalesce($5::timestamptz, now())) RETURNING id`,
        [companyId, code, contractId, values.tipo ?? null, values.criadoEm ?? null],
      )
    )[0].id as string;

  const row = async (code: string, year: number, now: string) =>
    (
      await app
        .get(ScheduleService)
        .grid(scope(), { ano: year, contratoId: contractId }, new Date(now))
    ).linhas.find((line) => line.codigo === code);

  it('plans a unit imported with only its periodicity by its type’s catalogue, from the day it arrived', async () => {
    const own = { companyId, contractId };
    // Onboarding loads the default catalogue: nobody has opened it when the unit arrives.
    ({ companyId, contractId } = await company(true));
    await unit('AC-IMP', { tipo: 'SPLIT', criadoEm: '2026-03-10T10:00:00-03:00' });
    const imported = await row('AC-IMP', 2026, '2026-05-15T12:00:00-03:00');
    expect(imported).toBeDefined();
    // Monthly, quarterly, half-yearly and yearly activities: the most frequent first.
    expect(imported!.periodicidade).toBe('MS, TR, SE, AN');
    // Nothing before it arrived; March, April missed (never executed), May on, planned.
    expect(imported!.meses).toEqual([
      'nenhum',
      'nenhum',
      'atrasado',
      'atrasado',
      ...Array(8).fill('planejado'),
    ]);

    // The same through the ingestion API, today: planned from this month on, nothing before.
    const { api: admin } = await signIn(app, db, { companyId, role: 'ADMIN' });
    const token = (
      await admin
        .post('/api/admin/tokens-ingestao')
        .send({ nome: 'ERP', entidades: ['equipamento'] })
        .expect(201)
    ).body.dados.token;
    const sent = await request(app.getHttpServer())
      .post('/api/ingestao-pub/equipamento')
      .set('Authorization', `Bearer ${token}`)
      .send({
        linhas: [
          { codigo: 'AC-ERP', contrato: 'CT', setor: 'UTI', tipo: 'Split', periodicidade: 'MS' },
        ],
      })
      .expect(200);
    expect(sent.body.dados.resultados[0].status).toBe('OK');
    const today = localDate(new Date(), 'America/Sao_Paulo');
    const month = Number(today.slice(5, 7)) - 1;
    const arrived = await row('AC-ERP', Number(today.slice(0, 4)), new Date().toISOString());
    expect(arrived!.periodicidade).toBe('MS, TR, SE, AN');
    expect(arrived!.meses.slice(0, month)).toEqual(Array(month).fill('nenhum'));
    expect(arrived!.meses[month]).toBe('planejado');
    ({ companyId, contractId } = own);
  });

  it('makes a monthly activity due in every month of the contract’s term and in none after its end', async () => {
    const monthly = await unit('AC-MS');
    await createPlan(db, companyId, {
      equipamentoId: monthly,
      periodicidade: 'MS',
      inicio: '2025-12-05',
    });
    const next = await row('AC-MS', 2027, '2026-12-02T12:00:00-03:00');
    expect(next!.meses).toEqual([...Array(11).fill('planejado'), 'nenhum']);
    const occurrences = await app.get(ScheduleService).occurrences(scope(), '2027-12');
    expect(occurrences.filter((item) => item.equipamentoId === monthly)).toEqual([]);
    const november = await app.get(ScheduleService).occurrences(scope(), '2027-11');
    expect(november.filter((item) => item.equipamentoId === monthly)).toEqual([
      expect.objectContaining({ data: '2027-11-05' }),
    ]);
  });

  it('shows a month partial when one activity was done and another missed, naming each in the cell', async () => {
    const both = await unit('AC-PAR');
    await createPlan(db, companyId, {
      equipamentoId: both,
      periodicidade: 'MS',
      inicio: '2026-01-10',
      descricao: 'Limpar os filtros',
      execucoes: ['2026-01-10', '2026-02-10', '2026-03-10'],
    });
    await createPlan(db, companyId, {
      equipamentoId: both,
      periodicidade: 'MS',
      inicio: '2026-01-10',
      descricao: 'Limpar a bandeja',
      execucoes: ['2026-01-10', '2026-02-10'],
    });
    const now = '2026-05-15T12:00:00-03:00';
    expect((await row('AC-PAR', 2026, now))!.meses.slice(0, 5)).toEqual([
      'executado',
      'executado',
      'parcial',
      'atrasado',
      'planejado',
    ]);
    const march = await app
      .get(ScheduleService)
      .cell(scope(), { equipamentoId: both, ano: 2026, mes: 3 }, new Date(now));
    expect(march.situacao).toBe('parcial');
    expect(
      march.previstas.map((due) => `${due.atividade} ${due.data} ${due.executadaEm ?? '-'}`),
    ).toEqual(['Limpar os filtros 2026-03-10 2026-03-10', 'Limpar a bandeja 2026-03-10 -']);
  });

  it('prints a cadence conflict in the PMOC as a blank that blocks signing, and the justification once recorded', async () => {
    const own = { companyId, contractId };
    ({ companyId, contractId } = await company());
    const { api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' });
    // Visited half-yearly by contract, while its plan asks for monthly filter cleaning.
    const split = await unit('AC-033');
    await db.query(`UPDATE equipamento SET periodicidade = 'SE' WHERE id = $1`, [split]);
    const filters = await createPlan(db, companyId, {
      equipamentoId: split,
      periodicidade: 'MS',
      inicio: '2026-01-05',
      descricao: 'Limpar os filtros',
    });
    const generate = async (ano: number) =>
      Object.fromEntries(
        (
          await supervisor
            .post('/api/fs/pmoc/gerar')
            .send({ contratoId: contractId, ano })
            .expect(201)
        ).body.dados.conteudo.secoes.map((section: { id: string }) => [section.id, section]),
      );
    const open = await generate(2026);
    // Its own monthly activity, and (the catalogue loaded on this first PMOC) the type's
    // monthly and quarterly ones: each a conflict with half-yearly visits.
    const conflicts = open['cadencia-visitas'].linhas.filter(
      (row: string[]) => row[0] === 'AC-033',
    );
    expect(conflicts.map((row: string[]) => row[2])).not.toContain('SE — Semestral');
    const conflict = conflicts.find((row: string[]) => row[1] === 'Limpar os filtros');
    expect(conflict).toEqual([
      'AC-033',
      'Limpar os filtros',
      'MS — Mensal',
      'SE — Semestral',
      expect.stringMatching(/^ver seção \d+$/),
    ]);
    // The blank the signing check refuses until the RT fills it in.
    expect(open['dados-a-completar'].html).toContain(
      'Justificativa da cadência — AC-033: Limpar os filtros (MS) com visitas SE:</strong> <mark class="preencher">[preencher]</mark>',
    );
    await db.query(`UPDATE atividade_unidade SET justificativa = $2 WHERE id = $1`, [
      filters,
      'Filtros limpos mensalmente pela equipe de manutenção do cliente; a visita semestral confere o registro.',
    ]);
    const resolved = await generate(2027);
    expect(
      resolved['cadencia-visitas'].linhas.find(
        (row: string[]) => row[1] === 'Limpar os filtros',
      )[4],
    ).toBe(
      'Filtros limpos mensalmente pela equipe de manutenção do cliente; a visita semestral confere o registro.',
    );
    expect(resolved['dados-a-completar'].html).not.toContain('AC-033: Limpar os filtros (MS)');
    ({ companyId, contractId } = own);
  });

  it('makes an hour-meter activity due by the unit’s use, counted in the grid and the RGM like the others', async () => {
    const compressor = await unit('AC-H');
    const oil = await createPlan(db, companyId, {
      equipamentoId: compressor,
      periodicidade: 'H',
      inicio: '2026-09-05',
      descricao: 'Trocar o óleo do compressor',
      execucoes: ['2026-09-05', '2026-10-02'],
    });
    await db.query(`UPDATE atividade_unidade SET intervalo_horas = 250 WHERE id = $1`, [oil]);
    const { api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' });
    const meter = `/api/fs/horimetro/${compressor}`;
    // 1,000 h on 01/09 and 1,300 h on 01/10: 10 h a day, so 250 h take 25 days.
    await supervisor.post(meter).send({ data: '2026-09-01', horas: 1000 }).expect(201);
    const history = await supervisor
      .post(meter)
      .send({ data: '2026-10-01', horas: 1300 })
      .expect(201);
    expect(history.body.dados).toMatchObject({
      horasPorDia: 10,
      leituras: [{ horas: 1000 }, { horas: 1300 }],
    });
    // A meter only goes up: a lower reading after a higher one is refused, nothing stored.
    const down = await supervisor.post(meter).send({ data: '2026-10-15', horas: 1200 }).expect(422);
    expect(down.body.codigo).toBe('HORIMETRO_REGRESSIVO');
    await supervisor.post(meter).send({ data: '2026-10-15', horas: -1 }).expect(400);
    // A technician reads it at a visit: only for a unit of an open order allocated to them.
    const technician = await signIn(app, db, { companyId, role: 'TECNICO' });
    await technician.api.post(meter).send({ data: '2026-10-10', horas: 1390 }).expect(404);
    const [order] = await db.query(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura, status)
       VALUES ($1, 'OS-H', 'CT', $2, 'AC-H', $3, 'PREVENTIVA', now(), 'ABERTA') RETURNING id`,
      [companyId, contractId, compressor],
    );
    await db.query(
      `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio) VALUES ($1, $2, $3, now())`,
      [companyId, order.id, technician.user.id],
    );
    await technician.api.post(meter).send({ data: '2026-10-10', horas: 1390 }).expect(201);
    await db.query(`UPDATE ordem_servico SET status = 'CANCELADA' WHERE id = $1`, [order.id]);

    // Dates 25 days apart, ±3 days on time (10 % of 25, rounded): 05/09 done that day;
    // 30/09 done 02/10 (+2), on time; 27/10 never done: missed.
    const rgm = await supervisor
      .post('/api/fs/rgm')
      .send({ contratoId: contractId, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const row = rgm.body.dados.snapshot.preventivas.porEquipamento.find(
      (item: { codigo: string }) => item.codigo === 'AC-H',
    );
    expect(
      row.ocorrencias.map((o: { prevista: string; situacao: string; toleranciaDias: number }) => [
        o.prevista,
        o.situacao,
        o.toleranciaDias,
      ]),
    ).toEqual([['2026-10-27', 'nao_executada', 3]]);
    const grid = await row_('AC-H');
    expect(grid.slice(8, 10)).toEqual(['executado', 'atrasado']);
    // Without readings that show the use, an H activity has no calendar: nothing due.
    await db.query(`DELETE FROM leitura_horimetro WHERE equipamento_id = $1`, [compressor]);
    expect((await row_('AC-H')).slice(8, 10)).toEqual(['executado', 'executado']);
  });

  const row_ = async (code: string) =>
    (
      await app
        .get(ScheduleService)
        .grid(scope(), { ano: 2026, contratoId: contractId }, new Date())
    ).linhas.find((line) => line.codigo === code)!.meses;
});
