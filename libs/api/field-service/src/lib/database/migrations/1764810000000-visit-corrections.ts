import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corrections of the visit report before the client's acceptance: a line or photo
 * removed keeps its row (`removido_em`, `removido_por`) so the history stays, and
 * every correction (an edit with the previous value, or a removal) is kept in
 * `visita_correcao` under the UUID the phone generated, with the hash of what was sent,
 * so a resend changes nothing twice. Existing rows are untouched (none is removed).
 */
export class VisitCorrections1764810000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['visita_registro', 'visita_foto'])
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS removido_em timestamptz,
                              ADD COLUMN IF NOT EXISTS removido_por uuid`,
      );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS visita_correcao (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        registro_id uuid NOT NULL,
        tabela text NOT NULL CHECK (tabela IN ('registro', 'foto')),
        acao text NOT NULL CHECK (acao IN ('EDICAO', 'EXCLUSAO')),
        anterior jsonb NOT NULL,
        request_hash bytea NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS visita_correcao_registro_idx ON visita_correcao (empresa_id, registro_id, registrado_em)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE visita_correcao');
    for (const table of ['visita_foto', 'visita_registro'])
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN removido_por, DROP COLUMN removido_em`,
      );
  }
}
