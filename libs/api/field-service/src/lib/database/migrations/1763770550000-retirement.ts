import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['cliente', 'contrato', 'equipamento', 'setor'];

/**
 * Retirement of master data by hand: who retired a client, contract, equipment or sector
 * and when (null while active). Ingestion never writes these columns, so an ERP's later
 * UPSERT updates a retired record's fields and leaves it retired.
 */
export class Retirement1763770550000 implements MigrationInterface {
  name = 'Retirement1763770550000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN desativado_em timestamptz, ADD COLUMN desativado_por text`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN desativado_em, DROP COLUMN desativado_por`,
      );
    }
  }
}
