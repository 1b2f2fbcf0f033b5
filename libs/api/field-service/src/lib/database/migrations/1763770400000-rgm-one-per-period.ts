import { MigrationInterface, QueryRunner } from 'typeorm';

/** The index that keeps one RGM per scope (a contract, or the consolidated company) and period. */
const RGM_SCOPE_PERIOD_KEY = 'rgm_escopo_periodo_key';

/**
 * One RGM per scope and period (`RGM_JA_EXISTE`), enforced by a partial unique index so
 * that two concurrent creations cannot both succeed. Before it, a period could be created
 * twice (by hand, or by hand and by the closing): those older duplicates are kept as they
 * are (state, snapshot, kept PDF), never deleted, and marked `duplicado_de` the one kept
 * as the period's RGM — the most advanced (enviado, then liberado, then rascunho), the
 * oldest among equals. The index covers only the unmarked rows, so the upgrade never fails.
 * It replaces `rgm_automatico_key`, which it implies.
 */
export class RgmOnePerPeriod1763770400000 implements MigrationInterface {
  name = 'RgmOnePerPeriod1763770400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rgm ADD COLUMN duplicado_de uuid,
        ADD CONSTRAINT rgm_duplicado_de_fkey FOREIGN KEY (empresa_id, duplicado_de) REFERENCES rgm (empresa_id, id)`);
    await queryRunner.query(`
      WITH ranked AS (
        SELECT id, first_value(id) OVER period AS kept, row_number() OVER period AS rank
          FROM rgm
        WINDOW period AS (
          PARTITION BY empresa_id, contrato_id, inicio, fim
          ORDER BY CASE estado WHEN 'enviado' THEN 0 WHEN 'liberado' THEN 1 ELSE 2 END, criado_em, id)
      )
      UPDATE rgm SET duplicado_de = ranked.kept FROM ranked WHERE ranked.id = rgm.id AND ranked.rank > 1`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX ${RGM_SCOPE_PERIOD_KEY} ON rgm
        (empresa_id, coalesce(contrato_id, '00000000-0000-0000-0000-000000000000'::uuid), inicio, fim)
        WHERE duplicado_de IS NULL`);
    await queryRunner.query(`DROP INDEX rgm_automatico_key`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX rgm_automatico_key ON rgm (empresa_id, contrato_id, inicio, fim) WHERE origem = 'automatico'`,
    );
    await queryRunner.query(`DROP INDEX ${RGM_SCOPE_PERIOD_KEY}`);
    await queryRunner.query(`ALTER TABLE rgm DROP COLUMN duplicado_de`);
  }
}
