import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each session keeps the idle limit it was opened with: a technician's phone session
 * (a shift with long stretches offline) idles longer than an office one. Null: the
 * configured default (`SESSION_IDLE_MINUTES`), as for sessions opened before this.
 */
export class SessionIdleLimit1763770810000 implements MigrationInterface {
  name = 'SessionIdleLimit1763770810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE sessions ADD COLUMN idle_minutes integer CHECK (idle_minutes > 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sessions DROP COLUMN idle_minutes`);
  }
}
