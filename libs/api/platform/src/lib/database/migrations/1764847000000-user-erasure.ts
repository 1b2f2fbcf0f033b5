import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a user was deactivated (the staff and portal-user terms count from it) and when
 * the account was anonymised, by the retention job or on the person's request. Users
 * deactivated before this migration count from their last change.
 */
export class UserErasure1764847000000 implements MigrationInterface {
  name = 'UserErasure1764847000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN desativado_em timestamptz, ADD COLUMN anonimizado_em timestamptz`,
    );
    await queryRunner.query(`UPDATE users SET desativado_em = updated_at WHERE NOT active`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN desativado_em, DROP COLUMN anonimizado_em`,
    );
  }
}
