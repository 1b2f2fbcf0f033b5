import type { Readable } from 'node:stream';

/** Which back end keeps the bytes, as health reports it. */
export type StorageDriver = 'fs' | 's3';

/** A stored object's bytes are missing (the key was never written, or was deleted). */
export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`Objeto ausente no armazenamento: ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/**
 * Where file bytes live: one port, one adapter per back end (the local filesystem or
 * S3-compatible object storage), chosen once from config. Keys are relative paths of
 * `[A-Za-z0-9._-]` segments joined by `/`, made by the caller (content addresses).
 *
 * Every adapter keeps these promises, checked by one shared test suite:
 * - `put` is atomic: a reader sees either nothing or all the bytes, never part of them,
 *   and a failed put leaves nothing behind. Putting a key that exists is allowed and
 *   leaves it as it was (keys are content addresses, so the bytes are the same).
 * - `get` and `stream` reject with StoredObjectMissing for a key that is not there.
 * - `delete` of a missing key is not an error.
 */
export abstract class FileStorage {
  abstract readonly driver: StorageDriver;

  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  abstract get(key: string): Promise<Buffer>;
  abstract stream(key: string): Promise<Readable>;
  abstract exists(key: string): Promise<boolean>;
  abstract delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless the key is a safe relative path (no `..`, no leading `/` or `.`). */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.length > 512 || key.split('/').some((part) => part.includes('..')))
    throw new Error(`Chave de armazenamento inválida: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The content address of bytes owned by a company: `<companyId>/<aa>/<sha256>`, so
 * the same bytes stored twice by one company are one object, and companies never
 * share an object (deleting one company's files cannot touch another's).
 */
export function contentKey(companyId: string, sha256: string): string {
  return assertStorageKey(`${companyId}/${sha256.slice(0, 2)}/${sha256}`);
}
