import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sectors as a table of their own. An equipment keeps its sector's *name* (that is what a
 * CMDB or ERP sends), now a foreign key to `setor (empresa_id, nome)`: renaming a sector
 * carries its equipment along (ON UPDATE CASCADE), a sector in use cannot be deleted, and
 * a name the table does not know yet becomes a sector on the equipment's insert or update
 * (trigger), whichever path wrote it — ingestion, an edit in the admin app or the seed.
 */
export class Sectors1763770100000 implements MigrationInterface {
  name = 'Sectors1763770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE setor (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        nome text NOT NULL CHECK (btrim(nome) <> '' AND length(nome) <= 120),
        descricao text CHECK (length(descricao) <= 500),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, nome)
      )`);
    await queryRunner.query(`
      INSERT INTO setor (empresa_id, nome) SELECT DISTINCT empresa_id, setor FROM equipamento`);
    await queryRunner.query(`
      CREATE FUNCTION equipamento_cria_setor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO setor (empresa_id, nome) VALUES (NEW.empresa_id, NEW.setor) ON CONFLICT DO NOTHING;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER equipamento_cria_setor BEFORE INSERT OR UPDATE OF setor ON equipamento
        FOR EACH ROW EXECUTE FUNCTION equipamento_cria_setor()`);
    await queryRunner.query(`
      ALTER TABLE equipamento ADD CONSTRAINT equipamento_setor_fkey
        FOREIGN KEY (empresa_id, setor) REFERENCES setor (empresa_id, nome) ON UPDATE CASCADE ON DELETE RESTRICT`);
    await queryRunner.query(
      `CREATE INDEX equipamento_setor_idx ON equipamento (empresa_id, setor)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX equipamento_setor_idx');
    await queryRunner.query('ALTER TABLE equipamento DROP CONSTRAINT equipamento_setor_fkey');
    await queryRunner.query('DROP TRIGGER equipamento_cria_setor ON equipamento');
    await queryRunner.query('DROP FUNCTION equipamento_cria_setor()');
    await queryRunner.query('DROP TABLE setor');
  }
}
