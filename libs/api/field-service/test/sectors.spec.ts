import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, type SessionAgent, signIn } from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

/** Fixture: company A with EQ-1 and EQ-2 in "UTI", EQ-3 in "Recepção"; company B with its own "UTI". */
describe('sectors', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    for (const company of ['A', 'B']) {
      const { id } = await createCompany(db);
      ids[company] = id;
      const client = await one(
        `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
        [id],
      );
      ids[`contract${company}`] = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2)`,
        [id, client],
      );
    }
    const equipment = (code: string, sector: string, company = 'A') =>
      one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, $2, 'CT', $3, $4)`,
        [ids[company], code, ids[`contract${company}`], sector],
      );
    ids.eq1 = await equipment('EQ-1', 'UTI');
    ids.eq2 = await equipment('EQ-2', 'UTI');
    ids.eq3 = await equipment('EQ-3', 'Recepção');
    await equipment('EQ-B', 'UTI', 'B');
    for (const role of ['SUPERVISOR', 'TECNICO'] as const) {
      const { api } = await signIn(app, db, { companyId: ids.A, role, name: `Pessoa ${role}` });
      agents[role] = api;
    }
  });
  afterAll(() => app.close());

  const api = (role: string) => ({
    get: (url: string) => agents[role].get(url),
    post: (url: string, body: object) => agents[role].post(url).send(body),
    patch: (url: string, body: object) => agents[role].patch(url).send(body),
    delete: (url: string) => agents[role].delete(url),
  });
  const active = { desativadoEm: null, desativadoPor: null };
  const sectors = async () =>
    (await api('TECNICO').get('/api/fs/setores').expect(200)).body.dados as Array<{
      id: string;
      nome: string;
      descricao: string | null;
      equipamentos: number;
    }>;
  const sectorOf = async (equipmentId: string) =>
    (await db.query(`SELECT setor FROM equipamento WHERE id = $1`, [equipmentId]))[0].setor;

  it('a sector exists for every name equipment use, with its count, and only the company’s own', async () => {
    expect(await sectors()).toEqual([
      { id: expect.any(String), nome: 'Recepção', descricao: null, equipamentos: 1, ...active },
      { id: expect.any(String), nome: 'UTI', descricao: null, equipamentos: 2, ...active },
    ]);
  });

  it('creates a sector; a second one with the same name is 409 SETOR_DUPLICADO; a TECNICO may not create', async () => {
    const created = await api('SUPERVISOR')
      .post('/api/fs/setores', { nome: '  Centro cirúrgico ', descricao: 'Bloco B, 2º andar' })
      .expect(201);
    expect(created.body.dados).toEqual({
      id: expect.any(String),
      nome: 'Centro cirúrgico',
      descricao: 'Bloco B, 2º andar',
      equipamentos: 0,
      ...active,
    });
    expect(
      (await api('SUPERVISOR').post('/api/fs/setores', { nome: 'Centro cirúrgico' }).expect(409))
        .body.codigo,
    ).toBe('SETOR_DUPLICADO');
    expect(
      (await api('TECNICO').post('/api/fs/setores', { nome: 'Outro' }).expect(403)).body.codigo,
    ).toBe('ACESSO_NEGADO');
    const invalid = await api('SUPERVISOR').post('/api/fs/setores', { nome: '   ' }).expect(400);
    expect(invalid.body).toMatchObject({ codigo: 'DADOS_INVALIDOS' });
  });

  it('renaming a sector moves its equipment along; another company’s sector of the same name is untouched', async () => {
    const uti = (await sectors()).find((sector) => sector.nome === 'UTI')!;
    const renamed = await api('SUPERVISOR')
      .patch(`/api/fs/setores/${uti.id}`, { nome: 'UTI Adulto', descricao: 'Ala norte' })
      .expect(200);
    expect(renamed.body.dados).toEqual({
      id: uti.id,
      nome: 'UTI Adulto',
      descricao: 'Ala norte',
      equipamentos: 2,
      ...active,
    });
    expect([await sectorOf(ids.eq1), await sectorOf(ids.eq2)]).toEqual([
      'UTI Adulto',
      'UTI Adulto',
    ]);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM equipamento WHERE empresa_id = $1 AND setor = 'UTI'`,
      [ids.B],
    );
    expect(count).toBe(1);
    const recepcao = (await sectors()).find((sector) => sector.nome === 'Recepção')!;
    expect(
      (
        await api('SUPERVISOR')
          .patch(`/api/fs/setores/${recepcao.id}`, { nome: 'UTI Adulto' })
          .expect(409)
      ).body.codigo,
    ).toBe('SETOR_DUPLICADO');
  });

  it('an equipment edited (through the ingestion validator) into an unknown sector creates it', async () => {
    await api('SUPERVISOR')
      .patch(`/api/dados/equipamento/${ids.eq3}`, { setor: 'Hemodiálise' })
      .expect(200);
    expect(await sectorOf(ids.eq3)).toBe('Hemodiálise');
    expect((await sectors()).find((sector) => sector.nome === 'Hemodiálise')).toMatchObject({
      equipamentos: 1,
      ...active,
    });
  });

  it('deletes an empty sector; one in use is 409 SETOR_EM_USO; unknown or another company’s id is 404', async () => {
    const all = await sectors();
    const empty = all.find((sector) => sector.nome === 'Recepção')!;
    const used = all.find((sector) => sector.nome === 'Hemodiálise')!;
    const refused = await api('SUPERVISOR').delete(`/api/fs/setores/${used.id}`).expect(409);
    expect(refused.body).toMatchObject({
      codigo: 'SETOR_EM_USO',
      erro: expect.stringContaining('1 equipamento'),
    });
    await api('SUPERVISOR').delete(`/api/fs/setores/${empty.id}`).expect(200);
    expect((await sectors()).map((sector) => sector.nome)).toEqual([
      'Centro cirúrgico',
      'Hemodiálise',
      'UTI Adulto',
    ]);
    const [other] = await db.query(`SELECT id FROM setor WHERE empresa_id = $1`, [ids.B]);
    expect(
      (await api('SUPERVISOR').patch(`/api/fs/setores/${other.id}`, { nome: 'X' }).expect(404)).body
        .codigo,
    ).toBe('SETOR_NAO_ENCONTRADO');
    expect(
      (await api('SUPERVISOR').delete('/api/fs/setores/nao-e-um-id').expect(404)).body.codigo,
    ).toBe('SETOR_NAO_ENCONTRADO');
  });

  it('retires a sector with who and when, reversibly and audited; retiring twice keeps the first; a TECNICO may not', async () => {
    const uti = (await sectors()).find((sector) => sector.nome === 'UTI Adulto')!;
    await api('TECNICO').post(`/api/fs/setores/${uti.id}/desativar`, {}).expect(403);
    const retired = await api('SUPERVISOR')
      .post(`/api/fs/setores/${uti.id}/desativar`, {})
      .expect(200);
    expect(retired.body.dados).toMatchObject({
      nome: 'UTI Adulto',
      equipamentos: 2,
      desativadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      desativadoPor: 'Pessoa SUPERVISOR',
    });
    const again = await api('SUPERVISOR')
      .post(`/api/fs/setores/${uti.id}/desativar`, {})
      .expect(200);
    expect(again.body.dados.desativadoEm).toBe(retired.body.dados.desativadoEm);
    expect(await sectorOf(ids.eq1)).toBe('UTI Adulto'); // its equipment stay where they are
    const back = await api('SUPERVISOR').post(`/api/fs/setores/${uti.id}/reativar`, {}).expect(200);
    expect(back.body.dados).toMatchObject(active);
    const trail = await db.query(
      `SELECT action FROM audit_events WHERE empresa_id = $1 AND target_id = $2 ORDER BY id`,
      [ids.A, uti.id],
    );
    expect(trail.map((event: { action: string }) => event.action)).toEqual([
      'SETOR_DESATIVADO',
      'SETOR_REATIVADO',
    ]);
  });
});
