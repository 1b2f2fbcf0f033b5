import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server, type TestS3Server } from '../../test-s3';
import { contentKey, FileStorage, StoredObjectMissing } from './file-storage';
import { FsFileStorage } from './fs-file-storage';
import { S3FileStorage } from './s3-file-storage';

/**
 * One suite of the storage port, run against every adapter, each on its real back
 * end: the filesystem adapter in a temporary folder, the S3 adapter against an
 * S3-protocol server (s3rver) started here on loopback.
 */
interface Harness {
  storage: FileStorage;
  /** An adapter of the same kind whose every put fails (an unusable folder or bucket). */
  broken: FileStorage;
  /** Files left in the back end's own folder, to prove nothing half-written stays. */
  leftovers(): string[];
  close(): Promise<void>;
}

/**
 * Per adapter: its name, whether its back end publishes an object only when whole (S3
 * promises it, a PUT is all or nothing; s3rver, the stand-in, writes its folder in
 * place, so a reader racing a put sees part of it there and never on S3), and how to
 * open it.
 */
const adapters: Array<[string, boolean, () => Promise<Harness>]> = [
  [
    'sistema de arquivos',
    true,
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'armazenamento-'));
      const blocker = join(root, 'um-arquivo');
      writeFileSync(blocker, 'não é uma pasta');
      return {
        storage: new FsFileStorage(join(root, 'arquivos')),
        broken: new FsFileStorage(blocker),
        leftovers: () => listFiles(join(root, 'arquivos')),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 (s3rver)',
    false,
    async () => {
      const server: TestS3Server = await startS3Server();
      const client = (bucket: string) =>
        new S3FileStorage({
          bucket,
          prefix: 'teste/',
          client: {
            endpoint: server.endpoint,
            region: 'us-east-1',
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          },
        });
      const storage = client(server.bucket);
      const broken = client('balde-que-nao-existe');
      return {
        storage,
        broken,
        leftovers: () => [],
        close: async () => {
          storage.destroy();
          broken.destroy();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(adapters)('armazenamento de arquivos: %s', (_name, atomicBackEnd, open) => {
  let harness: Harness;
  const company = '3f1b2c4d-0000-4000-8000-000000000001';
  const keyOf = (bytes: Buffer) =>
    contentKey(company, createHash('sha256').update(bytes).digest('hex'));

  beforeAll(async () => {
    harness = await open();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('guarda e devolve os mesmos bytes, por inteiro e em fluxo', async () => {
    const bytes = randomBytes(70_000);
    const key = keyOf(bytes);
    expect(await harness.storage.exists(key)).toBe(false);
    await harness.storage.put(key, bytes, 'application/octet-stream');
    expect(await harness.storage.exists(key)).toBe(true);
    expect((await harness.storage.get(key)).equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await harness.storage.stream(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('guardar de novo a mesma chave (os mesmos bytes) não falha nem muda nada', async () => {
    const bytes = randomBytes(1000);
    const key = keyOf(bytes);
    await Promise.all(
      Array.from({ length: 8 }, () => harness.storage.put(key, bytes, 'image/png')),
    );
    await harness.storage.put(key, bytes, 'image/png');
    expect((await harness.storage.get(key)).equals(bytes)).toBe(true);
  });

  it('uma chave ausente: exists é falso, get e stream rejeitam com StoredObjectMissing', async () => {
    const key = keyOf(randomBytes(16));
    expect(await harness.storage.exists(key)).toBe(false);
    await expect(harness.storage.get(key)).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(harness.storage.stream(key)).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('apaga; apagar uma chave ausente não é erro', async () => {
    const bytes = randomBytes(500);
    const key = keyOf(bytes);
    await harness.storage.put(key, bytes, 'application/octet-stream');
    await harness.storage.delete(key);
    expect(await harness.storage.exists(key)).toBe(false);
    await harness.storage.delete(key);
  });

  (atomicBackEnd ? it : it.skip)(
    'quem lê durante a gravação vê o objeto inteiro ou nada',
    async () => {
      const bytes = randomBytes(6 * 1024 * 1024);
      const key = keyOf(bytes);
      const seen: number[] = [];
      let done = false;
      const writing = harness.storage.put(key, bytes, 'application/octet-stream').finally(() => {
        done = true;
      });
      while (!done) {
        try {
          seen.push((await harness.storage.get(key)).length);
        } catch (error) {
          if (!(error instanceof StoredObjectMissing)) throw error;
          seen.push(0);
        }
      }
      await writing;
      seen.push((await harness.storage.get(key)).length);
      expect(seen.every((length) => length === 0 || length === bytes.length)).toBe(true);
      expect(seen.at(-1)).toBe(bytes.length);
    },
  );

  it('uma gravação que falha não deixa nada para trás', async () => {
    const bytes = randomBytes(2048);
    const key = keyOf(bytes);
    await expect(harness.broken.put(key, bytes, 'application/octet-stream')).rejects.toThrow();
    expect(await harness.storage.exists(key)).toBe(false);
    expect(harness.leftovers().filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('recusa chaves que sairiam da pasta ou do prefixo', async () => {
    for (const key of ['../fora', '/absoluta', 'a/../../b', '.oculta', 'a//b', 'com espaço'])
      await expect(harness.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Chave de armazenamento inválida/,
      );
  });
});

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
