import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's number in IBAMA's federal technical register (CTF/APP), printed on the
 * refrigerant report. It lives in the company's settings next to the GWP set; the check
 * keeps it digits only (the register's numbers are integers), or absent.
 */
export class CompanyCtfApp1764841000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies ADD CONSTRAINT companies_ctf_app_digits
        CHECK (settings->>'ctfApp' IS NULL OR settings->>'ctfApp' ~ '^[0-9]{1,12}$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_ctf_app_digits',
    );
  }
}
