import { Injectable, Logger } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { ingestionError } from '../common/ingestion-errors';
import { EntityRegistry } from '../registry/entity-registry';
import { displayPrefix, hashToken, isWellFormedToken } from './token-format';
import type { TokenPrincipal } from './token-principal';
import { TokenRepository } from './token.repository';

/**
 * Resolves a bearer token on every ingestion request, checking in the order the
 * spec fixes: missing, invalid, revoked, inactive, expired, without scope.
 */
@Injectable()
export class TokenAuthService {
  private readonly logger = new Logger(TokenAuthService.name);

  constructor(
    private readonly tokens: TokenRepository,
    private readonly registry: EntityRegistry,
  ) {}

  async authenticate(authorization: string | undefined): Promise<TokenPrincipal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!authorization?.trim()) {
      throw ingestionError(
        'TOKEN_AUSENTE',
        'Token ausente: envie o cabeçalho Authorization: Bearer <token>.',
      );
    }
    const token = match?.[1];
    if (!token || !isWellFormedToken(token)) throw invalid();

    const rows = await this.tokens.findByPrefix(displayPrefix(token));
    const digest = hashToken(token);
    const row = rows.find((candidate) => timingSafeEqual(candidate.secret_hash, digest));
    if (!row) throw invalid();

    if (row.status === 'REVOGADO') {
      throw ingestionError(
        'TOKEN_REVOGADO',
        'Token revogado pelo administrador. Solicite um novo token.',
      );
    }
    if (row.status === 'INATIVO') {
      throw ingestionError('TOKEN_INATIVO', 'Token desativado temporariamente pelo administrador.');
    }
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) {
      throw ingestionError(
        'TOKEN_EXPIRADO',
        `Token expirado em ${formatDate(row.expires_at, row.time_zone)}. Solicite a renovação ao administrador.`,
      );
    }
    const entities = row.entities.filter((name) => this.registry.has(name));
    if (entities.length === 0) {
      throw ingestionError(
        'TOKEN_SEM_ESCOPO',
        'Nenhuma entidade liberada para este token. Peça ao administrador para incluir entidades no escopo.',
      );
    }
    if (row.needs_touch) this.touch(row.id);
    return {
      tokenId: row.id,
      companyId: row.empresa_id,
      timeZone: row.time_zone,
      name: row.name,
      prefix: row.prefix,
      mode: row.mode,
      entities,
    };
  }

  /** Records the last use, at most once a minute, off the request's critical path. */
  private touch(tokenId: string) {
    this.tokens
      .touch(tokenId)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Falha ao registrar o uso do token'),
      );
  }
}

function invalid() {
  return ingestionError('TOKEN_INVALIDO', 'Token inválido: não reconhecido.');
}

export function formatDate(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
