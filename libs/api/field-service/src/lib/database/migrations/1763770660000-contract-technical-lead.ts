import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contract names its responsável técnico as a user of the company (the one who
 * signs its PMOC). The text columns `responsavel_tecnico` and `registro_responsavel`
 * stay: the ERP may send them, and naming a user rewrites them to match.
 */
export class ContractTechnicalLead1763770660000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contrato ADD COLUMN responsavel_tecnico_id uuid`);
    await queryRunner.query(
      `ALTER TABLE contrato ADD CONSTRAINT contrato_responsavel_tecnico_fk
         FOREIGN KEY (empresa_id, responsavel_tecnico_id) REFERENCES users (empresa_id, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contrato DROP COLUMN responsavel_tecnico_id');
  }
}
