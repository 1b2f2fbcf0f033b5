import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statistics on the instant of an order's visit (its end, else its start, else its
 * opening), the expression the RGM's notes and standing non-conformities filter the
 * period on. Without them PostgreSQL guessed 50 orders in a 10,000-order month and
 * probed the units and the answers order by order: the notes took 87 ms where a hash
 * join takes 10 (docs/performance.md, "Estatísticas do instante da visita"). Kept by
 * ANALYZE like the columns' own; nothing is written per order.
 */
export class VisitInstantStatistics1763773600000 implements MigrationInterface {
  name = 'VisitInstantStatistics1763773600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE STATISTICS ordem_servico_visita_stat
          ON (coalesce(fim_atendimento, inicio_atendimento, abertura)) FROM ordem_servico`);
    await queryRunner.query('ANALYZE ordem_servico');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP STATISTICS ordem_servico_visita_stat');
  }
}
