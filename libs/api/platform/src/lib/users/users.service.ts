import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EndedSessions,
  type InvitationResult,
  type InviteUserRequest,
  ROLE_LABELS,
  type UserSummary,
} from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { actorOf, AuditService } from '../audit/audit.service';
import type { SessionPrincipal } from '../auth/session-principal';
import { SessionService } from '../auth/session.service';
import { accountError, userNotFound } from './account-errors';
import { PasswordLinkService } from './password-link.service';
import type { UpdateUserDto } from './user.dto';
import { type UserRow, UserRepository } from './user.repository';

type Admin = Pick<SessionPrincipal, 'companyId' | 'companyName' | 'userId' | 'userName'>;

/**
 * The company's people, managed by its ADMIN: invite, rename, change role,
 * deactivate and reactivate, end sessions, resend the invitation. Every change is
 * audited, and none may leave the company without an active ADMIN who can sign in.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly links: PasswordLinkService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  async list(companyId: string) {
    return { itens: await this.users.list(companyId) };
  }

  /** The client's own users (CLIENTE), for its page in the admin app. */
  async listOfClient(companyId: string, clientId: string) {
    return { itens: await this.users.listOfClient(companyId, clientId) };
  }

  /**
   * Creates the user without a password and e-mails a 72-hour single-use link to set one.
   * A client user (CLIENTE) names the client it belongs to (`clientId`, checked by the caller).
   */
  async invite(
    admin: Admin,
    values: InviteUserRequest,
    clientId: string | null = null,
  ): Promise<InvitationResult> {
    if ((values.perfil === 'CLIENTE') !== (clientId !== null)) {
      throw accountError(
        'PERFIL_DE_CLIENTE',
        'Usuários de cliente são convidados na página do cliente, ligados a ele.',
      );
    }
    const { id, email } = await this.dataSource.transaction(async (db) => {
      const id = await this.users.insert(db, {
        companyId: admin.companyId,
        name: values.nome,
        email: values.email,
        role: values.perfil,
        clientId,
      });
      if (!id) {
        throw accountError('EMAIL_JA_CADASTRADO', 'Já existe um usuário com este e-mail.');
      }
      const url = await this.links.issue(db, { companyId: admin.companyId, userId: id }, 'CONVITE');
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'USUARIO_CONVIDADO',
        targetId: id,
        summary: `Convidou ${values.nome} (${values.email}) como ${ROLE_LABELS[values.perfil]}.`,
        details: { email: values.email, perfil: values.perfil },
      });
      const email = await this.links.sendInvitation(
        db,
        {
          companyId: admin.companyId,
          companyName: admin.companyName,
          userId: id,
          name: values.nome,
          email: values.email,
          role: values.perfil,
        },
        url,
      );
      return { id, email };
    });
    return { usuario: await this.summary(admin.companyId, id), email };
  }

  async update(admin: Admin, id: string, values: UpdateUserDto): Promise<UserSummary> {
    await this.dataSource.transaction(async (db) => {
      const user = await this.lockedUser(db, admin.companyId, id);
      const changes: Record<string, { de: string; para: string }> = {};
      if (values.nome !== undefined && values.nome !== user.name) {
        changes.nome = { de: user.name, para: values.nome };
      }
      if (values.perfil !== undefined && values.perfil !== user.role) {
        if (user.role === 'CLIENTE') {
          throw accountError(
            'PERFIL_DE_CLIENTE',
            `${user.name} é usuário de um cliente: o perfil não muda. Desative-o e convide a pessoa como usuário da empresa.`,
          );
        }
        changes.perfil = { de: user.role, para: values.perfil };
        if (user.role === 'ADMIN') await this.keepOneAdmin(db, user, 'mudar o perfil de');
      }
      const registration = values.registroProfissional;
      if (registration !== undefined && registration !== user.registroProfissional) {
        changes.registroProfissional = {
          de: user.registroProfissional ?? '',
          para: registration ?? '',
        };
      }
      if (Object.keys(changes).length === 0) return;
      await this.users.update(db, admin.companyId, id, {
        name: values.nome,
        role: values.perfil,
        registration: changes.registroProfissional ? registration : undefined,
      });
      const described = [
        changes.nome && `nome de "${changes.nome.de}" para "${changes.nome.para}"`,
        values.perfil &&
          changes.perfil &&
          `perfil de ${ROLE_LABELS[user.role]} para ${ROLE_LABELS[values.perfil]}`,
        changes.registroProfissional &&
          (registration
            ? `responsável técnico com registro ${registration}`
            : 'deixou de ser responsável técnico'),
      ].filter(Boolean);
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'USUARIO_ALTERADO',
        targetId: id,
        summary: `Alterou ${user.email}: ${described.join('; ')}.`,
        details: changes,
      });
    });
    return this.summary(admin.companyId, id);
  }

  /** Deactivates the user: every session ends at once and open links stop working. */
  async deactivate(admin: Admin, id: string): Promise<UserSummary> {
    await this.dataSource.transaction(async (db) => {
      const user = await this.lockedUser(db, admin.companyId, id);
      if (!user.active) return;
      if (user.role === 'ADMIN') await this.keepOneAdmin(db, user, 'desativar');
      await this.users.update(db, admin.companyId, id, { active: false });
      await this.links.revokeOpen(db, admin.companyId, id);
      const ended = await this.sessions.endAllOf(user, { db });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'USUARIO_DESATIVADO',
        targetId: id,
        summary: `Desativou ${user.name} (${user.email}); ${sessionsEnded(ended)}.`,
        details: { sessoesEncerradas: ended },
      });
    });
    return this.summary(admin.companyId, id);
  }

  async reactivate(admin: Admin, id: string): Promise<UserSummary> {
    await this.dataSource.transaction(async (db) => {
      const user = await this.lockedUser(db, admin.companyId, id);
      if (user.active) return;
      await this.users.update(db, admin.companyId, id, { active: true });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'USUARIO_REATIVADO',
        targetId: id,
        summary: `Reativou ${user.name} (${user.email}).`,
      });
    });
    return this.summary(admin.companyId, id);
  }

  async endSessions(admin: Admin, id: string): Promise<EndedSessions> {
    const ended = await this.dataSource.transaction(async (db) => {
      const user = await this.lockedUser(db, admin.companyId, id);
      const ended = await this.sessions.endAllOf(user, { db });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'SESSOES_ENCERRADAS',
        targetId: id,
        summary: `Encerrou as sessões de ${user.name} (${user.email}): ${sessionsEnded(ended)}.`,
        details: { sessoesEncerradas: ended },
      });
      return ended;
    });
    return { usuario: await this.summary(admin.companyId, id), sessoesEncerradas: ended };
  }

  /** A new invitation link (the previous one stops working) for an active user with no password yet. */
  async resendInvitation(admin: Admin, id: string): Promise<InvitationResult> {
    const email = await this.dataSource.transaction(async (db) => {
      const user = await this.lockedUser(db, admin.companyId, id);
      if (!user.active || user.hasPassword) {
        throw accountError(
          'CONVITE_INDISPONIVEL',
          user.active
            ? 'Este usuário já criou a senha; se a esqueceu, ele pode usar "Esqueci minha senha".'
            : 'Usuário desativado: reative-o antes de reenviar o convite.',
        );
      }
      const url = await this.links.issue(db, { companyId: admin.companyId, userId: id }, 'CONVITE');
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'CONVITE_REENVIADO',
        targetId: id,
        summary: `Reenviou o convite de ${user.name} (${user.email}).`,
      });
      return this.links.sendInvitation(
        db,
        {
          companyId: admin.companyId,
          companyName: admin.companyName,
          userId: id,
          name: user.name,
          email: user.email,
          role: user.role,
        },
        url,
      );
    });
    return { usuario: await this.summary(admin.companyId, id), email };
  }

  /**
   * The user, with the company row locked for the transaction: changes to a
   * company's users run one at a time, so the last-ADMIN check cannot race.
   */
  private async lockedUser(db: EntityManager, companyId: string, id: string): Promise<UserRow> {
    await this.users.lockCompany(db, companyId);
    const user = await this.users.find(companyId, id, db);
    if (!user) throw userNotFound();
    return user;
  }

  private async keepOneAdmin(db: EntityManager, user: UserRow, action: string) {
    if (!user.active || !user.hasPassword) return;
    if ((await this.users.countOtherSignInAdmins(db, user.companyId, user.id)) > 0) return;
    throw accountError(
      'ULTIMO_ADMIN',
      `Não é possível ${action} ${user.name}: é o último administrador ativo da empresa. Promova outra pessoa a administrador antes.`,
    );
  }

  private async summary(companyId: string, id: string) {
    const summary = await this.users.summary(companyId, id);
    if (!summary) throw userNotFound();
    return summary;
  }
}

function sessionsEnded(count: number) {
  return count === 1 ? '1 sessão encerrada' : `${count} sessões encerradas`;
}
