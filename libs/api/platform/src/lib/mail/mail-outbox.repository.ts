import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface OutboxEntry {
  companyId: string;
  to: string[];
  subject: string;
  text: string;
  attachmentNames: string[];
  status: 'ENVIADO' | 'NA_CAIXA_DE_SAIDA' | 'FALHOU';
  error: string | null;
}

/** The SQL of the mail outbox: every message, sent or waiting, with how delivery went. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(entry: OutboxEntry, manager: EntityManager = this.dataSource.manager) {
    await manager.query(
      `INSERT INTO mail_outbox (empresa_id, destinatarios, assunto, corpo, anexos, status, erro, enviado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'ENVIADO' THEN now() END)`,
      [
        entry.companyId,
        entry.to,
        entry.subject,
        entry.text,
        entry.attachmentNames,
        entry.status,
        entry.error,
      ],
    );
  }
}
