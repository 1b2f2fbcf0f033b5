import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { CompanyEntityChoice, EntityDescriptor } from '@campo/contracts';
import { entitiesForNewCompany } from '@campo/ingestion';
import { CompanyOnboardingService } from '@campo/platform';
import { createCompany, loginAs, type SessionAgent, signIn } from '@campo/platform/testing';
import { MASTER_DATA_ENTITIES } from '../src';
import { createFieldServiceApp } from './support';

const FIELD_SERVICE = ['cliente', 'contrato', 'equipamento', 'ordem_servico', 'ambiente'];
const CORPORATE = [
  'incidente_seguranca',
  'ativo_informacao',
  'risco_corporativo',
  'consumo_energia',
  'emissao',
];

/**
 * The company's entity set: a company created by onboarding starts with the field-service
 * entities; companies from before keep every entity; the session side offers only the
 * enabled ones (field-service first) and refuses the others; the public API and a token's
 * discovery are unchanged.
 */
describe('the company’s entity set', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => ({ app, db } = await createFieldServiceApp()));
  afterAll(() => app.close());

  const names = (entities: EntityDescriptor[]) => entities.map((entity) => entity.entidade);

  async function newCompany(): Promise<SessionAgent> {
    const email = `admin.${randomUUID().slice(0, 8)}@nova.local`;
    const password = 'Senha-nova-1234';
    const result = await app.get(CompanyOnboardingService).create({
      name: 'Clima Nova',
      timeZone: 'America/Manaus',
      adminEmail: email,
      adminPassword: password,
      ingestionEntities: entitiesForNewCompany(MASTER_DATA_ENTITIES),
    });
    expect(result.created).toBe(true);
    return loginAs(app, { email, password });
  }

  it('a new company starts with the field-service entities only, everywhere the session side lists them', async () => {
    const admin = await newCompany();
    expect(names((await admin.get('/api/admin/entidades').expect(200)).body.dados)).toEqual(
      FIELD_SERVICE,
    );
    expect(names((await admin.get('/api/dados').expect(200)).body.dados)).toEqual(FIELD_SERVICE);
    const choices: CompanyEntityChoice[] = (
      await admin.get('/api/admin/empresa/entidades').expect(200)
    ).body.dados;
    expect(choices.map((choice) => [choice.entidade, choice.habilitada, choice.padrao])).toEqual([
      ...FIELD_SERVICE.map((name) => [name, true, true]),
      ...CORPORATE.map((name) => [name, false, false]),
    ]);

    // Refused in the admin API: data browser, records, spreadsheets, token scopes.
    for (const path of [
      '/api/dados/incidente_seguranca',
      '/api/dados/incidente_seguranca/00000000-0000-4000-8000-000000000000',
      '/api/admin/planilhas/incidente_seguranca/modelo',
    ]) {
      const refused = await admin.get(path).expect(403);
      expect(refused.body).toMatchObject({ sucesso: false, codigo: 'ENTIDADE_NAO_HABILITADA' });
    }
    await admin
      .post('/api/dados/incidente_seguranca')
      .send({ codigo: 'I-1', tipo: 'Integridade' })
      .expect(403);
    await admin
      .post('/api/admin/planilhas/incidente_seguranca/previa')
      .set('Content-Type', 'text/csv')
      .send(Buffer.from('codigo;tipo\nI-1;Integridade\n'))
      .expect(403);
    const scope = await admin
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'GRC', entidades: ['cliente', 'incidente_seguranca'] })
      .expect(400);
    expect(scope.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    expect(scope.body.detalhes).toEqual([
      'entidades: "incidente_seguranca" não está habilitada (Configurações da empresa)',
    ]);
    await admin.get('/api/dados/nao_existe').expect(404);

    // Enabling it makes it appear, after the field-service ones.
    const enabled = await admin
      .put('/api/admin/empresa/entidades')
      .send({ entidades: [...FIELD_SERVICE, 'incidente_seguranca'] })
      .expect(200);
    expect(
      enabled.body.dados
        .filter((choice: CompanyEntityChoice) => choice.habilitada)
        .map((choice: CompanyEntityChoice) => choice.entidade),
    ).toEqual([...FIELD_SERVICE, 'incidente_seguranca']);
    expect(names((await admin.get('/api/admin/entidades').expect(200)).body.dados)).toEqual([
      ...FIELD_SERVICE,
      'incidente_seguranca',
    ]);
    await admin.get('/api/dados/incidente_seguranca').expect(200);
    const token = await admin
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'GRC', entidades: ['incidente_seguranca'] })
      .expect(201);

    // The token's discovery shows its own scope, as before.
    const discovery = await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token.body.dados.token}`)
      .expect(200);
    expect(names(discovery.body.dados.entidades)).toEqual(['incidente_seguranca']);
  });

  it('a company from before the entity set keeps every entity, in the field-service-first order', async () => {
    const company = await createCompany(db);
    const { api: admin } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    expect(names((await admin.get('/api/admin/entidades').expect(200)).body.dados)).toEqual([
      ...FIELD_SERVICE,
      ...CORPORATE,
    ]);
    const issued = await admin
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'Tudo', entidades: [...CORPORATE, ...FIELD_SERVICE] })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/ingestao-pub/incidente_seguranca')
      .set('Authorization', `Bearer ${issued.body.dados.token}`)
      .send({ linhas: [{ codigo: 'INC-1', tipo: 'Integridade' }] })
      .expect(200);
    await admin.get('/api/dados/incidente_seguranca').expect(200);
  });

  it('only the ADMIN chooses; bad input is a 400', async () => {
    const company = await createCompany(db);
    const { api: admin } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const { api: supervisor } = await signIn(app, db, {
      companyId: company.id,
      role: 'SUPERVISOR',
    });
    await supervisor.get('/api/admin/empresa/entidades').expect(403);
    await supervisor
      .put('/api/admin/empresa/entidades')
      .send({ entidades: ['cliente'] })
      .expect(403);
    for (const body of [
      {},
      { entidades: [] },
      { entidades: 'cliente' },
      { entidades: [1] },
      { entidades: ['cliente', 'nao_existe'] },
    ]) {
      const response = await admin.put('/api/admin/empresa/entidades').send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.sucesso).toBe(false);
    }
    // Nothing changed: still every entity.
    expect((await admin.get('/api/admin/entidades').expect(200)).body.dados).toHaveLength(
      FIELD_SERVICE.length + CORPORATE.length,
    );
  });
});
