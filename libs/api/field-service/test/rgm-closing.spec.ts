import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, createUser } from '@campo/platform/testing';
import {
  Clock,
  fieldServiceMigrations,
  FieldServiceModule,
  RgmClosingJob,
  RgmService,
} from '../src';
import { RgmClosingRepository } from '../src/lib/rgm-closing/rgm-closing.repository';

/** The automatic monthly closing, run for chosen dates (its clock is an argument). */
describe('automatic RGM closing', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let job: RgmClosingJob;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    job = app.get(RgmClosingJob);
  });
  afterAll(() => app.close());

  async function companyWithContract(
    closingDay: number,
    emails: string | null = 'gestor@cliente.test',
  ) {
    const company = await createCompany(db);
    await createUser(db, { companyId: company.id, role: 'SUPERVISOR' });
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'CLI', 'Cliente') RETURNING id`,
      [company.id],
    );
    const [contract] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, dia_fechamento_rgm, emails_rgm) VALUES ($1, 'CT', 'CLI', $2, $3, $4) RETURNING id`,
      [company.id, client.id, closingDay, emails],
    );
    return { companyId: company.id as string, contractId: contract.id as string };
  }

  const automaticRgms = (companyId: string) =>
    db.query(
      `SELECT inicio, fim, estado, liberado_em IS NOT NULL AS liberado FROM rgm WHERE empresa_id = $1 AND origem = 'automatico' ORDER BY inicio`,
      [companyId],
    );

  it('closes day 31 on the last day of February: January’s RGM, released and sent', async () => {
    const { companyId } = await companyWithContract(31);
    await job.run(new Date('2027-02-27T12:00:00-03:00'));
    expect(await automaticRgms(companyId)).toEqual([]);
    await job.run(new Date('2027-02-28T12:00:00-03:00'));
    expect(await automaticRgms(companyId)).toEqual([
      { inicio: '2027-01-01', fim: '2027-01-31', estado: 'enviado', liberado: true },
    ]);
    const [mail] = await db.query(
      `SELECT destinatarios, assunto, status FROM mail_outbox WHERE empresa_id = $1`,
      [companyId],
    );
    expect(mail).toMatchObject({
      destinatarios: ['gestor@cliente.test'],
      status: 'NA_CAIXA_DE_SAIDA',
    });
    expect(mail.assunto).toContain('01/01/2027 a 31/01/2027');
    const events = await db.query(
      `SELECT acao, usuario_id FROM rgm_evento WHERE empresa_id = $1 ORDER BY id`,
      [companyId],
    );
    expect(events).toEqual([
      { acao: 'criado', usuario_id: null },
      { acao: 'liberar', usuario_id: null },
      { acao: 'enviar', usuario_id: null },
    ]);
  });

  it('catches up a day it missed, once', async () => {
    const { companyId } = await companyWithContract(5);
    await db.query(`INSERT INTO rgm_fechamento_dia (empresa_id, dia) VALUES ($1, '2027-03-03')`, [
      companyId,
    ]);
    // No instance ran on the 4th, 5th or 6th; on the 7th the 5th is caught up.
    await job.run(new Date('2027-03-07T09:00:00-03:00'));
    expect(await automaticRgms(companyId)).toEqual([
      { inicio: '2027-02-01', fim: '2027-02-28', estado: 'enviado', liberado: true },
    ]);
    const days = await db.query(
      `SELECT dia::text FROM rgm_fechamento_dia WHERE empresa_id = $1 ORDER BY dia`,
      [companyId],
    );
    expect(days.map((row: { dia: string }) => row.dia)).toEqual([
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    await job.run(new Date('2027-03-07T18:00:00-03:00'));
    expect(await automaticRgms(companyId)).toHaveLength(1);
  });

  it('runs once when several instances run it at the same moment', async () => {
    const { companyId } = await companyWithContract(10);
    // A second, complete app instance on the same database (its own pool, services and job),
    // and two more jobs on pools of their own, as further processes would have.
    const second = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    const pools = await Promise.all(
      [0, 1].map(() =>
        new DataSource({ ...(db.options as DataSourceOptions), extra: { max: 2 } }).initialize(),
      ),
    );
    const instances = [
      job,
      second.get(RgmClosingJob),
      ...pools.map(
        (pool) =>
          new RgmClosingJob(new RgmClosingRepository(pool), app.get(RgmService), app.get(Clock)),
      ),
    ];
    try {
      await Promise.all(
        instances.map((instance) => instance.run(new Date('2027-05-10T08:00:00-03:00'))),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.destroy()));
      await second.close();
    }
    expect(await automaticRgms(companyId)).toEqual([
      { inicio: '2027-04-01', fim: '2027-04-30', estado: 'enviado', liberado: true },
    ]);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE empresa_id = $1`,
      [companyId],
    );
    expect(count).toBe(1);
  });

  it('leaves a contract without recipients released, not sent', async () => {
    const { companyId } = await companyWithContract(15, null);
    await job.run(new Date('2027-06-15T08:00:00-03:00'));
    expect(await automaticRgms(companyId)).toEqual([
      { inicio: '2027-05-01', fim: '2027-05-31', estado: 'liberado', liberado: true },
    ]);
  });
  it('leaves a month whose RGM was made by hand alone: no second RGM, the draft not sent', async () => {
    const { companyId, contractId } = await companyWithContract(20);
    const system = { companyId, timeZone: 'America/Sao_Paulo', userId: null };
    const byHand = await app
      .get(RgmService)
      .create(system, { contratoId: contractId, inicio: '2027-07-01', fim: '2027-07-31' });
    await job.run(new Date('2027-08-20T08:00:00-03:00'));
    const [day] = await db.query(
      `SELECT rgms FROM rgm_fechamento_dia WHERE empresa_id = $1 AND dia = '2027-08-20'`,
      [companyId],
    );
    expect(day).toEqual({ rgms: 0 });
    const rgms = await db.query(`SELECT id, estado, origem FROM rgm WHERE empresa_id = $1`, [
      companyId,
    ]);
    expect(rgms).toEqual([{ id: byHand.id, estado: 'rascunho', origem: 'manual' }]);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE empresa_id = $1`,
      [companyId],
    );
    expect(count).toBe(0);
    // The rule the closing follows is the one a person meets: 409 with the existing RGM.
    await expect(
      app
        .get(RgmService)
        .create(
          system,
          { contratoId: contractId, inicio: '2027-07-01', fim: '2027-07-31' },
          'automatico',
        ),
    ).rejects.toMatchObject({
      codigo: 'RGM_JA_EXISTE',
      status: 409,
      extra: { rgmId: byHand.id, estado: 'rascunho' },
    });
  });
});
