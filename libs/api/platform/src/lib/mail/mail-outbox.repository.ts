import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutboxEntry {
  companyId: string;
  to: string[];
  subject: string;
  text: string;
  /** The whole text sealed (SecretBox) when `text` had secrets redacted; null otherwise. */
  sealedText: string | null;
  attachments: MailAttachment[];
  status: 'PENDENTE' | 'NA_CAIXA_DE_SAIDA';
}

/** A message the delivery worker holds under its lease (`claim`), with its attachments. */
export interface ClaimedMail {
  id: string;
  companyId: string;
  to: string[];
  subject: string;
  /** The stored text, its secrets redacted when `sealedText` holds the whole one. */
  text: string;
  sealedText: string | null;
  attempts: number;
  attachments: MailAttachment[];
}

/** How much the worker must still deliver: PENDENTE and FALHOU messages of every company. */
export interface MailBacklog {
  pending: number;
  failed: number;
}

/**
 * The SQL of the mail outbox as the mail service and its delivery worker use it: messages
 * written inside the caller's transaction, claimed with `FOR UPDATE SKIP LOCKED` under a
 * lease (so two instances never hold the same one), and settled only by the lease holder.
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(entry: OutboxEntry, manager: EntityManager = this.dataSource.manager) {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO mail_outbox (empresa_id, destinatarios, assunto, corpo, corpo_cifrado, anexos, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        entry.companyId,
        entry.to,
        entry.subject,
        entry.text,
        entry.sealedText,
        entry.attachments.map((attachment) => attachment.filename),
        entry.status,
      ],
    );
    for (const [position, attachment] of entry.attachments.entries()) {
      await manager.query(
        `INSERT INTO mail_outbox_anexos (mensagem_id, posicao, nome, tipo, conteudo)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, position, attachment.filename, attachment.contentType, attachment.content],
      );
    }
    return id;
  }

  /**
   * Takes up to `limit` due PENDENTE messages (or ones whose holder's lease ran out) for
   * `leaseSeconds`, counting the attempt; `companyIds` narrows the claim to those companies.
   */
  async claim(
    lease: string,
    leaseSeconds: number,
    limit: number,
    companyIds?: readonly string[],
  ): Promise<ClaimedMail[]> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE mail_outbox AS m
          SET reserva = $1, reservado_ate = now() + make_interval(secs => $2),
              tentativas = m.tentativas + 1
        WHERE m.id IN (
              SELECT id FROM mail_outbox
               WHERE status = 'PENDENTE' AND proxima_tentativa_em <= now()
                 AND (reservado_ate IS NULL OR reservado_ate < now())
                 AND ($4::uuid[] IS NULL OR empresa_id = ANY($4))
               ORDER BY proxima_tentativa_em
               LIMIT $3
               FOR UPDATE SKIP LOCKED)
      RETURNING m.id, m.empresa_id, m.destinatarios, m.assunto, m.corpo, m.corpo_cifrado, m.tentativas`,
      [lease, leaseSeconds, limit, companyIds ?? null],
    );
    if (rows.length === 0) return [];
    const attachments: AttachmentRow[] = await this.dataSource.query(
      `SELECT mensagem_id, nome, tipo, conteudo FROM mail_outbox_anexos
        WHERE mensagem_id = ANY($1) ORDER BY mensagem_id, posicao`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.empresa_id,
      to: row.destinatarios,
      subject: row.assunto,
      text: row.corpo,
      sealedText: row.corpo_cifrado,
      attempts: row.tentativas,
      attachments: attachments
        .filter((attachment) => attachment.mensagem_id === row.id)
        .map((attachment) => ({
          filename: attachment.nome,
          contentType: attachment.tipo,
          content: attachment.conteudo,
        })),
    }));
  }

  /**
   * Records the delivery and drops the attachments' bytes (their names stay in `anexos`)
   * and the sealed text (its secrets were needed for this one delivery only); false when
   * the lease was lost (another holder settles it).
   */
  async markSent(id: string, lease: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [, affected]: [unknown, number] = await manager.query(
        `UPDATE mail_outbox
            SET status = 'ENVIADO', enviado_em = now(), erro = NULL, reserva = NULL, reservado_ate = NULL,
                corpo_cifrado = NULL
          WHERE id = $1 AND reserva = $2`,
        [id, lease],
      );
      if (affected !== 1) return false;
      await manager.query(`DELETE FROM mail_outbox_anexos WHERE mensagem_id = $1`, [id]);
      return true;
    });
  }

  /**
   * Records a failed attempt: tried again after `retryMs` × 2^(attempts − 1) (at most an
   * hour), or FALHOU once `maxAttempts` were made. Returns the status it was left in.
   */
  async markFailed(
    id: string,
    lease: string,
    error: string,
    policy: { maxAttempts: number; retryMs: number },
  ): Promise<'PENDENTE' | 'FALHOU' | undefined> {
    const [rows]: [Array<{ status: 'PENDENTE' | 'FALHOU' }>, number] = await this.dataSource.query(
      `UPDATE mail_outbox
          SET status = CASE WHEN tentativas >= $4 THEN 'FALHOU' ELSE 'PENDENTE' END,
              erro = $3, reserva = NULL, reservado_ate = NULL,
              proxima_tentativa_em = now() + make_interval(
                secs => least(3600, $5::float8 / 1000 * power(2, tentativas - 1)))
        WHERE id = $1 AND reserva = $2
      RETURNING status`,
      [id, lease, error.slice(0, 1000), policy.maxAttempts, policy.retryMs],
    );
    return rows[0]?.status;
  }

  async backlog(): Promise<MailBacklog> {
    const [row]: Array<MailBacklog> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'PENDENTE')::int AS pending,
              count(*) FILTER (WHERE status = 'FALHOU')::int AS failed
         FROM mail_outbox WHERE status IN ('PENDENTE', 'FALHOU')`,
    );
    return row;
  }
}

interface ClaimedRow {
  id: string;
  empresa_id: string;
  destinatarios: string[];
  assunto: string;
  corpo: string;
  corpo_cifrado: string | null;
  tentativas: number;
}

interface AttachmentRow {
  mensagem_id: string;
  nome: string;
  tipo: string;
  conteudo: Buffer;
}
