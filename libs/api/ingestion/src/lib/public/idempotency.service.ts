import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { platformError, type SqlRunner } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { IdempotencyRepository } from './idempotency.repository';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

/**
 * `Idempotency-Key` on writes: the same key and body within 24 hours returns
 * the first response without writing again; the same key with another body is
 * refused (422). The key is stored in the batch's own transaction, so a batch
 * and its key commit together.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyRepository) {}

  check(key: string | undefined) {
    if (key !== undefined && !KEY_SHAPE.test(key)) {
      throw platformError(
        'DADOS_INVALIDOS',
        'Idempotency-Key inválida: use de 1 a 200 caracteres ASCII visíveis.',
      );
    }
    return key;
  }

  requestHash(entity: string, body: string) {
    return createHash('sha256').update(entity).update('\n').update(body).digest();
  }

  async find(
    companyId: string,
    tokenId: string,
    key: string,
    hash: Buffer,
  ): Promise<StoredResponse | undefined> {
    const row = await this.keys.find(companyId, tokenId, key);
    if (!row) return undefined;
    if (!hash.equals(row.request_hash)) {
      throw ingestionError(
        'CHAVE_IDEMPOTENCIA_REUTILIZADA',
        'Esta Idempotency-Key já foi usada com outro corpo nas últimas 24 horas. Use uma chave nova para um lote novo.',
      );
    }
    return { statusCode: row.status_code, body: row.response };
  }

  /** Stores the response; false when a concurrent request with the same key got there first. */
  async store(
    sql: SqlRunner,
    companyId: string,
    tokenId: string,
    key: string,
    hash: Buffer,
    response: StoredResponse,
  ) {
    return this.keys.store(
      { companyId, tokenId, key, hash, statusCode: response.statusCode, response: response.body },
      sql,
    );
  }
}
