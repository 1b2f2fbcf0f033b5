import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionHandlers } from '@campo/platform';
import type { EntityManager } from 'typeorm';

/** The SQL that ends INTEGRACAO_LOTES: a batch past its term keeps its totals, without the address and the rows. */
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
    if (rows.length > 0)
      await db.query(`DELETE FROM import_batch_rows WHERE empresa_id = $1 AND lote_id = ANY($2)`, [
        companyId,
        rows.map((row) => row.id),
      ]);
    return rows.length;
  }
}

/** Registers the retention handler of ingestion's category. */
@Injectable()
export class IngestionRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
    private readonly sql: IngestionRetentionRepository,
  ) {}

  onModuleInit() {
    this.handlers.register('INTEGRACAO_LOTES', ({ manager, companyId, before }) =>
      this.sql.strippedBatches(manager, companyId, before),
    );
  }
}
