import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PDF of a released RGM, rendered once from its frozen snapshot and kept, so the
 * document a client received never changes. Reopening the RGM deletes it.
 */
export class RgmPdf1763770200000 implements MigrationInterface {
  name = 'RgmPdf1763770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rgm_pdf (
        empresa_id uuid NOT NULL,
        rgm_id uuid NOT NULL,
        pdf bytea NOT NULL,
        sha256 bytea NOT NULL,
        gerado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, rgm_id),
        FOREIGN KEY (empresa_id, rgm_id) REFERENCES rgm (empresa_id, id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rgm_pdf');
  }
}
