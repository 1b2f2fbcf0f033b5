import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../src/lib/config/app-config';
import { FileService } from '../src/lib/files/file.service';
import {
  createCompany,
  createTestApp,
  jpegWithExif,
  pngBomb,
  pngHtmlPolyglot,
  pngWithHtmlTail,
  randomFileBytes,
  signIn,
  startS3Server,
  type SessionAgent,
  type TestS3Server,
} from '../src/testing';
import { FileUploadController, TEST_UPLOAD_PREFIX } from './support/file-upload.controller';

const MAX_BYTES = 256 * 1024;

/** Stored files through a domain-like upload route and the generic download routes. */
describe('stored files (filesystem)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let storageDir: string;

  beforeAll(async () => {
    app = await createTestApp({
      controllers: [FileUploadController],
      http: { binaryBodyPrefixes: [TEST_UPLOAD_PREFIX] },
      env: { FILE_MAX_BYTES: String(MAX_BYTES) },
    });
    db = app.get<DataSource>(getDataSourceToken());
    storageDir = app.get(AppConfig).storageDir;
  });
  afterAll(() => app.close());

  async function technician() {
    const company = await createCompany(db);
    return { company, ...(await signIn(app, db, { companyId: company.id, role: 'TECNICO' })) };
  }

  const upload = (api: SessionAgent, path: string, bytes: Buffer) =>
    api
      .post(`${TEST_UPLOAD_PREFIX}/${path}`)
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);

  const rowsOf = async (companyId: string) =>
    Number(
      (await db.query(`SELECT count(*) AS n FROM arquivo WHERE empresa_id = $1`, [companyId]))[0].n,
    );
  const blobsOf = (companyId: string) => listFiles(join(storageDir, companyId));

  it('re-encodes a photo upright as JPEG without EXIF, with a thumbnail, served with its hash', async () => {
    const { company, api } = await technician();
    const photo = await jpegWithExif(400, 300);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await upload(
      api,
      'ordem-1/photo?rotulo=ANTES&capturadoEm=2026-11-24T13:30:00Z&latitude=-23.55&longitude=-46.63',
      photo,
    ).expect(200);
    const file = stored.body.dados.file;
    expect(stored.body.dados.created).toBe(true);
    expect(file).toMatchObject({
      donoTipo: 'teste',
      donoId: 'ordem-1',
      rotulo: 'ANTES',
      tipoConteudo: 'image/jpeg',
      largura: 300,
      altura: 400,
      temMiniatura: true,
      capturadoEm: '2026-11-24T13:30:00.000Z',
      latitude: -23.55,
      longitude: -46.63,
    });

    const served = await api.get(`/api/arquivos/${file.id}`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="antes-/);
    const body = served.body as Buffer;
    const digest = createHash('sha256').update(body).digest('hex');
    expect([digest, body.length]).toEqual([file.sha256, file.tamanhoBytes]);
    expect(served.headers.etag).toBe(`"${digest}"`);
    const metadata = await sharp(body).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(body.includes(Buffer.from('CameraDeTeste'))).toBe(false);

    await api.get(`/api/arquivos/${file.id}`).set('If-None-Match', `"${digest}"`).expect(304);
    const thumbnail = await api.get(`/api/arquivos/${file.id}/miniatura`).buffer(true).expect(200);
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 240,
      height: 320,
    });
    expect([await rowsOf(company.id), blobsOf(company.id).length]).toEqual([1, 2]);
  });

  it('keeps a drawing as PNG with its transparency, and drops bytes after the image', async () => {
    const { api } = await technician();
    const signature = await pngWithHtmlTail();
    const stored = await upload(api, 'ordem-2/drawing?rotulo=ASSINATURA', signature).expect(200);
    expect(stored.body.dados.file.tipoConteudo).toBe('image/png');
    const served = await api
      .get(`/api/arquivos/${stored.body.dados.file.id}`)
      .buffer(true)
      .expect(200);
    const bytes = served.body as Buffer;
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it.each([
    ['random bytes', () => randomFileBytes(4096), 415, 'TIPO_DE_ARQUIVO_NAO_ACEITO'],
    ['a PNG signature before HTML', pngHtmlPolyglot, 415, 'TIPO_DE_ARQUIVO_NAO_ACEITO'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      'TIPO_DE_ARQUIVO_NAO_ACEITO',
    ],
    ['a 10-gigapixel PNG (decompression bomb)', () => pngBomb(), 413, 'IMAGEM_GRANDE_DEMAIS'],
    [
      'a truncated JPEG',
      async () => (await jpegWithExif()).subarray(0, 2000),
      400,
      'IMAGEM_INVALIDA',
    ],
    [
      'more bytes than the limit',
      () => randomFileBytes(MAX_BYTES + 1),
      413,
      'ARQUIVO_GRANDE_DEMAIS',
    ],
  ])('refuses %s with nothing stored', async (_case, bytes, status, codigo) => {
    const { company, api } = await technician();
    const refused = await upload(api, 'ordem-3/photo', await bytes()).expect(status);
    expect(refused.body).toMatchObject({ sucesso: false, codigo });
    expect(refused.body.erro).toMatch(/\w+/);
    expect([await rowsOf(company.id), blobsOf(company.id)]).toEqual([0, []]);
  });

  it('is idempotent by client id: same bytes answer the first record, other bytes are 409', async () => {
    const { company, api } = await technician();
    const id = randomUUID();
    const photo = await jpegWithExif();
    const first = await upload(api, `ordem-4/photo?id=${id}`, photo).expect(200);
    const again = await upload(api, `ordem-4/photo?id=${id}`, photo).expect(200);
    expect(again.body.dados).toEqual({ file: first.body.dados.file, created: false });
    const other = await upload(api, `ordem-4/photo?id=${id}`, await jpegWithExif(200, 200)).expect(
      409,
    );
    expect(other.body).toMatchObject({ sucesso: false, codigo: 'ARQUIVO_ID_REUTILIZADO' });
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => upload(api, `ordem-4/photo?id=${randomUUID()}`, photo)),
    );
    expect(racing.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Five records, one photo and one thumbnail: the same bytes are stored once.
    expect([await rowsOf(company.id), blobsOf(company.id).length]).toEqual([5, 2]);
  });

  it("answers 404 for another company's file, a missing id and a malformed one", async () => {
    const owner = await technician();
    const stranger = await technician();
    const stored = await upload(owner.api, 'ordem-5/photo', await jpegWithExif()).expect(200);
    const id = stored.body.dados.file.id;
    for (const path of [`/api/arquivos/${id}`, `/api/arquivos/${id}/miniatura`]) {
      const answer = await stranger.api.get(path).expect(404);
      expect(answer.body).toMatchObject({ sucesso: false, codigo: 'ARQUIVO_NAO_ENCONTRADO' });
    }
    await owner.api.get(`/api/arquivos/${randomUUID()}`).expect(404);
    await owner.api.get('/api/arquivos/nao-e-um-uuid').expect(404);
    await request(app.getHttpServer()).get(`/api/arquivos/${id}`).expect(401);
  });

  it('removes a record, and its bytes only when no other record of the company has them', async () => {
    const { company, api } = await technician();
    const photo = await jpegWithExif();
    const first = await upload(api, 'ordem-6/photo', photo).expect(200);
    const second = await upload(api, 'ordem-6/photo', photo).expect(200);
    const files = app.get(FileService);
    await files.remove(company.id, first.body.dados.file.id);
    await api.get(`/api/arquivos/${first.body.dados.file.id}`).expect(404);
    await api.get(`/api/arquivos/${second.body.dados.file.id}`).expect(200);
    expect(blobsOf(company.id).length).toBe(2);
    await files.remove(company.id, second.body.dados.file.id);
    expect([await rowsOf(company.id), blobsOf(company.id)]).toEqual([0, []]);
    await expect(files.remove(company.id, second.body.dados.file.id)).rejects.toMatchObject({
      codigo: 'ARQUIVO_NAO_ENCONTRADO',
    });
  });

  it('health says the files are on the filesystem', async () => {
    const health = await request(app.getHttpServer()).get('/api/saude').expect(200);
    expect(health.body.dados.armazenamento).toEqual({ driver: 'fs' });
  });
});

describe('stored files (S3)', () => {
  let s3: TestS3Server;
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    s3 = await startS3Server();
    app = await createTestApp({
      controllers: [FileUploadController],
      http: { binaryBodyPrefixes: [TEST_UPLOAD_PREFIX] },
      env: s3.env,
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await s3.stop();
  });

  it('stores and serves through the bucket; health says s3', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' });
    const stored = await api
      .post(`${TEST_UPLOAD_PREFIX}/ordem-1/photo`)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegWithExif())
      .expect(200);
    const served = await api
      .get(`/api/arquivos/${stored.body.dados.file.id}`)
      .buffer(true)
      .expect(200);
    expect(
      createHash('sha256')
        .update(served.body as Buffer)
        .digest('hex'),
    ).toBe(stored.body.dados.file.sha256);
    const health = await request(app.getHttpServer()).get('/api/saude').expect(200);
    expect(health.body.dados.armazenamento).toEqual({ driver: 's3' });
  });
});

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
