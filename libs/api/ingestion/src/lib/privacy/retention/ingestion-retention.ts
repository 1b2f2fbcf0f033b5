import { Injectable, OnModuleInit } from '@nestjs/common';
import { ErasureHandlers, type ErasureSubject, RetentionHandlers } from '@campo/platform';
import type { EntityManager } from 'typeorm';

/**
 * The SQL that ends INTEGRACAO_LOTES: a batch past its term, or whose rows name the
 * person who asked to be erased, keeps its totals, without the address and the rows.
 */
@Injectable()
export class IngestionRetentionRepository {
  async strippedBatches(db: EntityManager, companyId: string, before: Date) {
    const [rows]: [Array<{ id: string }>, number] = await db.query(
      `UPDATE import_batches b SET ip = NULL
        WHERE b.empresa_id = $1 AND b.criado_em < $2
          AND (b.ip IS NOT NULL OR EXISTS (
                SELECT 1 FROM import_batch_rows r WHERE r.empresa_id = b.empresa_id AND r.lote_id = b.id))
       RETURNING b.id`,
      [companyId, before],
    );
    return this.stripRows(db, companyId, rows);
  }

  /** Batches with a row holding one of the e-mails or the phone's digits, as the person's export finds them. */
  async batchesNaming(db: EntityManager, companyId: string, subject: ErasureSubject) {
    if (subject.emails.length === 0 && !subject.phoneDigits) return 0;
    const [rows]: [Array<{ id: string }>, number] = await db.query(
      `UPDATE import_batches b SET ip = NULL
        WHERE b.empresa_id = $1 AND EXISTS (
                SELECT 1 FROM import_batch_rows r
                 WHERE r.empresa_id = b.empresa_id AND r.lote_id = b.id
                   AND (EXISTS (SELECT 1 FROM unnest($2::text[]) e WHERE position(e in lower(r.dados::text)) > 0)
                        OR ($3::text IS NOT NULL
                            AND position($3 in regexp_replace(r.dados::text, '\\D', '', 'g')) > 0)))
       RETURNING b.id`,
      [companyId, subject.emails, subject.phoneDigits],
    );
    return this.stripRows(db, companyId, rows);
  }

  private async stripRows(db: EntityManager, companyId: string, rows: Array<{ id: string }>) {
    if (rows.length > 0)
      await db.query(`DELETE FROM import_batch_rows WHERE empresa_id = $1 AND lote_id = ANY($2)`, [
        companyId,
        rows.map((row) => row.id),
      ]);
    return rows.length;
  }
}

/** Registers the handlers of ingestion's category: at the end of its term, and on the person's request. */
@Injectable()
export class IngestionRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
    private readonly erasure: ErasureHandlers,
    private readonly sql: IngestionRetentionRepository,
  ) {}

  onModuleInit() {
    this.handlers.register('INTEGRACAO_LOTES', ({ manager, companyId, before }) =>
      this.sql.strippedBatches(manager, companyId, before),
    );
    this.erasure.register('INTEGRACAO_LOTES', ({ manager, companyId, subject }) =>
      this.sql.batchesNaming(manager, companyId, subject),
    );
  }
}
