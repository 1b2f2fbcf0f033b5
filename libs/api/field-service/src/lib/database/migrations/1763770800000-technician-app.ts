import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The technician's app: one row per write it sent (start, checklist, root cause, finish),
 * keyed by the UUID the phone generated, with the SHA-256 of what it sent. A phone that
 * resends after a lost answer finds its row and gets the same answer; the same id with
 * another body is refused. The rows also tell whether a technician started their part.
 */
export class TechnicianApp1763770800000 implements MigrationInterface {
  name = 'TechnicianApp1763770800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tecnico_acao (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        tipo text NOT NULL CHECK (tipo IN ('inicio', 'checklist', 'causa-raiz', 'fim')),
        em timestamptz,
        request_hash bytea NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX tecnico_acao_ordem_idx ON tecnico_acao (empresa_id, ordem_servico_id, usuario_id, tipo)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tecnico_acao');
  }
}
