import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role, UserStatus, UserSummary } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** A user as the account rules read it. */
export interface UserRow {
  id: string;
  companyId: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  hasPassword: boolean;
  /** CREA/CFT registration of a responsável técnico; null for anyone else. */
  registroProfissional: string | null;
}

const USER_COLUMNS = `u.id, u.empresa_id AS "companyId", u.name, u.email, u.role, u.active,
  (u.password_hash IS NOT NULL) AS "hasPassword", u.registro_profissional AS "registroProfissional"`;

/** The SQL of the `users` table: who belongs to a company, and their passwords. */
@Injectable()
export class UserRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Every user of the company, with their status, open sessions and pending invitation. */
  async list(companyId: string, db: EntityManager | DataSource = this.dataSource) {
    const rows: SummaryRow[] = await db.query(
      `${SUMMARY_SELECT} WHERE u.empresa_id = $1 ORDER BY u.active DESC, lower(u.name), u.email`,
      [companyId, this.config.SESSION_IDLE_MINUTES],
    );
    return rows.map(toSummary);
  }

  /** The users tied to one client (role CLIENTE), as `list` describes them. */
  async listOfClient(companyId: string, clientId: string) {
    const rows: SummaryRow[] = await this.dataSource.query(
      `${SUMMARY_SELECT} WHERE u.empresa_id = $1 AND u.cliente_id = $3
        ORDER BY u.active DESC, lower(u.name), u.email`,
      [companyId, this.config.SESSION_IDLE_MINUTES, clientId],
    );
    return rows.map(toSummary);
  }

  async summary(companyId: string, id: string, db: EntityManager | DataSource = this.dataSource) {
    const [row]: SummaryRow[] = await db.query(
      `${SUMMARY_SELECT} WHERE u.empresa_id = $1 AND u.id = $3`,
      [companyId, this.config.SESSION_IDLE_MINUTES, id],
    );
    return row ? toSummary(row) : undefined;
  }

  async find(
    companyId: string,
    id: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<UserRow | undefined> {
    const [row] = await db.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.empresa_id = $1 AND u.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The oldest account with this e-mail, in any company (an e-mail is unique per company). */
  async findByEmail(
    email: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<UserRow | undefined> {
    const [row] = await this.findAllByEmail(email, db);
    return row;
  }

  /** Every account with this e-mail, one per company at most, oldest first. */
  async findAllByEmail(
    email: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<UserRow[]> {
    return db.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.email = $1 ORDER BY u.created_at, u.id`,
      [email],
    );
  }

  /** The password hashes of the other active accounts with this e-mail (other companies). */
  async otherPasswordHashes(
    email: string,
    exceptId: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<string[]> {
    const rows: Array<{ password_hash: string }> = await db.query(
      `SELECT password_hash FROM users
        WHERE email = $1 AND id <> $2 AND active AND password_hash IS NOT NULL`,
      [email, exceptId],
    );
    return rows.map((row) => row.password_hash);
  }

  async passwordHash(id: string, db: EntityManager | DataSource = this.dataSource) {
    const [row] = await db.query(`SELECT password_hash FROM users WHERE id = $1`, [id]);
    return (row?.password_hash as string | null | undefined) ?? null;
  }

  /** A new user; without a password hash it is invited and cannot sign in yet. */
  async insert(
    db: EntityManager,
    values: {
      companyId: string;
      name: string;
      email: string;
      role: Role;
      passwordHash?: string;
      clientId?: string | null;
    },
  ): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO users (empresa_id, name, email, role, password_hash, cliente_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (empresa_id, email) DO NOTHING RETURNING id`,
      [
        values.companyId,
        values.name,
        values.email,
        values.role,
        values.passwordHash ?? null,
        values.clientId ?? null,
      ],
    );
    return row?.id;
  }

  async update(
    db: EntityManager,
    companyId: string,
    id: string,
    values: { name?: string; role?: Role; active?: boolean; registration?: string | null },
  ) {
    // `registration`: undefined keeps it, null clears it.
    await db.query(
      `UPDATE users SET name = coalesce($3, name), role = coalesce($4, role),
              active = coalesce($5, active),
              desativado_em = CASE WHEN $5::boolean IS NULL THEN desativado_em
                                   WHEN $5 THEN NULL ELSE coalesce(desativado_em, now()) END,
              registro_profissional = CASE WHEN $6::boolean THEN $7 ELSE registro_profissional END,
              updated_at = now()
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        values.name ?? null,
        values.role ?? null,
        values.active ?? null,
        values.registration !== undefined,
        values.registration ?? null,
      ],
    );
  }

  async setPasswordHash(db: EntityManager, id: string, passwordHash: string) {
    await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      id,
      passwordHash,
    ]);
  }

  /**
   * Locks the company's row until the transaction ends: changes to one company's
   * users then run one at a time, so the last-ADMIN check cannot race.
   */
  async lockCompany(db: EntityManager, companyId: string) {
    await db.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [companyId]);
  }

  /**
   * Active ADMINs who can sign in (they have a password), other than `exceptId`.
   * Call it after locking the company row, so two changes cannot both see one left.
   */
  async countOtherSignInAdmins(db: EntityManager, companyId: string, exceptId: string) {
    const [row] = await db.query(
      `SELECT count(*)::int AS count FROM users
        WHERE empresa_id = $1 AND id <> $2 AND role = 'ADMIN' AND active AND password_hash IS NOT NULL`,
      [companyId, exceptId],
    );
    return row.count as number;
  }
}

const SUMMARY_SELECT = `
  SELECT u.id, u.name, u.email, u.role, u.active, (u.password_hash IS NOT NULL) AS has_password,
         u.created_at, u.registro_profissional,
         (SELECT count(*)::int FROM sessions s
           WHERE s.user_id = u.id AND s.expires_at > now()
             AND s.last_seen_at > now() - make_interval(mins => coalesce(s.idle_minutes, $2))) AS sessions,
         (SELECT max(l.expires_at) FROM password_links l
           WHERE l.empresa_id = u.empresa_id AND l.user_id = u.id AND l.purpose = 'CONVITE'
             AND l.used_at IS NULL AND l.revoked_at IS NULL) AS invitation_expires_at
    FROM users u`;

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  has_password: boolean;
  created_at: Date;
  sessions: number;
  invitation_expires_at: Date | null;
  registro_profissional: string | null;
}

function toSummary(row: SummaryRow): UserSummary {
  const situacao: UserStatus = !row.active ? 'INATIVO' : row.has_password ? 'ATIVO' : 'CONVIDADO';
  return {
    id: row.id,
    nome: row.name,
    email: row.email,
    perfil: row.role,
    situacao,
    sessoesAtivas: row.sessions,
    conviteExpiraEm:
      situacao === 'CONVIDADO' && row.invitation_expires_at
        ? row.invitation_expires_at.toISOString()
        : null,
    criadoEm: row.created_at.toISOString(),
    registroProfissional: row.registro_profissional,
  };
}
