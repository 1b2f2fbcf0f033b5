import { Injectable } from '@nestjs/common';
import type { StoredFileView } from '@campo/contracts';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { platformError } from '../common/app-exception';
import { BoundedQueue } from '../common/bounded-queue';
import { isUuid } from '../common/ids';
import { AppConfig } from '../config/app-config';
import { fileError, fileNotFound } from './file-errors';
import { contentKey, FileStorage, StoredObjectMissing } from './file-storage';
import { ImageEncoder } from './image-encoder';
import type { EncodedFile, FileFormat, UploadLimits } from './image-pipeline';
import { type StoredFileRow, StoredFileRepository } from './stored-file.repository';

export interface StoreFileRequest {
  companyId: string;
  /** The client's id (a UUID made on the phone), so a retried upload finds its record. */
  id?: string;
  /** What the file belongs to, in the domain's words (`ordem`, `laudo`): the platform only keeps them. */
  owner: { kind: string; id: string };
  /** Its kind or label within the owner (`ANTES`, `DEPOIS`, `ASSINATURA`). */
  label: string;
  format: FileFormat;
  bytes: Buffer;
  /** Capture time and place, only when the client gave them (EXIF is never read for them). */
  capturedAt?: Date | null;
  latitude?: number | null;
  longitude?: number | null;
  createdBy?: string | null;
  /** Long side of the stored image (default 2560 px). */
  maxSide?: number;
}

/** An upload checked and re-encoded, ready to be saved in a transaction. */
export interface PreparedFile {
  readonly request: StoreFileRequest;
  readonly id: string;
  readonly uploadSha256: string;
  readonly encoded: EncodedFile;
}

export type FileVariant = 'original' | 'miniatura';

/** A stored file opened for reading: its bytes as a stream and how to label them. */
export interface OpenedFile {
  stream: Readable;
  contentType: string;
  /** The bytes' SHA-256, the strong ETag of a content-addressed object. */
  sha256: string;
  fileName: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * Files of a company: bytes in the storage adapter under their content address, and a
 * metadata row in PostgreSQL. Knows no domain: the owner is a kind and an id given by
 * the caller, who also decides who may read what (the generic route only scopes by
 * company).
 */
@Injectable()
export class FileService {
  private readonly limits: UploadLimits;
  private readonly uploadConnections: BoundedQueue;

  constructor(
    private readonly storage: FileStorage,
    private readonly files: StoredFileRepository,
    private readonly encoder: ImageEncoder,
    config: AppConfig,
  ) {
    this.uploadConnections = new BoundedQueue({
      concurrency: config.uploadDbConnections,
      queueMax: config.UPLOAD_DB_QUEUE_MAX,
      initialAverageMs: 50,
    });
    this.limits = {
      maxBytes: config.FILE_MAX_BYTES,
      maxPixels: config.IMAGE_MAX_PIXELS,
      imageTypes: config.imageTypes,
    };
  }

  get driver() {
    return this.storage.driver;
  }

  get uploadLimits(): Readonly<UploadLimits> {
    return this.limits;
  }

  /**
   * Checks and re-encodes an upload (a refused file throws 400/413/415), in the bounded
   * image pool (503 SERVICO_OCUPADO beyond its queue). Takes no database connection:
   * callers prepare first, then open their transaction and `save` the result in it, so
   * no decode ever runs while a connection or a lock is held.
   */
  async prepare(request: StoreFileRequest): Promise<PreparedFile> {
    const id = request.id ?? randomUUID();
    if (!isUuid(id)) throw platformError('DADOS_INVALIDOS', 'id: deve ser um UUID');
    assertOwner(request);
    const uploadSha256 = sha256(request.bytes);
    const encoded = await this.encoder.encode(request.bytes, request.format, this.limits, {
      maxSide: request.maxSide,
    });
    return { request, id, uploadSha256, encoded };
  }

