import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  compileRowValidator,
  EntityRegistry,
  INGESTION_HTTP_OPTIONS,
  IngestionModule,
  ingestionMigrations,
} from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  expectTablesMatchRegistry,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations } from '../src';
import { MasterDataModule } from '../src/lib/master-data/master-data.module';

/** The master data registered from field-service beside the ingestion lib's own entities. */
describe('master data in the ingestion registry', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: Awaited<ReturnType<typeof signIn>>['api'];
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, MasterDataModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    ({ api: admin } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' }));
    const issued = await admin
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['cliente', 'contrato'] })
      .expect(201);
    token = issued.body.dados.token;
  });
  afterAll(() => app.close());

  const post = (entity: string, linhas: unknown[]) =>
    request(app.getHttpServer())
      .post(`/api/ingestao-pub/${entity}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas });

  it('lists the corporate entities first, then the master data, each compiling its validator', () => {
    const registry = app.get(EntityRegistry);
    for (const entity of registry.all()) expect(() => compileRowValidator(entity)).not.toThrow();
    expect(registry.names).toEqual([
      'incidente_seguranca',
      'ativo_informacao',
      'risco_corporativo',
      'consumo_energia',
      'emissao',
      'cliente',
      'contrato',
      'equipamento',
      'ordem_servico',
      'ambiente',
    ]);
  });

  it('serves the whole registry to the admin app and the read API', async () => {
    const response = await admin.get('/api/admin/entidades').expect(200);
    expect(response.body.dados).toHaveLength(10);
    const readable = await admin.get('/api/dados').expect(200);
    expect(readable.body.dados.map((e: { entidade: string }) => e.entidade)).toContain(
      'ordem_servico',
    );
  });

  it('required references: a contract whose client does not exist is refused', async () => {
    await post('cliente', [
      { codigo: 'CLI-1', nome: 'Hospital', cnpj: '11.222.333/0001-81' },
    ]).expect(200);
    const response = await post('contrato', [
      { codigo: 'CT-1', cliente: 'CLI-1', slaAtendimentoHoras: '4', diaFechamentoRgm: 5 },
      { codigo: 'CT-2', cliente: 'CLI-9' },
    ]).expect(200);
    const [ok, refused] = response.body.dados.resultados;
    expect(ok.status).toBe('OK');
    expect(refused).toEqual({
      linha: 2,
      status: 'ERRO',
      erros: ['cliente: cliente "CLI-9" não encontrado; cadastre-o antes.'],
    });
  });

  it('has a real typed column for every master-data field, empresa_id first in every unique key', async () => {
    const entities = app
      .get(EntityRegistry)
      .all()
      .filter((entity) =>
        ['cliente', 'contrato', 'equipamento', 'ordem_servico', 'ambiente'].includes(entity.nome),
      );
    const uniques = await expectTablesMatchRegistry(db, entities);
    expect(uniques.length).toBeGreaterThanOrEqual(10);
  });
});
