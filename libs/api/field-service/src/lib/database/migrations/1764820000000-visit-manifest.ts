import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The manifest the client signs and who signed: the acceptance keeps the manifest (every
 * item of the summary shown on the phone), the signer's role, and whether the signer is
 * one of the client's registered contacts; the client's authorised signers are a small
 * register of their own. A seal is found by its verification code (the first 12 bytes of
 * its SHA-256), so existing seals have a code without a backfill. Existing acceptances
 * keep a null manifest: their seals are content version 1 and stay as they are.
 */
export class VisitManifest1764820000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE visita_aceite
        ADD COLUMN IF NOT EXISTS manifesto jsonb,
        ADD COLUMN IF NOT EXISTS cargo text,
        ADD COLUMN IF NOT EXISTS assinante_conhecido boolean`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS visita_selo_codigo_idx ON visita_selo ((substring(sha256 from 1 for 12)))`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS cliente_assinante (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        cliente_id uuid NOT NULL,
        nome text NOT NULL CHECK (length(btrim(nome)) >= 2),
        cargo text,
        documento text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, cliente_id) REFERENCES cliente (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS cliente_assinante_cliente_idx ON cliente_assinante (empresa_id, cliente_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS cliente_assinante');
    await queryRunner.query('DROP INDEX IF EXISTS visita_selo_codigo_idx');
    await queryRunner.query(
      'ALTER TABLE visita_aceite DROP COLUMN IF EXISTS manifesto, DROP COLUMN IF EXISTS cargo, DROP COLUMN IF EXISTS assinante_conhecido',
    );
  }
}
