import { MigrationInterface, QueryRunner } from 'typeorm';

/** The days the automatic RGM closing has processed, per company (so missed days are caught up once). */
export class RgmClosing1763769900000 implements MigrationInterface {
  name = 'RgmClosing1763769900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rgm_fechamento_dia (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        dia date NOT NULL,
        processado_em timestamptz NOT NULL DEFAULT now(),
        rgms integer NOT NULL DEFAULT 0,
        PRIMARY KEY (empresa_id, dia)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rgm_fechamento_dia');
  }
}
