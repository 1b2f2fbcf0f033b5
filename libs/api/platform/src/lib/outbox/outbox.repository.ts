import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OutboxMessage, Page } from '@campo/contracts';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../common/request-params';

/** Reads the company's `mail_outbox`, newest first (the mail service writes it). */
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
        `SELECT id, destinatarios, assunto, corpo, anexos, status, erro, criado_em, enviado_em
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
        corpo: row.corpo,
        anexos: row.anexos,
        status: row.status,
        erro: row.erro,
        criadoEm: row.criado_em.toISOString(),
        enviadoEm: row.enviado_em?.toISOString() ?? null,
      })),
      total,
      pagina,
      porPagina,
    };
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
  criado_em: Date;
  enviado_em: Date | null;
}
