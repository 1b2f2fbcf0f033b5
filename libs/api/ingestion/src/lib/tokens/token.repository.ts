import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { IngestionMode } from '@campo/contracts';
import { namedStatement, SqlPool } from '@campo/platform';

export type TokenStatus = 'ATIVO' | 'INATIVO' | 'REVOGADO';

/** A token as the admin screens show it. */
export interface TokenViewRow {
  id: string;
  name: string;
  prefix: string;
  mode: IngestionMode;
  entities: string[];
  status: TokenStatus;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
  created_by_name: string | null;
}

/** A token as the ingestion guard checks it. */
export interface TokenAuthRow {
  id: string;
  empresa_id: string;
  name: string;
  prefix: string;
  secret_hash: Buffer;
  mode: IngestionMode;
  entities: string[];
  status: TokenStatus;
  expires_at: Date | null;
  time_zone: string;
  needs_touch: boolean;
}

export interface NewToken {
  companyId: string;
  name: string;
  prefix: string;
  secretHash: Buffer;
  mode: IngestionMode;
  entities: string[];
  expiresAt: string | null;
  createdBy: string;
}

/** `null` leaves a value as it is; `expiresAt` applies only when `setExpiry`. */
export interface TokenChanges {
  name: string | null;
  mode: IngestionMode | null;
  entities: string[] | null;
  setExpiry: boolean;
  expiresAt: string | null;
}

const VIEW_COLUMNS = `t.id, t.name, t.prefix, t.mode, t.entities, t.status, t.expires_at, t.last_used_at, t.created_at,
  u.name AS created_by_name`;

/** Runs on every ingestion request, so it is prepared once per connection. */
const FIND_TOKEN =
  namedStatement(`SELECT t.id, t.empresa_id, t.name, t.prefix, t.secret_hash, t.mode, t.entities, t.status, t.expires_at,
         c.time_zone,
         (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute') AS needs_touch
    FROM ingestion_tokens t JOIN companies c ON c.id = t.empresa_id
   WHERE t.prefix = $1`);

/**
 * The SQL of ingestion tokens and their audit events. Admin statements run on the
 * manager they are given (a transaction's, or the data source's by default); the
 * per-request lookup runs on the SQL pool as a prepared statement.
 */
@Injectable()
export class TokenRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sql: SqlPool,
  ) {}

  list(companyId: string): Promise<TokenViewRow[]> {
    return this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM ingestion_tokens t LEFT JOIN users u ON u.id = t.created_by
        WHERE t.empresa_id = $1 ORDER BY t.created_at DESC`,
      [companyId],
    );
  }

  async find(
    companyId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TokenViewRow | undefined> {
    const [row]: TokenViewRow[] = await manager.query(
      `SELECT ${VIEW_COLUMNS} FROM ingestion_tokens t LEFT JOIN users u ON u.id = t.created_by
        WHERE t.empresa_id = $1 AND t.id = $2`,
      [companyId, id],
    );
    return row;
  }

  async insert(token: NewToken, manager: EntityManager = this.dataSource.manager) {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO ingestion_tokens (empresa_id, name, prefix, secret_hash, mode, entities, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        token.companyId,
        token.name,
        token.prefix,
        token.secretHash,
        token.mode,
        token.entities,
        token.expiresAt,
        token.createdBy,
      ],
    );
    return id;
  }

  async update(
    companyId: string,
    id: string,
    changes: TokenChanges,
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `UPDATE ingestion_tokens SET
         name = coalesce($3, name),
         mode = coalesce($4, mode),
         entities = coalesce($5, entities),
         expires_at = CASE WHEN $6 THEN $7::timestamptz ELSE expires_at END,
         updated_at = now()
       WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        changes.name,
        changes.mode,
        changes.entities,
        changes.setExpiry,
        changes.expiresAt,
      ],
    );
  }

  async setStatus(
    companyId: string,
    id: string,
    status: TokenStatus,
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `UPDATE ingestion_tokens SET status = $3, updated_at = now(),
         revoked_at = CASE WHEN $3 = 'REVOGADO' THEN now() ELSE revoked_at END
       WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, status],
    );
  }

  async recordEvent(
    event: { companyId: string; tokenId: string; action: string; userId: string; details: object },
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `INSERT INTO ingestion_token_events (empresa_id, token_id, action, user_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [event.companyId, event.tokenId, event.action, event.userId, JSON.stringify(event.details)],
    );
  }

  /** The tokens with this display prefix (the hash is compared by the caller). */
  findByPrefix(prefix: string): Promise<TokenAuthRow[]> {
    return this.sql.query<TokenAuthRow>(FIND_TOKEN, [prefix]);
  }

  touch(tokenId: string) {
    return this.sql.query(`UPDATE ingestion_tokens SET last_used_at = now() WHERE id = $1`, [
      tokenId,
    ]);
  }
}
