import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Addenda to a sealed visit report: a supervisor's text, recorded with who and when,
 * shown apart on the report and the PDF; the sealed content never changes.
 */
export class VisitAddenda1764820020000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS visita_adendo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        texto text NOT NULL CHECK (length(btrim(texto)) >= 3),
        registrado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS visita_adendo_ordem_idx ON visita_adendo (empresa_id, ordem_servico_id, registrado_em)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS visita_adendo');
  }
}
