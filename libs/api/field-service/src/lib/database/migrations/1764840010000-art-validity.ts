import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ART/TRT's validity on the contract (issue 46): the PMOC prints it and is not
 * signed while the ART/TRT has expired (or is missing).
 */
export class ArtValidity1764840010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contrato ADD COLUMN art_validade date');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contrato DROP COLUMN art_validade');
  }
}
