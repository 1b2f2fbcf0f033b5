import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contract names its responsável técnico as a user of the company (the one who
 * signs its PMOC). The text columns `responsavel_tecnico` and `registro_responsavel`
 * stay: the ERP may send them, and naming a user rewrites them to match; renaming
 * the user or changing their registration later rewrites them again (trigger), so
 * every reader of `contrato` keeps seeing the same person.
 */
export class ContractTechnicalLead1763770660000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contrato ADD COLUMN responsavel_tecnico_id uuid`);
    await queryRunner.query(
      `ALTER TABLE contrato ADD CONSTRAINT contrato_responsavel_tecnico_fk
         FOREIGN KEY (empresa_id, responsavel_tecnico_id) REFERENCES users (empresa_id, id)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION contrato_responsavel_tecnico_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE contrato SET responsavel_tecnico = NEW.name, registro_responsavel = NEW.registro_profissional,
                 atualizado_em = now()
           WHERE empresa_id = NEW.empresa_id AND responsavel_tecnico_id = NEW.id;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_responsavel_tecnico AFTER UPDATE OF name, registro_profissional ON users
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.registro_profissional IS DISTINCT FROM NEW.registro_profissional)
        EXECUTE FUNCTION contrato_responsavel_tecnico_sincroniza()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER users_responsavel_tecnico ON users');
    await queryRunner.query('DROP FUNCTION contrato_responsavel_tecnico_sincroniza()');
    await queryRunner.query('ALTER TABLE contrato DROP COLUMN responsavel_tecnico_id');
  }
}
