import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEntry, Page } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { PageRequest } from '../common/request-params';

/** One change to record: who (null for the operator's command or the system), what, on what. */
export interface AuditEvent {
  companyId: string;
  actor: { id: string; name: string } | null;
  action: string;
  targetId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
}

/** The SQL of `audit_events`: an append-only trail, read newest first. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(db: EntityManager | DataSource, event: AuditEvent) {
    await db.query(
      `INSERT INTO audit_events (empresa_id, actor_id, actor_name, action, target_id, summary, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        event.companyId,
        event.actor?.id ?? null,
        event.actor?.name ?? null,
        event.action,
        event.targetId ?? null,
        event.summary,
        event.details ?? {},
      ],
    );
  }

  async page(companyId: string, { pagina, porPagina }: PageRequest): Promise<Page<AuditEntry>> {
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT id::text, at, actor_id, actor_name, action, summary, details,
              count(*) OVER ()::int AS total
         FROM audit_events WHERE empresa_id = $1
        ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
      [companyId, porPagina, (pagina - 1) * porPagina],
    );
    const total =
      rows[0]?.total ??
      (
        await this.dataSource.query(
          `SELECT count(*)::int AS total FROM audit_events WHERE empresa_id = $1`,
          [companyId],
        )
      )[0].total;
    return {
      itens: rows.map((row) => ({
        id: row.id,
        em: row.at.toISOString(),
        autor: row.actor_id ? { id: row.actor_id, nome: row.actor_name ?? '' } : null,
        acao: row.action,
        resumo: row.summary,
        detalhes: row.details,
      })),
      total,
      pagina,
      porPagina,
    };
  }
}

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  summary: string;
  details: Record<string, unknown>;
  total: number;
}
