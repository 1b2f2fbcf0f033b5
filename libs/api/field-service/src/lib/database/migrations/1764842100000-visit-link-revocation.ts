import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A public report link can be revoked (by an ADMIN or SUPERVISOR): from then on it answers
 * as an unknown one. Who revoked it is kept beside when.
 */
export class VisitLinkRevocation1764842100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE visita_link
        ADD COLUMN IF NOT EXISTS revogado_em timestamptz,
        ADD COLUMN IF NOT EXISTS revogado_por uuid`);
    await queryRunner.query(`
      ALTER TABLE visita_link ADD CONSTRAINT visita_link_revogado_por_fk
        FOREIGN KEY (empresa_id, revogado_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (revogado_por)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE visita_link DROP COLUMN IF EXISTS revogado_por, DROP COLUMN IF EXISTS revogado_em',
    );
  }
}
