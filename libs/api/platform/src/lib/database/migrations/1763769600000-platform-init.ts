import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformInit1763769600000 implements MigrationInterface {
  name = 'PlatformInit1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        time_zone text NOT NULL DEFAULT 'America/Sao_Paulo',
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        email text NOT NULL CHECK (email = lower(btrim(email))),
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMIN', 'SUPERVISOR', 'TECNICO')),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Login names the account by e-mail alone, so e-mail is unique service-wide.
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_empresa_id_id_key ON users (empresa_id, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash bytea NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ip inet,
        user_agent text
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE login_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip inet,
        succeeded boolean NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX login_attempts_attempted_at_idx ON login_attempts (attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_attempts`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE companies`);
  }
}
