import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails unique per company, not across the platform: a company's ADMIN who invites an
 * e-mail that has an account in another company gets the same answer as for a new one,
 * so no company learns who works for another (issue #42). Login finds the account by
 * e-mail and password (docs/usuarios-e-empresas.md).
 */
export class UsersEmailPerCompany1764630001000 implements MigrationInterface {
  name = 'UsersEmailPerCompany1764630001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_email_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_empresa_email_key ON users (empresa_id, email)`,
    );
    await queryRunner.query(`CREATE INDEX users_email_idx ON users (email)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_email_idx`);
    await queryRunner.query(`DROP INDEX users_empresa_email_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
  }
}
