import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OutboxMessage, Page } from '@campo/contracts';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../common/request-params';
import { redactLinks } from '../mail/mail-secrets';

/**
 * The company's `mail_outbox` as the admin app sees it: read newest first, and resent.
 * Bodies are read with their links cut (`redactLinks`): an ADMIN resends a password link
 * but never reads it, or a colleague's account would be one reset away.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    companyId: string,
    { pagina, porPagina }: PageRequest,
    status?: string,
  ): Promise<Page<OutboxMessage>> {
    const [rows, [{ total }]]: [OutboxRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT id, destinatarios, assunto, corpo, anexos, status, erro, tentativas,
                proxima_tentativa_em, criado_em, enviado_em
           FROM mail_outbox WHERE empresa_id = $1 AND ($2::text IS NULL OR status = $2)
          ORDER BY criado_em DESC, id LIMIT $3 OFFSET $4`,
        [companyId, status ?? null, porPagina, (pagina - 1) * porPagina],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM mail_outbox
          WHERE empresa_id = $1 AND ($2::text IS NULL OR status = $2)`,
        [companyId, status ?? null],
      ),
    ]);
    return {
      itens: rows.map((row) => ({
        id: row.id,
        destinatarios: row.destinatarios,
        assunto: row.assunto,
        corpo: redactLinks(row.corpo),
        anexos: row.anexos,
        status: row.status,
        erro: row.erro,
        tentativas: row.tentativas,
        proximaTentativaEm:
          row.status === 'PENDENTE' ? row.proxima_tentativa_em.toISOString() : null,
        criadoEm: row.criado_em.toISOString(),
        enviadoEm: row.enviado_em?.toISOString() ?? null,
      })),
      total,
      pagina,
      porPagina,
    };
  }

  /** The status of the company's message, or undefined when the company has no such message. */
  async status(companyId: string, id: string): Promise<OutboxMessage['status'] | undefined> {
    const [row]: Array<{ status: OutboxMessage['status'] }> = await this.dataSource.query(
      `SELECT status FROM mail_outbox WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row?.status;
  }

  /**
   * Puts a message that was not delivered back in the queue, due now with its attempts
   * reset. One a worker holds right now is left to it (clearing its lease would let a
   * second worker send it too). Returns its status before, or undefined when the company
   * has no such message.
   */
  async requeue(companyId: string, id: string): Promise<OutboxMessage['status'] | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: Array<{ status: OutboxMessage['status'] }> = await manager.query(
        `SELECT status FROM mail_outbox WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
        [companyId, id],
      );
      if (row && row.status !== 'ENVIADO') {
        await manager.query(
          `UPDATE mail_outbox SET status = 'PENDENTE', tentativas = 0, proxima_tentativa_em = now(),
                  reserva = NULL, reservado_ate = NULL
            WHERE empresa_id = $1 AND id = $2
              AND (reservado_ate IS NULL OR reservado_ate < now())`,
          [companyId, id],
        );
      }
      return row?.status;
    });
  }
}

interface OutboxRow {
  id: string;
  destinatarios: string[];
  assunto: string;
  corpo: string;
  anexos: string[];
  status: OutboxMessage['status'];
  erro: string | null;
  tentativas: number;
  proxima_tentativa_em: Date;
  criado_em: Date;
  enviado_em: Date | null;
}
