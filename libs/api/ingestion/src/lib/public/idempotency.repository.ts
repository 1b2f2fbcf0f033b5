import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { namedStatement, SqlPool, type SqlRunner } from '@campo/platform';

export interface IdempotencyKeyRow {
  request_hash: Buffer;
  status_code: number;
  response: unknown;
}

const STORE_KEY =
  namedStatement(`INSERT INTO ingestion_idempotency_keys (empresa_id, token_id, chave, request_hash, status_code, response)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (empresa_id, token_id, chave) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, status_code = EXCLUDED.status_code,
        response = EXCLUDED.response, criado_em = now()
    WHERE ingestion_idempotency_keys.criado_em <= now() - interval '24 hours'
  RETURNING 1`);

/**
 * The SQL of `Idempotency-Key`s: a key younger than 24 hours is found; a key is
 * stored on the runner it is given (the batch's transaction), replacing only an
 * expired one.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sql: SqlPool,
  ) {}

  async find(
    companyId: string,
    tokenId: string,
    key: string,
  ): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT request_hash, status_code, response FROM ingestion_idempotency_keys
        WHERE empresa_id = $1 AND token_id = $2 AND chave = $3 AND criado_em > now() - interval '24 hours'`,
      [companyId, tokenId, key],
    );
    return row;
  }

  /** False when the key is held by a live entry (a concurrent request got there first). */
  async store(
    entry: {
      companyId: string;
      tokenId: string;
      key: string;
      hash: Buffer;
      statusCode: number;
      response: unknown;
    },
    sql: SqlRunner = this.sql,
  ) {
    const inserted = await sql.query(STORE_KEY, [
      entry.companyId,
      entry.tokenId,
      entry.key,
      entry.hash,
      entry.statusCode,
      JSON.stringify(entry.response),
    ]);
    return inserted.length > 0;
  }
}
