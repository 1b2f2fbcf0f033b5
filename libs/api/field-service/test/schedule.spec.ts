import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, type SessionAgent, signIn } from '@campo/platform/testing';
import { createPlan } from './factories';
import { fieldServiceMigrations, FieldServiceModule, ScheduleService } from '../src';

describe('annual schedule grid', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let technician: SessionAgent;
  let companyId: string;
  let contractId: string;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    companyId = (await createCompany(db)).id;
    ({ api: technician } = await signIn(app, db, { companyId, role: 'TECNICO' }));
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente') RETURNING id`,
      [companyId],
    );
    [{ id: contractId }] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2) RETURNING id`,
      [companyId, client.id],
    );
    const equipment = async (code: string, sector: string) =>
      (
        await db.query(
          `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, $2, 'CT', $3, $4) RETURNING id`,
          [companyId, code, contractId, sector],
        )
      )[0].id;
    const monthly = await equipment('AC-1', 'UTI');
    const half = await equipment('AC-2', 'Recepção');
    await equipment('AC-3', 'Recepção');
    await createPlan(db, companyId, {
      equipamentoId: monthly,
      periodicidade: 'MS',
      inicio: '2026-01-31',
      execucoes: ['2026-01-31', '2026-03-30'],
    });
    await createPlan(db, companyId, {
      equipamentoId: half,
      periodicidade: 'SE',
      inicio: '2026-03-01',
    });
  });
  afterAll(() => app.close());

  it('gives each equipment’s 12 months for the year, filtered by contract, sector and periodicity', async () => {
    const grid = await app
      .get(ScheduleService)
      .grid(
        { companyId, timeZone: 'America/Sao_Paulo' },
        { ano: 2026, contratoId: contractId },
        new Date('2026-05-15T12:00:00-03:00'),
      );
    expect(grid.hoje).toBe('2026-05-15');
    expect(grid.linhas.map((row) => [row.codigo, row.periodicidade, row.meses])).toEqual([
      [
        'AC-2',
        'SE',
        [
          'nenhum',
          'nenhum',
          'atrasado',
          'nenhum',
          'nenhum',
          'nenhum',
          'nenhum',
          'nenhum',
          'planejado',
          'nenhum',
          'nenhum',
          'nenhum',
        ],
      ],
      ['AC-3', null, Array(12).fill('nenhum')],
      // Walked: 28/02 (a month after 31/01) missed, 31/03 done 30/03, 30/04 (after 30/03) missed.
      [
        'AC-1',
        'MS',
        [
          'executado',
          'atrasado',
          'executado',
          'atrasado',
          'planejado',
          'planejado',
          'planejado',
          'planejado',
          'planejado',
          'planejado',
          'planejado',
          'planejado',
        ],
      ],
    ]);
  });

  it('plans a unit by its activities through the API, and an execution moves the projection', async () => {
    const { api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' });
    const [equipment] = await db.query(
      `SELECT id FROM equipamento WHERE empresa_id = $1 AND codigo = 'AC-3'`,
      [companyId],
    );
    const unit = `/api/fs/atividades/unidades/${equipment.id}`;
    await supervisor.put(`${unit}/plano`).send({ inicio: '2026-01-15' }).expect(200);
    const plan = await supervisor
      .post(unit)
      .send({
        componente: 'Serpentina',
        descricao: 'Limpar a serpentina do evaporador',
        periodicidade: 'TR',
        criterio: 'Aletas limpas e desobstruídas',
      })
      .expect(201);
    const coil = plan.body.dados.atividades.find(
      (activity: { descricao: string }) =>
        activity.descricao === 'Limpar a serpentina do evaporador',
    );
    expect(coil).toMatchObject({ periodicidade: 'TR', origem: 'unidade', ativo: true });
    await supervisor
      .post(unit)
      .send({ componente: 'X', descricao: 'Y', periodicidade: 'XX', criterio: 'Z' })
      .expect(400);
    const row = async () =>
      (
        await app
          .get(ScheduleService)
          .grid(
            { companyId, timeZone: 'America/Sao_Paulo' },
            { ano: 2026, contratoId: contractId },
            new Date('2026-01-01T12:00:00-03:00'),
          )
      ).linhas.find((line) => line.codigo === 'AC-3')!.meses;
    expect(
      (await row()).map((cell, index) => (cell === 'planejado' ? index + 1 : 0)).filter(Boolean),
    ).toEqual([1, 4, 7, 10]);
    await supervisor
      .post(`${unit}/execucoes`)
      .send({ data: '2026-02-20', atividades: [coil.atividadeId] })
      .expect(201);
    // 20/02 is within half a quarter of 15/01: it serves January's date, and the next follow it.
    expect(
      (await row()).map((cell, index) => (cell !== 'nenhum' ? index + 1 : 0)).filter(Boolean),
    ).toEqual([1, 2, 5, 8, 11]);
    await supervisor.put(`${unit}/${coil.atividadeId}`).send({ ativo: false }).expect(200);
    // Switched off, the activity leaves the unit's plan: nothing planned, as for a unit without one.
    expect(await row()).toEqual(Array(12).fill('nenhum'));
    await technician.post(`${unit}/execucoes`).send({ data: '2026-02-20' }).expect(403);
  });

  it('answers GET /api/fs/cronograma for any role, with filters, and validates the year', async () => {
    const response = await technician
      .get(`/api/fs/cronograma?contratoId=${contractId}&ano=2026&setor=Recepção&periodicidade=SE`)
      .expect(200);
    expect(response.body.dados.linhas.map((row: { codigo: string }) => row.codigo)).toEqual([
      'AC-2',
    ]);
    await technician.get('/api/fs/cronograma?ano=dois-mil').expect(400);
    await request(app.getHttpServer()).get('/api/fs/cronograma?ano=2026').expect(401);
  });
});
