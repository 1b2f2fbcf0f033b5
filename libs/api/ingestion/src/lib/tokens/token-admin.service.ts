import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CreatedIngestionToken, IngestionTokenView, TokenState } from '@campo/contracts';
import { platformError, SessionPrincipal } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { CompanyEntitySetService } from '../entity-set/company-entity-set.service';
import { EntityRegistry } from '../registry/entity-registry';
import { displayPrefix, generateToken, hashToken } from './token-format';
import type { CreateTokenDto, UpdateTokenDto } from './token-admin.dto';
import { TokenRepository, TokenStatus, TokenViewRow } from './token.repository';

/**
 * Token administration for a company's ADMIN: create (the secret is shown once),
 * rename, change scope, mode and expiry, deactivate, reactivate, revoke (final).
 * Every change is recorded in `ingestion_token_events`.
 */
@Injectable()
export class TokenAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenRepository,
    private readonly registry: EntityRegistry,
    private readonly entitySet: CompanyEntitySetService,
  ) {}

  async list(session: SessionPrincipal): Promise<IngestionTokenView[]> {
    return (await this.tokens.list(session.companyId)).map(toView);
  }

  /** One token of the company; `id` is a uuid (the controller's IdParam sees to it). */
  async get(session: SessionPrincipal, id: string, manager?: EntityManager) {
    const row = await this.tokens.find(session.companyId, id, manager);
    if (!row) throw ingestionError('TOKEN_NAO_ENCONTRADO', 'Token não encontrado.');
    return toView(row);
  }

  async create(session: SessionPrincipal, dto: CreateTokenDto): Promise<CreatedIngestionToken> {
    await this.checkEntities(session.companyId, dto.entidades);
    const token = generateToken();
    return this.dataSource.transaction(async (manager) => {
      const id = await this.tokens.insert(
        {
          companyId: session.companyId,
          name: dto.nome,
          prefix: displayPrefix(token),
          secretHash: hashToken(token),
          mode: dto.modo ?? 'UPSERT',
          entities: dto.entidades,
          expiresAt: dto.expiraEm ?? null,
          createdBy: session.userId,
        },
        manager,
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
    if (dto.entidades) await this.checkEntities(session.companyId, dto.entidades);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(session, id, manager);
      if (current.status === 'REVOGADO') {
        throw ingestionError(
          'TOKEN_JA_REVOGADO',
          'Token revogado não pode ser alterado; emita um novo.',
        );
      }
      await this.tokens.update(
        session.companyId,
        id,
        {
          name: dto.nome ?? null,
          mode: dto.modo ?? null,
          entities: dto.entidades ?? null,
          setExpiry: dto.expiraEm !== undefined,
          expiresAt: dto.expiraEm ?? null,
        },
        manager,
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

  private transition(session: SessionPrincipal, id: string, status: TokenStatus, action: string) {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(session, id, manager);
      if (current.status === 'REVOGADO') {
        throw ingestionError(
          'TOKEN_JA_REVOGADO',
          'Token revogado é definitivo; emita um novo token.',
        );
      }
      await this.tokens.setStatus(session.companyId, id, status, manager);
      await this.audit(manager, session, id, action, {});
      return this.get(session, id, manager);
    });
  }

  /** Scopes name known entities (as before), which the company has enabled. */
  private async checkEntities(companyId: string, entities: string[]) {
    const unknown = entities.filter((name) => !this.registry.has(name));
    if (unknown.length > 0) {
      throw platformError('DADOS_INVALIDOS', `Entidades desconhecidas: ${unknown.join(', ')}.`, {
        detalhes: unknown.map((name) => `entidades: "${name}" não existe`),
        entidadesExistentes: this.registry.names,
      });
    }
    await this.entitySet.requireAll(companyId, entities);
  }

  private audit(
    manager: EntityManager,
    session: SessionPrincipal,
    tokenId: string,
    action: string,
    details: object,
  ) {
    return this.tokens.recordEvent(
      { companyId: session.companyId, tokenId, action, userId: session.userId, details },
      manager,
    );
  }
}

function toView(row: TokenViewRow): IngestionTokenView {
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
function stateOf(row: TokenViewRow): TokenState {
  if (row.status !== 'ATIVO') return row.status;
  if (row.expires_at && row.expires_at.getTime() <= Date.now()) return 'EXPIRADO';
  if (row.entities.length === 0) return 'SEM_ESCOPO';
  return 'ATIVO';
}