  /**
   * Stores a prepared upload: its bytes (content-addressed: the same bytes twice are one
   * object), then its row. With a client id: the same id and the same bytes, for the same
   * owner and from the same user, answer the first record (`created: false`); the same id
   * with other bytes, another owner or another user is 409 ARQUIVO_ID_REUTILIZADO. With
   * `db`, the row is written in the caller's transaction.
   */
  async save(
    prepared: PreparedFile,
    db?: EntityManager | DataSource,
  ): Promise<{ file: StoredFileView; created: boolean }> {
    const { request, id, uploadSha256, encoded } = prepared;
    const earlier = await this.files.find(request.companyId, id, db);
    if (earlier)
      return { file: toView(sameUpload(earlier, uploadSha256, request)), created: false };
    const digest = sha256(encoded.bytes);
    const key = contentKey(request.companyId, digest);
    await this.storage.put(key, encoded.bytes, encoded.contentType);
    let thumbnailKey: string | null = null;
    if (encoded.thumbnail) {
      thumbnailKey = contentKey(request.companyId, sha256(encoded.thumbnail.bytes));
      await this.storage.put(thumbnailKey, encoded.thumbnail.bytes, encoded.thumbnail.contentType);
    }
    const { row, created } = await this.files.insert(
      {
        companyId: request.companyId,
        id,
        ownerKind: request.owner.kind,
        ownerId: request.owner.id,
        label: request.label,
        contentType: encoded.contentType,
        size: encoded.bytes.length,
        sha256: digest,
        uploadSha256,
        key,
        width: encoded.width,
        height: encoded.height,
        thumbnailKey,
        capturedAt: request.capturedAt ?? null,
        latitude: request.latitude ?? null,
        longitude: request.longitude ?? null,
        createdBy: request.createdBy ?? null,
      },
      db,
    );
    return { file: toView(created ? row : sameUpload(row, uploadSha256, request)), created };
  }

  /** Prepares and saves an upload on its own (no caller transaction). */
  async store(request: StoreFileRequest): Promise<{ file: StoredFileView; created: boolean }> {
    const prepared = await this.prepare(request);
    return this.withUploadConnection(() => this.save(prepared));
  }

  /**
   * Runs an upload's database work (usually its transaction) under the cap of
   * UPLOAD_DB_CONNECTIONS connections for all uploads of this instance; the others wait
   * here, holding no connection (at most UPLOAD_DB_QUEUE_MAX, then 503 SERVICO_OCUPADO),
   * so that uploads queued on one order's lock cannot take the pool from logins and lists.
   */
  withUploadConnection<T>(work: () => Promise<T>): Promise<T> {
    return this.uploadConnections.run(work);
  }

  /** The file's metadata; 404 ARQUIVO_NAO_ENCONTRADO when the company has no such id. */
  async find(
    companyId: string,
    id: string,
    db?: EntityManager | DataSource,
  ): Promise<StoredFileView> {
    return toView(await this.row(companyId, id, db));
  }

  /** The files of some owners of one kind, oldest first. */
  async listByOwner(
    companyId: string,
    ownerKind: string,
    ownerIds: string[],
    db?: EntityManager | DataSource,
  ): Promise<StoredFileView[]> {
    if (ownerIds.length === 0) return [];
    return (await this.files.listByOwner(companyId, ownerKind, ownerIds, db)).map(toView);
  }

