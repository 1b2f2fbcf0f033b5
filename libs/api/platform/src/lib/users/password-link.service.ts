import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_HOURS,
  type MailOutcome,
  RESET_HOURS,
  ROLE_LABELS,
  type Role,
  SET_PASSWORD_PATH,
} from '@campo/contracts';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { accountError } from './account-errors';
import {
  type PasswordLinkPurpose,
  PasswordLinkRepository,
  type PasswordLinkRow,
} from './password-link.repository';

/** What an invitation or reset e-mail needs to name. */
export interface LinkRecipient {
  companyId: string;
  companyName: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * Single-use links to set a password: 32 random bytes (base64url) in the link's
 * fragment, only their SHA-256 stored, a new link revoking the user's open ones.
 * Invitations last 72 hours, reset links one hour.
 */
@Injectable()
export class PasswordLinkService {
  constructor(
    private readonly links: PasswordLinkRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Creates the link inside the caller's transaction and returns its URL (shown once). */
  async issue(
    db: EntityManager,
    recipient: Pick<LinkRecipient, 'companyId' | 'userId'>,
    purpose: PasswordLinkPurpose,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.links.revokeOpen(db, recipient.companyId, recipient.userId);
    await this.links.insert(db, {
      companyId: recipient.companyId,
      userId: recipient.userId,
      purpose,
      tokenHash: hashLinkToken(token),
      hours: purpose === 'CONVITE' ? INVITATION_HOURS : RESET_HOURS,
    });
    return `${this.config.publicUrl}${SET_PASSWORD_PATH}#token=${token}`;
  }

  /**
   * The open link behind a token, locked for the transaction; refused when unknown,
   * replaced, used or expired. The caller marks it used once the password is set.
   */
  async open(db: EntityManager, token: string): Promise<PasswordLinkRow> {
    const link = /^[\w-]{20,100}$/.test(token)
      ? await this.links.lockByHash(db, hashLinkToken(token))
      : undefined;
    if (!link || link.revokedAt) {
      throw accountError(
        'LINK_INVALIDO',
        'Link inválido ou substituído por um mais novo. Peça um novo link.',
      );
    }
    if (link.usedAt) {
      throw accountError(
        'LINK_JA_USADO',
        'Este link já foi usado. Entre com sua senha ou peça um novo link em "Esqueci minha senha".',
      );
    }
    if (link.expiresAt.getTime() <= Date.now()) {
      throw accountError(
        'LINK_EXPIRADO',
        'Este link expirou. Peça um novo link ao administrador da empresa ou em "Esqueci minha senha".',
        { expiradoEm: link.expiresAt.toISOString() },
      );
    }
    return link;
  }

  markUsed(db: EntityManager, link: PasswordLinkRow) {
    return this.links.markUsed(db, link.id);
  }

  revokeOpen(db: EntityManager, companyId: string, userId: string) {
    return this.links.revokeOpen(db, companyId, userId);
  }

  /** Queues the invitation in `db`'s transaction, the one that issued the link. */
  sendInvitation(db: EntityManager, recipient: LinkRecipient, url: string): Promise<MailOutcome> {
    return this.mail.enqueue(
      {
        companyId: recipient.companyId,
        to: [recipient.email],
        subject: `Convite para o Campo — ${recipient.companyName}`,
        text: [
          `Olá, ${recipient.name}.`,
          '',
          `Você foi convidado(a) para o Campo da empresa ${recipient.companyName}, com o perfil ${ROLE_LABELS[recipient.role]}.`,
          'Para criar sua senha e entrar, abra o link abaixo:',
          '',
          url,
          '',
          `O link vale por ${INVITATION_HOURS} horas e pode ser usado uma única vez.`,
          'Se você não esperava este convite, ignore esta mensagem.',
        ].join('\n'),
        secrets: [url],
      },
      db,
    );
  }

  /** Queues the reset e-mail in `db`'s transaction, the one that issued the link. */
  sendReset(db: EntityManager, recipient: LinkRecipient, url: string): Promise<MailOutcome> {
    return this.mail.enqueue(
      {
        companyId: recipient.companyId,
        to: [recipient.email],
        subject: 'Redefinição de senha do Campo',
        text: [
          `Olá, ${recipient.name}.`,
          '',
          `Recebemos um pedido para redefinir a sua senha do Campo (${recipient.companyName}).`,
          'Para escolher uma nova senha, abra o link abaixo:',
          '',
          url,
          '',
          `O link vale por ${RESET_HOURS} hora e pode ser usado uma única vez.`,
          'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
        ].join('\n'),
        secrets: [url],
      },
      db,
    );
  }
}

export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest();
}
