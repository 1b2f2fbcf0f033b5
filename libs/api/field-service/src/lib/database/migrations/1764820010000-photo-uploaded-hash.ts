import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A photo keeps the SHA-256 of its bytes as uploaded (before re-encoding): the hash the
 * phone computed and listed in the manifest the client signed. Photos stored before keep
 * a null (they were sealed, if at all, by their stored image's hash).
 */
export class PhotoUploadedHash1764820010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE visita_foto ADD COLUMN IF NOT EXISTS sha256_enviado bytea CHECK (length(sha256_enviado) = 32)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE visita_foto DROP COLUMN IF EXISTS sha256_enviado');
  }
}
