import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CompanyRepository } from '../companies/company.repository';
import { accountError } from '../users/account-errors';
import { PasswordHashing } from '../users/password-hashing.service';
import { PasswordLinkService } from '../users/password-link.service';
import { passwordProblem } from '../users/password-policy';
import { normalizeEmail } from '../users/user.entity';
import { type UserRow, UserRepository } from '../users/user.repository';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetThrottleService } from './password-reset-throttle.service';
import type { SessionPrincipal } from './session-principal';
import { SessionService } from './session.service';

/** Who asked for a reset, when the request came with a session (a signed-in user). */
export interface ResetRequester {
  id: string;
  name: string;
  companyId: string;
}

/** The one answer to a reset request, whether or not the e-mail names a user. */
export const RESET_REQUESTED =
  'Se este e-mail for de um usuário ativo, enviamos a ele um link para criar uma nova senha. O link vale por 1 hora.';

/**
 * Passwords: set through a single-use link (invitation or reset), asked for by
 * e-mail, and changed by the signed-in user. Every new password ends the user's
 * other sessions.
 */
@Injectable()
export class PasswordService {
  private readonly logger = new Logger(PasswordService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly links: PasswordLinkService,
    private readonly sessions: SessionService,
    private readonly loginThrottle: LoginThrottleService,
    private readonly resetThrottle: PasswordResetThrottleService,
    private readonly audit: AuditService,
    private readonly companies: CompanyRepository,
    private readonly hashing: PasswordHashing,
  ) {}

  /** Sets the password of the link's user and uses the link up; the user then signs in. */
  async setWithLink(token: string, password: string) {
    await this.dataSource.transaction(async (db) => {
      const link = await this.links.open(db, token);
      const user = await this.users.find(link.companyId, link.userId, db);
      if (!user?.active) {
        throw accountError(
          'LINK_INVALIDO',
          'Este usuário foi desativado. Fale com o administrador da empresa.',
        );
      }
      this.checkPolicy(password, user.email);
      await this.checkDistinct(password, user.email, user.id);
      await this.users.setPasswordHash(db, user.id, await this.hashing.hash(password));
      await this.links.markUsed(db, link);
      await this.links.revokeOpen(db, user.companyId, user.id);
      await this.sessions.endAllOf(user, { db });
      await this.audit.record(db, {
        companyId: user.companyId,
        actor: { id: user.id, name: user.name },
        action: link.purpose === 'CONVITE' ? 'CONVITE_ACEITO' : 'SENHA_REDEFINIDA',
        targetId: user.id,
        summary:
          link.purpose === 'CONVITE'
            ? `${user.name} (${user.email}) aceitou o convite e criou a senha.`
            : `${user.name} (${user.email}) redefiniu a senha por um link enviado por e-mail.`,
      });
    });
  }

  /**
   * E-mails a one-hour reset link to an active user. The answer is the same for an
   * unknown e-mail, and the e-mail leaves after the answer, so neither the words nor
   * the time tell whether the account exists. Throttled per e-mail and per address.
   */
  async requestReset(email: string, ip: string | undefined, requester?: ResetRequester) {
    const normalized = normalizeEmail(email);
    const retryAfter = await this.resetThrottle.tryRequest(normalized, ip);
    if (retryAfter !== null) {
      throw accountError(
        'MUITAS_SOLICITACOES',
        'Muitos pedidos de nova senha. Aguarde alguns minutos e tente novamente.',
        { tenteNovamenteEm: retryAfter },
      );
    }
    setImmediate(() => {
      this.sendReset(normalized, { ip, requester }).catch((error: unknown) =>
        this.logger.error({ err: error }, 'Falha ao enviar o link de redefinição de senha'),
      );
    });
  }

  /** Changes the signed-in user's own password; their other sessions end. */
  async change(session: SessionPrincipal, current: string, next: string, ip: string | undefined) {
    const outcome = await this.loginThrottle.attempt(session.email, ip, async () =>
      this.hashing.verify(current, await this.users.passwordHash(session.userId)),
    );
    if ('blocked' in outcome) {
      throw this.loginThrottle.blockedError(
        outcome,
        'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.',
      );
    }
    if (!outcome.ok) throw accountError('SENHA_ATUAL_INCORRETA', 'A senha atual não confere.');
    this.checkPolicy(next, session.email);
    await this.checkDistinct(next, session.email, session.userId);
    const hash = await this.hashing.hash(next);
    await this.dataSource.transaction(async (db) => {
      await this.users.setPasswordHash(db, session.userId, hash);
      await this.links.revokeOpen(db, session.companyId, session.userId);
      const ended = await this.sessions.endAllOf(
        { id: session.userId },
        { except: session.sessionId, db },
      );
      await this.audit.record(db, {
        companyId: session.companyId,
        actor: { id: session.userId, name: session.userName },
        action: 'SENHA_ALTERADA',
        targetId: session.userId,
        summary: `${session.userName} (${session.email}) alterou a própria senha; ${ended} outra(s) sessão(ões) encerrada(s).`,
        details: { sessoesEncerradas: ended },
      });
    });
  }

  private checkPolicy(password: string, email: string) {
    const problem = passwordProblem(password, email);
    if (problem) throw accountError('SENHA_FRACA', problem);
  }

  /**
   * The e-mail's accounts in other companies must keep other passwords: login tells them
   * apart by the password. Said only to the person setting it (who holds the link or the
   * session), never to an ADMIN.
   */
  private async checkDistinct(password: string, email: string, userId: string) {
    for (const hash of await this.users.otherPasswordHashes(email, userId)) {
      if (await this.hashing.verify(password, hash)) {
        throw accountError(
          'SENHA_FRACA',
          'Você já usa esta senha em outra empresa com o mesmo e-mail. Escolha outra: é pela senha que o login sabe qual conta abrir.',
        );
      }
    }
  }

  private async sendReset(email: string, origin: { ip?: string; requester?: ResetRequester }) {
    // One link per company where the e-mail has an active account, each naming its company.
    for (const user of await this.users.findAllByEmail(email)) {
      if (user.active) await this.sendResetTo(user, origin);
    }
  }

  private async sendResetTo(user: UserRow, origin: { ip?: string; requester?: ResetRequester }) {
    const company = await this.companies.find(user.companyId);
    const { requester, ip } = origin;
    const self = requester?.id === user.id;
    await this.dataSource.transaction(async (db) => {
      const url = await this.links.issue(
        db,
        { companyId: user.companyId, userId: user.id },
        'REDEFINICAO',
      );
      // Who asked, from where: a reset asked by a signed-in colleague is theirs to answer for.
      const asker = !requester
        ? 'a pedido feito na tela de login, sem sessão'
        : self
          ? 'a pedido do próprio usuário, com sessão aberta'
          : `a pedido de ${requester.name}, com sessão aberta`;
      await this.audit.record(db, {
        companyId: user.companyId,
        actor: requester ? { id: requester.id, name: requester.name } : null,
        action: 'REDEFINICAO_SOLICITADA',
        targetId: user.id,
        summary: `Link de nova senha enviado a ${user.name} (${user.email}), ${asker}${ip ? `, do endereço ${ip}` : ''}.`,
        details: {
          alvo: { id: user.id, nome: user.name, email: user.email },
          solicitante: requester
            ? { id: requester.id, nome: requester.name, empresaId: requester.companyId }
            : null,
          endereco: ip ?? null,
        },
      });
      await this.links.sendReset(
        db,
        { ...user, userId: user.id, companyName: company?.name ?? '' },
        url,
      );
    });
  }
}
