import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { admittedRoles, CSRF_HEADER, CSRF_HEADER_VALUE } from '@campo/contracts';
import { platformError } from '../common/app-exception';
import { ACCESS_POLICY, AccessPolicy } from '../common/access-policy';
import type { SessionRequest } from './session-principal';
import { SESSION_COOKIE, SessionService } from './session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard: default deny. A route with no declared policy is refused;
 * session routes need a live session and one of the declared roles (none declared:
 * the company's staff, never a client user); every
 * state-changing request that a browser could send with ambient cookies must
 * carry the anti-CSRF header, which a cross-site form cannot set.
 * Ingestion-token routes are checked by the ingestion guard attached to them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<SessionRequest>();
    if (!policy) {
      this.logger.error(
        { route: `${context.getClass().name}.${context.getHandler().name}` },
        'Rota sem política de acesso declarada: acesso negado',
      );
      throw platformError('ROTA_SEM_POLITICA', 'Acesso negado.');
    }
    if (policy.kind === 'ingestion-token') return true;
    if (policy.kind === 'public' && policy.form) return true;

    if (!SAFE_METHODS.has(request.method) && request.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw platformError(
        'CSRF_AUSENTE',
        `Requisição recusada: envie o cabeçalho ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}.`,
      );
    }
    if (policy.kind === 'public') return true;

    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
    if (!session) {
      throw platformError('NAO_AUTENTICADO', 'Sessão ausente ou expirada. Faça login novamente.');
    }
    if (!admittedRoles(policy.roles).includes(session.role)) {
      throw platformError('ACESSO_NEGADO', 'Seu perfil não tem permissão para esta operação.');
    }
    request.session = session;
    return true;
  }
}
