import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The body of a message that carries a secret (a password link) is kept twice: `corpo` with
 * the secret redacted, the one anyone reading the outbox sees, and `corpo_cifrado`, the
 * whole text sealed with APP_ENCRYPTION_KEY for the delivery worker, dropped once sent.
 * Bodies stored before this migration keep their text; the outbox redacts their links on
 * every read.
 */
export class MailOutboxSealedBody1764630000000 implements MigrationInterface {
  name = 'MailOutboxSealedBody1764630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN corpo_cifrado text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN corpo_cifrado`);
  }
}
