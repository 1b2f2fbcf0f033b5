import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client's acknowledgement of a released RGM (name and instant), recorded later by
 * the client portal. Both null until then: the PDF prints a blank line to sign on paper.
 */
export class RgmAcknowledgement1763772400000 implements MigrationInterface {
  name = 'RgmAcknowledgement1763772400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rgm ADD COLUMN ciente_nome text, ADD COLUMN ciente_em timestamptz,
        ADD CONSTRAINT rgm_ciente_check CHECK ((ciente_nome IS NULL) = (ciente_em IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE rgm DROP CONSTRAINT rgm_ciente_check, DROP COLUMN ciente_nome, DROP COLUMN ciente_em`,
    );
  }
}
