import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's root-cause catalogue (issue 32): entries with synonyms, one "Outra" per
 * company. Orders get a nullable `causa_id` (the entry chosen at close); `causa_raiz` keeps
 * the text as received or typed. An order without `causa_id` (an integration's) is matched
 * to an entry when read, from its text; see `cause-match.sql.ts`. Each company's default
 * entries are written the first time the catalogue is needed.
 */
export class CauseCatalogue1763773300000 implements MigrationInterface {
  name = 'CauseCatalogue1763773300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE causa (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        nome text NOT NULL CHECK (btrim(nome) <> ''),
        sinonimos text[] NOT NULL DEFAULT '{}',
        outra boolean NOT NULL DEFAULT false,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (ativo OR NOT outra)
      )`);
    await queryRunner.query(
      // Case-insensitive whatever the database's locale: under C, lower() leaves 'É' as it is.
      `CREATE UNIQUE INDEX causa_nome_key ON causa (empresa_id,
         lower(translate(btrim(nome), 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'áàâãäéèêëíìîïóòôõöúùûüçñ')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX causa_outra_key ON causa (empresa_id) WHERE outra`,
    );
    await queryRunner.query(
      `ALTER TABLE ordem_servico ADD COLUMN causa_id uuid REFERENCES causa(id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ordem_servico_causa_id_idx ON ordem_servico (causa_id) WHERE causa_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ordem_servico DROP COLUMN causa_id`);
    await queryRunner.query(`DROP TABLE causa`);
  }
}
