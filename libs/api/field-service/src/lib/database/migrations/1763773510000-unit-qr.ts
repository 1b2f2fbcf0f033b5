import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The QR code on each unit: an opaque random token (128 bits, base64url) that a public
 * page `/q/<token>` answers. Kept as it is (the label sheet prints it again) and unique
 * across companies, since the page finds the unit by the token alone. Made when first
 * needed (a label sheet, the unit's page); regenerating replaces it, so old labels stop
 * working.
 */
export class UnitQr1763773510000 implements MigrationInterface {
  name = 'UnitQr1763773510000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE equipamento_qr (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        token text NOT NULL CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, equipamento_id),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX equipamento_qr_token_key ON equipamento_qr (token)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE equipamento_qr');
  }
}
