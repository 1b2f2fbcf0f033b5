import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * From a failed checklist item to a visit (issue 32): a non-conforming answer proposes a
 * corrective order until the supervisor opens it or discards it. The proposal itself is
 * the answer (`checklist_resposta.conforme = false`); this table keeps the decision, by
 * source order and item, and links the corrective opened to its source.
 */
export class CorrectiveProposals1763773200000 implements MigrationInterface {
  name = 'CorrectiveProposals1763773200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE proposta_corretiva (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_origem_id uuid NOT NULL,
        item text NOT NULL,
        decisao text NOT NULL CHECK (decisao IN ('aberta', 'descartada')),
        ordem_corretiva_id uuid,
        decidido_por uuid REFERENCES users(id) ON DELETE SET NULL,
        decidido_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_origem_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, ordem_corretiva_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE SET NULL,
        UNIQUE (empresa_id, ordem_origem_id, item)
      )`);
    await queryRunner.query(
      `CREATE INDEX proposta_corretiva_ordem_idx ON proposta_corretiva (empresa_id, ordem_corretiva_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX checklist_resposta_nao_conforme_idx ON checklist_resposta (empresa_id) WHERE NOT conforme`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX checklist_resposta_nao_conforme_idx`);
    await queryRunner.query(`DROP TABLE proposta_corretiva`);
  }
}
