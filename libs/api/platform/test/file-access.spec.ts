import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { FileAccessRules } from '../src/lib/files/file-access';
import { createCompany, createTestApp, type SessionAgent, signIn } from '../src/testing';
import {
  FileUploadController,
  TEST_FILE_OWNER,
  TEST_UPLOAD_PREFIX,
} from './support/file-upload.controller';

/**
 * The generic file routes ask the rule its domain registered for the file's owner kind:
 * the test's `teste` kind lets the company read it but refuses owner `restrito`'s (403); a kind with no
 * rule is 404 to everyone, its own uploader and the company's admin included.
 */
describe('file access rules', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;
  let technician: SessionAgent;
  let supervisor: SessionAgent;
  let stranger: SessionAgent;

  beforeAll(async () => {
    app = await createTestApp({
      controllers: [FileUploadController],
      http: { binaryBodyPrefixes: [TEST_UPLOAD_PREFIX] },
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    const other = await createCompany(db);
    admin = (await signIn(app, db, { companyId: company.id, role: 'ADMIN' })).api;
    technician = (await signIn(app, db, { companyId: company.id, role: 'TECNICO' })).api;
    supervisor = (await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' })).api;
    stranger = (await signIn(app, db, { companyId: other.id, role: 'ADMIN' })).api;
  });
  afterAll(() => app.close());

  const photo = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();

  async function upload(ownerKind: string, owner = 'dono-1') {
    const stored = await technician
      .post(`${TEST_UPLOAD_PREFIX}/${owner}/photo?donoTipo=${ownerKind}`)
      .set('Content-Type', 'application/octet-stream')
      .send(await photo())
      .expect(200);
    return stored.body.dados.file.id as string;
  }

  it('answers as the owner kind’s rule decides: allow, 403, or 404', async () => {
    const id = await upload(TEST_FILE_OWNER);
    await admin.get(`/api/arquivos/${id}`).expect(200);
    await technician.get(`/api/arquivos/${id}/miniatura`).expect(200);
    await supervisor.get(`/api/arquivos/${id}`).expect(200);
    await stranger.get(`/api/arquivos/${id}`).expect(404);
    const restricted = await upload(TEST_FILE_OWNER, 'restrito');
    const refused = await supervisor.get(`/api/arquivos/${restricted}`).expect(403);
    expect(refused.body).toMatchObject({ sucesso: false, codigo: 'ACESSO_NEGADO' });
    await supervisor.get(`/api/arquivos/${restricted}/miniatura`).expect(403);
  });

  it('denies a kind that no domain registered, to everyone', async () => {
    const id = await upload('sem_regra');
    for (const agent of [admin, technician, supervisor, stranger]) {
      const denied = await agent.get(`/api/arquivos/${id}`).expect(404);
      expect(denied.body).toMatchObject({ sucesso: false, codigo: 'ARQUIVO_NAO_ENCONTRADO' });
      await agent.get(`/api/arquivos/${id}/miniatura`).expect(404);
    }
  });

  it('keeps a client-chosen id to its owner and its user: no one else can claim it', async () => {
    const id = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
    const bytes = await photo();
    const send = (agent: SessionAgent, owner: string) =>
      agent
        .post(`${TEST_UPLOAD_PREFIX}/${owner}/photo?id=${id}`)
        .set('Content-Type', 'application/octet-stream')
        .send(bytes);
    expect((await send(technician, 'dono-1').expect(200)).body.dados.created).toBe(true);
    expect((await send(technician, 'dono-1').expect(200)).body.dados.created).toBe(false);
    for (const [agent, owner] of [
      [technician, 'dono-2'],
      [supervisor, 'dono-1'],
      [admin, 'dono-2'],
    ] as const) {
      const claimed = await send(agent, owner).expect(409);
      expect(claimed.body).toMatchObject({ sucesso: false, codigo: 'ARQUIVO_ID_REUTILIZADO' });
    }
  });

  it('refuses a second rule for the same owner kind', () => {
    expect(() => app.get(FileAccessRules).register(TEST_FILE_OWNER, async () => 'allow')).toThrow(
      /already has a file access rule/,
    );
  });
});
