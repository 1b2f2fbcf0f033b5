import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { namedStatement, platformError, type SqlRunner } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

const STORE_KEY =
  namedStatement(`INSERT INTO ingestion_idempotency_keys (empresa_id, token_id, chave, request_hash, status_code, response)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (empresa_id, token_id, chave) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, status_code = EXCLUDED.status_code,
        response = EXCLUDED.response, criado_em = now()
    WHERE ingestion_idempotency_keys.criado_em <= now() - interval '24 hours'
  RETURNING 1`);

/**
 * `Idempotency-Key` on writes: the same key and body within 24 hours returns
 * the first response without writing again; the same key with another body is
 * refused (422). The key is stored in the batch's own transaction, so a batch
 * and its key commit together.
 */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    const [row] = await this.dataSource.query(
      `SELECT request_hash, status_code, response FROM ingestion_idempotency_keys
        WHERE empresa_id = $1 AND token_id = $2 AND chave = $3 AND criado_em > now() - interval '24 hours'`,
      [companyId, tokenId, key],
    );
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
    const inserted = await sql.query(STORE_KEY, [
      companyId,
      tokenId,
      key,
      hash,
      response.statusCode,
      JSON.stringify(response.body),
    ]);
    return inserted.length > 0;
  }
}
