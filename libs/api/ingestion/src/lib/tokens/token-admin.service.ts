import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  CreatedIngestionToken,
  IngestionMode,
  IngestionTokenView,
  TokenState,
} from '@campo/contracts';
import { platformError, SessionPrincipal, isUuid } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { EntityRegistry } from '../registry/entity-registry';
import { displayPrefix, generateToken, hashToken } from './token-format';
import type { CreateTokenDto, UpdateTokenDto } from './token-admin.dto';

const VIEW_COLUMNS = `t.id, t.name, t.prefix, t.mode, t.entities, t.status, t.expires_at, t.last_used_at, t.created_at,
  u.name AS created_by_name`;

interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  mode: IngestionMode;
  entities: string[];
  status: 'ATIVO' | 'INATIVO' | 'REVOGADO';
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
  created_by_name: string | null;
}

/**
 * Token administration for a company's ADMIN: create (the secret is shown once),
 * rename, change scope, mode and expiry, deactivate, reactivate, revoke (final).
 * Every change is recorded in `ingestion_token_events`.
 */
@Injectable()
export class TokenAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: EntityRegistry,
  ) {}

  async list(session: SessionPrincipal): Promise<IngestionTokenView[]> {
    const rows: TokenRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM ingestion_tokens t LEFT JOIN users u ON u.id = t.created_by
        WHERE t.empresa_id = $1 ORDER BY t.created_at DESC`,
      [session.companyId],
    );
    return rows.map(toView);
  }

  async get(
    session: SessionPrincipal,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ) {
    const [row]: TokenRow[] = isUuid(id)
      ? await manager.query(
          `SELECT ${VIEW_COLUMNS} FROM ingestion_tokens t LEFT JOIN users u ON u.id = t.created_by
            WHERE t.empresa_id = $1 AND t.id = $2`,
          [session.companyId, id],
        )
      : [];
    if (!row) throw ingestionError('TOKEN_NAO_ENCONTRADO', 'Token não encontrado.');
    return toView(row);
  }

  async create(session: SessionPrincipal, dto: CreateTokenDto): Promise<CreatedIngestionToken> {
    this.checkEntities(dto.entidades);
    const token = generateToken();
    return this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO ingestion_tokens (empresa_id, name, prefix, secret_hash, mode, entities, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          session.companyId,
          dto.nome,
          displayPrefix(token),
          hashToken(token),
          dto.modo ?? 'UPSERT',
          dto.entidades,
          dto.expiraEm ?? null,
          session.userId,
        ],
      );
      await this.audit(manager, session, id, 'CRIADO', {
        nome: dto.nome,
        modo: dto.modo ?? 'UPSERT',
        entidades: dto.entidades,
        expiraEm: dto.expiraEm ?? null,
      });
      return { ...(await this.get(session, id, manager)), token };
    });
  }

  async update(session: SessionPrincipal, id: string, dto: UpdateTokenDto) {
    if (dto.entidades) this.checkEntities(dto.entidades);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(session, id, manager);
      if (current.status === 'REVOGADO') {
        throw ingestionError(
          'TOKEN_JA_REVOGADO',
          'Token revogado não pode ser alterado; emita um novo.',
        );
      }
      await manager.query(
        `UPDATE ingestion_tokens SET
           name = coalesce($3, name),
           mode = coalesce($4, mode),
           entities = coalesce($5, entities),
           expires_at = CASE WHEN $6 THEN $7::timestamptz ELSE expires_at END,
           updated_at = now()
         WHERE empresa_id = $1 AND id = $2`,
        [
          session.companyId,
          id,
          dto.nome ?? null,
          dto.modo ?? null,
          dto.entidades ?? null,
          dto.expiraEm !== undefined,
          dto.expiraEm ?? null,
        ],
      );
      await this.audit(manager, session, id, 'ALTERADO', { ...dto });
      return this.get(session, id, manager);
    });
  }

  deactivate(session: SessionPrincipal, id: string) {
    return this.transition(session, id, 'INATIVO', 'DESATIVADO');
  }

  reactivate(session: SessionPrincipal, id: string) {
    return this.transition(session, id, 'ATIVO', 'REATIVADO');
  }

  revoke(session: SessionPrincipal, id: string) {
    return this.transition(session, id, 'REVOGADO', 'REVOGADO');
  }

  private transition(
    session: SessionPrincipal,
    id: string,
    status: TokenRow['status'],
    action: string,
  ) {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(session, id, manager);
      if (current.status === 'REVOGADO') {
        throw ingestionError(
          'TOKEN_JA_REVOGADO',
          'Token revogado é definitivo; emita um novo token.',
        );
      }
      await manager.query(
        `UPDATE ingestion_tokens SET status = $3, updated_at = now(),
           revoked_at = CASE WHEN $3 = 'REVOGADO' THEN now() ELSE revoked_at END
         WHERE empresa_id = $1 AND id = $2`,
        [session.companyId, id, status],
      );
      await this.audit(manager, session, id, action, {});
      return this.get(session, id, manager);
    });
  }

  private checkEntities(entities: string[]) {
    const unknown = entities.filter((name) => !this.registry.has(name));
    if (unknown.length > 0) {
      throw platformError('DADOS_INVALIDOS', `Entidades desconhecidas: ${unknown.join(', ')}.`, {
        detalhes: unknown.map((name) => `entidades: "${name}" não existe`),
        entidadesExistentes: this.registry.names,
      });
    }
  }

  private audit(
    manager: EntityManager,
    session: SessionPrincipal,
    tokenId: string,
    action: string,
    details: object,
  ) {
    return manager.query(
      `INSERT INTO ingestion_token_events (empresa_id, token_id, action, user_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [session.companyId, tokenId, action, session.userId, JSON.stringify(details)],
    );
  }
}

function toView(row: TokenRow): IngestionTokenView {
  return {
    id: row.id,
    nome: row.name,
    prefixo: row.prefix,
    modo: row.mode,
    entidades: row.entities,
    status: row.status,
    estado: stateOf(row),
    expiraEm: row.expires_at?.toISOString() ?? null,
    ultimoUsoEm: row.last_used_at?.toISOString() ?? null,
    criadoEm: row.created_at.toISOString(),
    criadoPor: row.created_by_name,
  };
}

/** What a request with the token would meet now, in the order the guard checks. */
function stateOf(row: TokenRow): TokenState {
  if (row.status !== 'ATIVO') return row.status;
  if (row.expires_at && row.expires_at.getTime() <= Date.now()) return 'EXPIRADO';
  if (row.entities.length === 0) return 'SEM_ESCOPO';
  return 'ATIVO';
}
