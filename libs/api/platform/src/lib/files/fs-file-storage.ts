import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, FileStorage, StoredObjectMissing } from './file-storage';

/**
 * Files under one local directory (the default, under the data directory). A put
 * writes a temporary file in the target's folder, flushes it to disk and renames it
 * into place: rename is atomic on one filesystem, so a reader never sees half a file,
 * and a failure removes the temporary file.
 */
export class FsFileStorage extends FileStorage {
  readonly driver = 'fs' as const;
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    if (await this.exists(key)) return;
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      throw missingOr(error, key);
    }
  }

  async stream(key: string): Promise<Readable> {
    const path = this.path(key);
    try {
      await access(path);
    } catch (error) {
      throw missingOr(error, key);
    }
    return createReadStream(path);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  private path(key: string) {
    return join(this.root, assertStorageKey(key));
  }
}

function missingOr(error: unknown, key: string) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? new StoredObjectMissing(key) : error;
}
