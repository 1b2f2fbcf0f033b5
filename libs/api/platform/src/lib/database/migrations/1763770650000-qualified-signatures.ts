import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user may be a responsável técnico, with their professional registration
 * (CREA/CFT); a signature keeps what it stated beside the signer's name (the
 * registration, an ART…) as the document's type asked when it was signed.
 */
export class QualifiedSignatures1763770650000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN registro_profissional text`);
    await queryRunner.query(
      `ALTER TABLE documento_assinatura ADD COLUMN qualificacao jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documento_assinatura DROP COLUMN qualificacao');
    await queryRunner.query('ALTER TABLE users DROP COLUMN registro_profissional');
  }
}
