import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order page lists the refrigerant events recorded against the order: an index
 * by order, so that read does not scan the company's whole gas log.
 */
export class OrderFluidIndex1763771000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX fluido_evento_ordem_idx ON fluido_evento (empresa_id, ordem_servico_id) WHERE ordem_servico_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX fluido_evento_ordem_idx');
  }
}
