import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ingestion entities a company uses (issue 32): the ADMIN chooses them in the company
 * settings. NULL means every entity the API knows, which is what every company created
 * before this migration keeps, so their ingestion, tokens and screens do not change; a
 * company created by onboarding from now on starts with the field-service entities.
 */
export class CompanyEntitySet1763773310000 implements MigrationInterface {
  name = 'CompanyEntitySet1763773310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies ADD COLUMN entidades_ingestao text[]`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies DROP COLUMN entidades_ingestao`);
  }
}
