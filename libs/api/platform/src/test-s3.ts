/**
 * An S3-protocol server for tests (s3rver): on loopback, on a free port, keeping its
 * objects in a temporary folder, with one bucket. The storage adapter and the whole
 * app run against it as they would against AWS or MinIO.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of s3rver (which ships no types) the tests use. */
type S3rver = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(__filename)('s3rver') as S3rver;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The adapter's settings, as environment variables (for createTestApp's `env`). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'campo-teste'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials: it checks request signatures against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
