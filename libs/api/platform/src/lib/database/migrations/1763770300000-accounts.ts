import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People and settings managed from the product itself: invited users have no
 * password until they follow their link, password links (stored as SHA-256,
 * single-use, expiring), password-reset requests (throttled), the audit trail of
 * every change, and the company's CNPJ.
 */
export class Accounts1763770300000 implements MigrationInterface {
  name = 'Accounts1763770300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE companies ADD COLUMN cnpj text CHECK (cnpj ~ '^[0-9]{14}$')`,
    );
    await queryRunner.query(`
      CREATE TABLE password_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('CONVITE', 'REDEFINICAO')),
        token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        FOREIGN KEY (empresa_id, user_id) REFERENCES users (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX password_links_token_hash_key ON password_links (token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_links_user_idx ON password_links (empresa_id, user_id, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE password_reset_requests (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip inet,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_requests_email_idx ON password_reset_requests (email, requested_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_reset_requests_ip_idx ON password_reset_requests (ip, requested_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_name text,
        action text NOT NULL,
        target_id uuid,
        summary text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query(
      `CREATE INDEX audit_events_empresa_idx ON audit_events (empresa_id, at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_events');
    await queryRunner.query('DROP TABLE password_reset_requests');
    await queryRunner.query('DROP TABLE password_links');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN cnpj');
    await queryRunner.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await queryRunner.query('ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL');
  }
}
