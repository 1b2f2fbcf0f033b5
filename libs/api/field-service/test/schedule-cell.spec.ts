import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createUser,
  createTestApp,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { createPlan, recordActivityExecution } from './factories';
import { fieldServiceMigrations, FieldServiceModule, ScheduleService } from '../src';

/** A grid cell answers "why": its month's executions with their orders, or its projected dates. */
describe('annual grid cell detail', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;
  let companyId: string;
  let monthly: string;
  let halfYearly: string;
  let orderId: string;
  const scope = () => ({ companyId, timeZone: 'America/Sao_Paulo' });
  const may15 = new Date('2026-05-15T12:00:00-03:00');

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    companyId = (await createCompany(db)).id;
    ({ api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' }));
    const technician = await createUser(db, { companyId, role: 'TECNICO', name: 'Téc. Rui' });
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente') RETURNING id`,
      [companyId],
    );
    const [contract] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2) RETURNING id`,
      [companyId, client.id],
    );
    const equipment = async (code: string) =>
      (
        await db.query(
          `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, ultima_preventiva) VALUES ($1, $2, 'CT', $3, 'UTI', '2025-06-01') RETURNING id`,
          [companyId, code, contract.id],
        )
      )[0].id;
    monthly = await equipment('AC-1');
    halfYearly = await equipment('AC-2');
    const filters = await createPlan(db, companyId, {
      equipamentoId: monthly,
      periodicidade: 'MS',
      inicio: '2026-01-31',
      descricao: 'Limpar os filtros',
    });
    await createPlan(db, companyId, {
      equipamentoId: halfYearly,
      periodicidade: 'SE',
      inicio: '2026-03-01',
      descricao: 'Verificar o quadro elétrico',
    });
    [{ id: orderId }] = await db.query(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura, tecnico_id)
       VALUES ($1, 'OS-0330', 'CT', $2, 'AC-1', $3, 'PREVENTIVA', '2026-03-30T09:00:00-03:00', $4) RETURNING id`,
      [companyId, contract.id, monthly, technician.id],
    );
    await recordActivityExecution(db, companyId, {
      equipamentoId: monthly,
      atividadeId: filters,
      data: '2026-01-31',
    });
    await recordActivityExecution(db, companyId, {
      equipamentoId: monthly,
      atividadeId: filters,
      data: '2026-03-30',
      ordemId: orderId,
    });
  });
  afterAll(() => app.close());

  it('an executed month lists its executions with their orders and technicians', async () => {
    const cell = await app
      .get(ScheduleService)
      .cell(scope(), { equipamentoId: monthly, ano: 2026, mes: 3 }, may15);
    expect(cell).toMatchObject({
      codigo: 'AC-1',
      contrato: 'CT',
      situacao: 'executado',
      execucoes: [
        {
          data: '2026-03-30',
          periodicidade: 'MS',
          atividade: 'Limpar os filtros',
          resultado: 'CONFORME',
          ordemServicoId: orderId,
          ordemServico: 'OS-0330',
          tecnico: 'Téc. Rui',
        },
      ],
      // Due a month after 31/01 (the last execution before March), done a day early.
      previstas: [
        {
          data: '2026-03-31',
          atividade: 'Limpar os filtros',
          periodicidade: 'MS',
          executadaEm: '2026-03-30',
        },
      ],
    });
  });

  it('a missed month shows the date that was due; a future one the date that is due', async () => {
    const service = app.get(ScheduleService);
    const missed = await service.cell(
      scope(),
      { equipamentoId: monthly, ano: 2026, mes: 4 },
      may15,
    );
    expect(missed).toMatchObject({
      situacao: 'atrasado',
      execucoes: [],
      previstas: [{ data: '2026-04-30', periodicidade: 'MS', executadaEm: null }],
    });
    const ahead = await service.cell(
      scope(),
      { equipamentoId: halfYearly, ano: 2026, mes: 9 },
      may15,
    );
    expect(ahead).toMatchObject({
      situacao: 'planejado',
      execucoes: [],
      previstas: [{ data: '2026-09-01', periodicidade: 'SE', executadaEm: null }],
    });
    const empty = await service.cell(
      scope(),
      { equipamentoId: halfYearly, ano: 2026, mes: 10 },
      may15,
    );
    expect(empty).toMatchObject({ situacao: 'nenhum', execucoes: [], previstas: [] });
  });

  it('"última preventiva" is the latest execution everywhere: cell and the equipment record, even after the ERP writes', async () => {
    const cell = await supervisor
      .get(`/api/fs/cronograma/celula?equipamentoId=${monthly}&ano=2026&mes=1`)
      .expect(200);
    expect(cell.body.dados.ultimaPreventiva).toBe('2026-03-30');
    await db.query(`UPDATE equipamento SET ultima_preventiva = '2025-01-01' WHERE id = $1`, [
      monthly,
    ]);
    const [record] = await db.query(
      `SELECT ultima_preventiva::text AS data FROM equipamento WHERE id = $1`,
      [monthly],
    );
    expect(record.data).toBe('2026-03-30');
    // An equipment with no execution recorded keeps the ERP's date (its history before the platform).
    const none = await supervisor
      .get(`/api/fs/cronograma/celula?equipamentoId=${halfYearly}&ano=2026&mes=3`)
      .expect(200);
    expect(none.body.dados.ultimaPreventiva).toBe('2025-06-01');
  });

  it('refuses a bad month (400) and an equipment of another company (404)', async () => {
    const bad = await supervisor
      .get(`/api/fs/cronograma/celula?equipamentoId=${monthly}&ano=2026&mes=13`)
      .expect(400);
    expect(bad.body.codigo).toBe('DADOS_INVALIDOS');
    const otherCompany = (await createCompany(db)).id;
    const { api: outsider } = await signIn(app, db, { companyId: otherCompany, role: 'ADMIN' });
    const foreign = await outsider
      .get(`/api/fs/cronograma/celula?equipamentoId=${monthly}&ano=2026&mes=3`)
      .expect(404);
    expect(foreign.body.codigo).toBe('EQUIPAMENTO_NAO_ENCONTRADO');
  });
});