  /** The file's bytes (or its thumbnail's), for embedding in a PDF or hashing. */
  async read(companyId: string, id: string, variant: FileVariant = 'original'): Promise<Buffer> {
    const { key } = this.variant(await this.row(companyId, id), variant);
    try {
      return await this.storage.get(key);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** The file (or its thumbnail) opened as a stream, for `sendStoredFile`. */
  async open(
    companyId: string,
    id: string,
    variant: FileVariant = 'original',
  ): Promise<OpenedFile> {
    const row = await this.row(companyId, id);
    const { key, contentType } = this.variant(row, variant);
    try {
      return {
        stream: await this.storage.stream(key),
        contentType,
        sha256: key.slice(key.lastIndexOf('/') + 1),
        fileName: `${row.label.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}-${row.id.slice(0, 8)}${
          variant === 'miniatura' ? '-miniatura' : ''
        }.${EXTENSIONS[contentType] ?? 'bin'}`,
      };
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** Deletes the record, and its bytes unless another record of the company has the same ones. */
  async remove(companyId: string, id: string): Promise<void> {
    const { deleted, orphanKeys } = await this.files.delete(companyId, id);
    if (!deleted) throw fileNotFound();
    for (const key of orphanKeys) await this.storage.delete(key);
  }

  /**
   * Deletes the record in the caller's transaction, and its orphan bytes at once: for
   * data past its retention term, whose bytes are due to go even if the transaction
   * later rolls back. False when there was no such record.
   */
  async removeWithin(db: EntityManager, companyId: string, id: string): Promise<boolean> {
    const { deleted, orphanKeys } = await this.files.delete(companyId, id, db);
    for (const key of orphanKeys) await this.storage.delete(key);
    return deleted;
  }

  private async row(companyId: string, id: string, db?: EntityManager | DataSource) {
    const row = isUuid(id) ? await this.files.find(companyId, id, db) : undefined;
    if (!row) throw fileNotFound();
    return row;
  }

  private variant(row: StoredFileRow, variant: FileVariant) {
    if (variant === 'miniatura') {
      if (!row.thumbnailKey)
        throw fileError('ARQUIVO_NAO_ENCONTRADO', 'Este arquivo não tem miniatura.');
      return { key: row.thumbnailKey, contentType: row.contentType };
    }
    return { key: row.key, contentType: row.contentType };
  }
}

function sha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The earlier record under a client's id, when this upload is its retry: the same bytes,
 * for the same owner, from the same user. Anything else is 409 ARQUIVO_ID_REUTILIZADO, so
 * an id chosen on one phone (`ffffffff-…`) can never be claimed for another owner or by
 * another user, and reach their files through it.
 */
function sameUpload(row: StoredFileRow, uploadSha256: string, request: StoreFileRequest) {
  if (
    row.ownerKind !== request.owner.kind ||
    row.ownerId !== request.owner.id ||
    row.createdBy !== (request.createdBy ?? null)
  ) {
    throw fileError(
      'ARQUIVO_ID_REUTILIZADO',
      'Já existe um arquivo com este id. Gere um novo id para um novo arquivo.',
      { id: row.id },
    );
  }
  if (row.uploadSha256 !== uploadSha256) {
    throw fileError(
      'ARQUIVO_ID_REUTILIZADO',
      'Já existe um arquivo com este id e outro conteúdo. Gere um novo id para um novo arquivo.',
      { id: row.id },
    );
  }
  return row;
}

function assertOwner(request: StoreFileRequest) {
  if (!/^[a-z][a-z0-9_-]{0,39}$/.test(request.owner.kind))
    throw new Error(`Tipo de dono inválido: ${request.owner.kind}`);
  if (request.owner.id.length < 1 || request.owner.id.length > 100)
    throw new Error('Id de dono inválido');
  if (request.label.length < 1 || request.label.length > 60)
    throw platformError('DADOS_INVALIDOS', 'rotulo: de 1 a 60 caracteres');
}

function unavailable(error: unknown) {
  if (error instanceof StoredObjectMissing) {
    return fileError(
      'ARQUIVO_INDISPONIVEL',
      'O conteúdo deste arquivo não está no armazenamento. Avise o administrador.',
    );
  }
  return error;
}

export function toView(row: StoredFileRow): StoredFileView {
  return {
    id: row.id,
    donoTipo: row.ownerKind,
    donoId: row.ownerId,
    rotulo: row.label,
    tipoConteudo: row.contentType,
    tamanhoBytes: row.size,
    sha256: row.sha256,
    largura: row.width,
    altura: row.height,
    temMiniatura: row.thumbnailKey !== null,
    capturadoEm: row.capturedAt ? new Date(row.capturedAt).toISOString() : null,
    latitude: row.latitude,
    longitude: row.longitude,
    criadoPor: row.createdBy,
    criadoEm: new Date(row.createdAt).toISOString(),
  };
}
