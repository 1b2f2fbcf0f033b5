import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair webhook delivery (issue #42): each endpoint keeps its run of failed attempts and
 * the time before which it is not tried again (the circuit: an endpoint failing again and
 * again is tried less and less often, one delivery at a time). The worker claims the head
 * of each endpoint's queue, round-robin across companies: an index per endpoint's queue,
 * and one over the live leases it counts per endpoint and company.
 */
export class WebhookFairDelivery1764640001000 implements MigrationInterface {
  name = 'WebhookFairDelivery1764640001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE webhook_endpoint
        ADD COLUMN falhas_seguidas integer NOT NULL DEFAULT 0,
        ADD COLUMN suspenso_ate timestamptz`);
    await queryRunner.query(
      `CREATE INDEX webhook_entrega_fila_idx ON webhook_entrega (endpoint_id, proxima_tentativa_em, id)
        WHERE status = 'PENDENTE'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_entrega_reservada_idx ON webhook_entrega (empresa_id, endpoint_id, reservado_ate)
        WHERE reserva IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX webhook_entrega_reservada_idx`);
    await queryRunner.query(`DROP INDEX webhook_entrega_fila_idx`);
    await queryRunner.query(
      `ALTER TABLE webhook_endpoint DROP COLUMN suspenso_ate, DROP COLUMN falhas_seguidas`,
    );
  }
}
