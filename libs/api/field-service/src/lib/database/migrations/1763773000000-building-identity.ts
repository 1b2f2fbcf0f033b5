import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Building identity (issue #30): the contract names the building it serves and its full
 * address; the client's address gains number, complement, district and CEP (its
 * `endereco` stays the street). All nullable: clients that send only the old fields
 * keep working, and the site address falls back to the client's.
 */
export class BuildingIdentity1763773000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE contrato
        ADD COLUMN edificio text, ADD COLUMN logradouro text, ADD COLUMN numero text,
        ADD COLUMN complemento text, ADD COLUMN bairro text, ADD COLUMN cidade text,
        ADD COLUMN uf text, ADD COLUMN cep text`);
    await queryRunner.query(`
      ALTER TABLE cliente
        ADD COLUMN numero text, ADD COLUMN complemento text, ADD COLUMN bairro text, ADD COLUMN cep text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE cliente DROP COLUMN numero, DROP COLUMN complemento, DROP COLUMN bairro, DROP COLUMN cep',
    );
    await queryRunner.query(`
      ALTER TABLE contrato
        DROP COLUMN edificio, DROP COLUMN logradouro, DROP COLUMN numero, DROP COLUMN complemento,
        DROP COLUMN bairro, DROP COLUMN cidade, DROP COLUMN uf, DROP COLUMN cep`);
  }
}
