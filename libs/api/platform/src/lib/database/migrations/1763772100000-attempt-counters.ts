import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lockout counters: one row per key (login failures per account and per address,
 * password-reset requests), counted and checked in one statement, so parallel attempts
 * cannot all read the same count. They replace the logs of attempts that were read
 * before being written (30 parallel wrong passwords all reached the password check).
 * Not a tenant table: the keys are e-mails and addresses before anyone is signed in.
 */
export class AttemptCounters1763772100000 implements MigrationInterface {
  name = 'AttemptCounters1763772100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE attempt_counters (
        key text PRIMARY KEY,
        count integer NOT NULL CHECK (count >= 0),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX attempt_counters_expires_at_idx ON attempt_counters (expires_at)`,
    );
    await queryRunner.query(`DROP TABLE login_attempts`);
    await queryRunner.query(`DROP TABLE password_reset_requests`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE password_reset_requests (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip inet,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE login_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip inet,
        succeeded boolean NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`DROP TABLE attempt_counters`);
  }
}
