import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refrigerant gas is recorded once, as a fluid event, and shows in the visit's parts
 * list from there: the catalogue's "Fluido refrigerante …" materials (the defaults
 * every company got) stop being offered. They are deactivated, not deleted, so the
 * lines that already name them keep reading as they did.
 */
export class GasOutOfMaterials1764810010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE visita_catalogo SET ativo = false
        WHERE tipo = 'MATERIAL' AND ativo AND lower(nome) LIKE 'fluido refrigerante %'`,
    );
  }

  async down(): Promise<void> {
    // Which items a company had deactivated itself is not known: nothing is reactivated.
  }
}
