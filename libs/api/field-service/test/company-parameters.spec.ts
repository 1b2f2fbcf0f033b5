import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, signIn } from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

/** The company-wide field-service parameters: the RGM's recurrence rule, set by the ADMIN. */
describe('company field-service parameters', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  it('reads the default, saves a new rule where the RGM reads it, and audits the change', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    expect((await api.get('/api/fs/parametros').expect(200)).body.dados).toEqual({
      recorrencia: { ocorrencias: 2, dias: 30 },
      toleranciaPontualidadeMinutos: 60,
      corretivaAutomatica: false,
      localizacaoAtendimento: false,
      diasLinkRelatorio: 7,
      horariosAgenda: ['08:00', '10:00', '14:00', '16:00'],
      desempenhoTecnicoAoCliente: false,
    });
    // Without the tolerance, the current one stays.
    const saved = await api
      .put('/api/fs/parametros')
      .send({ recorrencia: { ocorrencias: 3, dias: 60 } })
      .expect(200);
    expect(saved.body.dados).toEqual({
      recorrencia: { ocorrencias: 3, dias: 60 },
      toleranciaPontualidadeMinutos: 60,
      corretivaAutomatica: false,
      localizacaoAtendimento: false,
      diasLinkRelatorio: 7,
      horariosAgenda: ['08:00', '10:00', '14:00', '16:00'],
      desempenhoTecnicoAoCliente: false,
    });
    const [row] = await db.query(`SELECT settings FROM companies WHERE id = $1`, [company.id]);
    expect(row.settings.rgmRecorrencia).toEqual({ ocorrencias: 3, dias: 60 });
    const trail = await api.get('/api/admin/auditoria').expect(200);
    expect(trail.body.dados.itens[0]).toMatchObject({
      acao: 'PARAMETROS_ALTERADOS',
      detalhes: { recorrencia: { de: { ocorrencias: 2 }, para: { ocorrencias: 3, dias: 60 } } },
    });
  });

  it("saves the punctuality tolerance where the orders' clock reads it, and audits it", async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const saved = await api
      .put('/api/fs/parametros')
      .send({ recorrencia: { ocorrencias: 2, dias: 30 }, toleranciaPontualidadeMinutos: 15 })
      .expect(200);
    expect(saved.body.dados.toleranciaPontualidadeMinutos).toBe(15);
    const [row] = await db.query(`SELECT settings FROM companies WHERE id = $1`, [company.id]);
    expect(row.settings.toleranciaPontualidadeMinutos).toBe(15);
    const trail = await api.get('/api/admin/auditoria').expect(200);
    expect(trail.body.dados.itens[0]).toMatchObject({
      acao: 'PARAMETROS_ALTERADOS',
      resumo: expect.stringContaining('de 60 para 15 min'),
      detalhes: { toleranciaPontualidadeMinutos: { de: 60, para: 15 } },
    });
    for (const bad of [-1, 721, 1.5, '30']) {
      const refused = await api
        .put('/api/fs/parametros')
        .send({ recorrencia: { ocorrencias: 2, dias: 30 }, toleranciaPontualidadeMinutos: bad })
        .expect(400);
      expect(refused.body.codigo).toBe('DADOS_INVALIDOS');
      expect(refused.body.detalhes.length).toBeGreaterThan(0);
      for (const message of refused.body.detalhes)
        expect(message).toMatch(/^toleranciaPontualidadeMinutos/);
    }
    expect(
      (await api.get('/api/fs/parametros').expect(200)).body.dados.toleranciaPontualidadeMinutos,
    ).toBe(15);
  });

  it('refuses values out of range, and is for the ADMIN only', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const bad = await api
      .put('/api/fs/parametros')
      .send({ recorrencia: { ocorrencias: 1, dias: 0 } })
      .expect(400);
    expect(bad.body.detalhes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^recorrencia\.ocorrencias/),
        expect.stringMatching(/^recorrencia\.dias/),
      ]),
    );
    const supervisor = await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' });
    await supervisor.api.get('/api/fs/parametros').expect(403);
  });
});
