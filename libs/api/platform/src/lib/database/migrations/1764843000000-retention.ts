import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention that runs: a company's own term per category of personal data
 * (`retencao_prazo`; a category without a row uses the record's default), and one row
 * per company and local day the daily job ran (`retencao_execucao`): the row is the
 * claim that makes the job run once per day across instances, and it keeps what the
 * run deleted or anonymised per category.
 */
export class Retention1764843000000 implements MigrationInterface {
  name = 'Retention1764843000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE retencao_prazo (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL CHECK (length(codigo) BETWEEN 1 AND 60),
        dias integer NOT NULL CHECK (dias > 0),
        alterado_em timestamptz NOT NULL DEFAULT now(),
        alterado_por uuid,
        PRIMARY KEY (empresa_id, codigo),
        FOREIGN KEY (empresa_id, alterado_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (alterado_por)
      )`);
    await queryRunner.query(`
      CREATE TABLE retencao_execucao (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        dia date NOT NULL,
        executado_em timestamptz NOT NULL DEFAULT now(),
        afetados jsonb NOT NULL DEFAULT '{}'::jsonb,
        PRIMARY KEY (empresa_id, dia)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE retencao_execucao`);
    await queryRunner.query(`DROP TABLE retencao_prazo`);
  }
}
