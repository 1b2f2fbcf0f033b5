import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's A1 certificate (PKCS#12) for signing its PDFs (PAdES): at most one per
 * company, the file and its password sealed with the secret box (APP_ENCRYPTION_KEY), and
 * in clear only what the settings screen shows (subject, CNPJ, issuer, validity,
 * fingerprint). A new table: existing companies start without one, so nothing changes
 * for them until their ADMIN uploads it.
 */
export class CompanyCertificate1764830000000 implements MigrationInterface {
  name = 'CompanyCertificate1764830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS empresa_certificado (
        empresa_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        arquivo_cifrado text NOT NULL,
        senha_cifrada text NOT NULL,
        titular text NOT NULL,
        cnpj text,
        emissor text NOT NULL,
        valido_de timestamptz NOT NULL,
        valido_ate timestamptz NOT NULL,
        impressao_digital text NOT NULL,
        enviado_em timestamptz NOT NULL DEFAULT now(),
        enviado_por uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS empresa_certificado`);
  }
}
