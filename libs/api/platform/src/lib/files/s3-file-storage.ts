import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertStorageKey, FileStorage, StoredObjectMissing } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prefix of every key in the bucket (`campo/`), to share a bucket; may be empty. */
  prefix?: string;
  client: S3ClientConfig;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2). A PutObject is atomic by the
 * protocol (an object appears whole or not at all) and carries the bytes' MD5, so
 * the server refuses a body damaged on the way.
 */
export class S3FileStorage extends FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new S3Client(options.client);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (await this.exists(key)) return;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.stream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new StoredObjectMissing(key) : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
    );
  }

  /** Closes the client's sockets (tests; the app's clients live as long as the process). */
  destroy() {
    this.client.destroy();
  }

  private key(key: string) {
    return `${this.options.prefix ?? ''}${assertStorageKey(key)}`;
  }
}

function isMissing(error: unknown) {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}
