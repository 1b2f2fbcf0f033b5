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
import { createCompany, createTestApp, signIn } from '@campo/platform/testing';
import { MasterDataModule } from './master-data.module';

/** The master data registered from field-service beside the ingestion lib's own entities. */
describe('master data in the ingestion registry', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: Awaited<ReturnType<typeof signIn>>['api'];
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, MasterDataModule],
      migrations: ingestionMigrations,
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
    ]);
  });

  it('serves the whole registry to the admin app and the read API', async () => {
    const response = await admin.get('/api/admin/entidades').expect(200);
    expect(response.body.dados).toHaveLength(9);
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
    const pgNames: Record<string, string> = {
      text: 'text',
      integer: 'int4',
      numeric: 'numeric',
      date: 'date',
      timestamptz: 'timestamptz',
      boolean: 'bool',
    };
    const entities = app
      .get(EntityRegistry)
      .all()
      .filter((entity) =>
        ['cliente', 'contrato', 'equipamento', 'ordem_servico'].includes(entity.nome),
      );
    for (const entity of entities) {
      const columns: Array<{ column_name: string; udt_name: string; is_nullable: string }> =
        await db.query(
          `SELECT column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_name = $1`,
          [entity.tabela],
        );
      const byName = new Map(columns.map((column) => [column.column_name, column]));
      expect(byName.get('empresa_id')).toMatchObject({ udt_name: 'uuid', is_nullable: 'NO' });
      for (const field of entity.fields) {
        expect([entity.nome, field.campo, byName.get(field.coluna)?.udt_name]).toEqual([
          entity.nome,
          field.campo,
          pgNames[field.pgType],
        ]);
        expect([field.campo, byName.get(field.coluna)?.is_nullable]).toEqual([
          field.campo,
          field.obrigatorio ? 'NO' : 'YES',
        ]);
      }
    }
    const uniques: Array<{ table_name: string; first: string }> = await db.query(
      `SELECT c.conrelid::regclass::text AS table_name, a.attname AS first
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'u' AND c.conrelid::regclass::text = ANY($1)`,
      [entities.map((e) => e.tabela)],
    );
    expect(uniques.length).toBeGreaterThanOrEqual(8);
    for (const unique of uniques)
      expect(unique).toEqual({ table_name: unique.table_name, first: 'empresa_id' });
  });
});
