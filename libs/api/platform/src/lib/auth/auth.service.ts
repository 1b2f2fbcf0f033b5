import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SessionInfo } from '@campo/contracts';
import { platformError } from '../common/app-exception';
import { normalizeEmail, User } from '../users/user.entity';
import { PasswordHashing } from '../users/password-hashing.service';
import { LoginThrottleService } from './login-throttle.service';
import type { SessionPrincipal } from './session-principal';
import { SessionService } from './session.service';

export interface LoginClient {
  ip?: string;
  userAgent?: string;
  previousToken?: string;
}

const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly hashing: PasswordHashing,
  ) {}

  /**
   * Checks the credentials and opens a session. Unknown e-mail, inactive user and
   * wrong password give the same answer in about the same time. An e-mail is unique per
   * company, so it may name accounts in several companies: the password tells which
   * (one that another account of the e-mail already uses is refused when set).
   */
  async login(email: string, password: string, client: LoginClient) {
    const normalized = normalizeEmail(email);
    const accounts = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .innerJoinAndSelect('user.company', 'company')
      .where('user.email = :email', { email: normalized })
      .orderBy('user.createdAt')
      .addOrderBy('user.id')
      .getMany();
    let user: User | undefined;
    const outcome = await this.throttle.attempt(normalized, client.ip, async () => {
      if (accounts.length === 0) return this.hashing.verify(password, undefined);
      for (const account of accounts) {
        if ((await this.hashing.verify(password, account.passwordHash)) && account.active) {
          user = account;
          return true;
        }
      }
      return false;
    });
    if ('blocked' in outcome) throw this.throttle.blockedError(outcome);
    const succeeded = outcome.ok;
    if (!user?.company || !succeeded) {
      this.logger.warn({ ip: client.ip }, 'Login recusado');
      throw platformError('CREDENCIAIS_INVALIDAS', INVALID_CREDENTIALS);
    }
    await this.upgradeHash(user, password);
    const session = await this.sessions.start(user, client);
    const info: SessionInfo = {
      usuario: {
        id: user.id,
        nome: user.name,
        email: user.email,
        papel: user.role,
        clienteId: user.clientId,
      },
      empresa: {
        id: user.companyId,
        nome: user.company.name,
        fusoHorario: user.company.timeZone,
      },
      expiraEm: session.expiresAt.toISOString(),
    };
    return { token: session.token, expiresAt: session.expiresAt, info };
  }

  /** Redoes a hash made with older scrypt parameters, now that the password is known. */
  private async upgradeHash(user: User, password: string) {
    const upgraded = user.passwordHash && (await this.hashing.upgrade(password, user.passwordHash));
    if (upgraded) await this.users.update(user.id, { passwordHash: upgraded });
  }

  describe(principal: SessionPrincipal): SessionInfo {
    return {
      usuario: {
        id: principal.userId,
        nome: principal.userName,
        email: principal.email,
        papel: principal.role,
        clienteId: principal.clientId,
      },
      empresa: {
        id: principal.companyId,
        nome: principal.companyName,
        fusoHorario: principal.timeZone,
      },
      expiraEm: principal.expiresAt.toISOString(),
    };
  }
}
