import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service orders opened and dispatched in the app. `ordem_servico` stays the ingestion
 * table (what the RGM reads); these columns are the app's own and no integration writes
 * them: where the order came from, its priority, when it is scheduled, and, for a
 * preventive order generated from a plan, the plan and planned date (unique together,
 * so generating a month twice never makes two). Codes of app orders come from a
 * per-company yearly counter (`APP-2026-000123`); the registry refuses that prefix on
 * what integrations send. Every transition is a row of `ordem_servico_evento`.
 */
export class ServiceOrders1763770500000 implements MigrationInterface {
  name = 'ServiceOrders1763770500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ordem_servico
        ADD COLUMN origem text NOT NULL DEFAULT 'integracao' CHECK (origem IN ('integracao', 'app')),
        ADD COLUMN prioridade text CHECK (prioridade IN ('BAIXA', 'MEDIA', 'ALTA', 'URGENTE')),
        ADD COLUMN agendada_para timestamptz,
        ADD COLUMN plano_id uuid,
        ADD COLUMN data_planejada date,
        ADD COLUMN criado_por uuid,
        ADD CONSTRAINT ordem_servico_plano_fk FOREIGN KEY (empresa_id, plano_id)
          REFERENCES plano_manutencao (empresa_id, id) ON DELETE SET NULL (plano_id),
        ADD CONSTRAINT ordem_servico_plano_data_check CHECK ((plano_id IS NULL) OR (data_planejada IS NOT NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ordem_servico_plano_data_key ON ordem_servico (empresa_id, plano_id, data_planejada) WHERE plano_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ordem_servico_sequencia (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ano integer NOT NULL,
        ultimo integer NOT NULL CHECK (ultimo >= 0),
        PRIMARY KEY (empresa_id, ano)
      )`);
    await queryRunner.query(`
      CREATE TABLE ordem_servico_evento (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        acao text NOT NULL,
        de text,
        para text,
        motivo text,
        usuario_id uuid,
        em timestamptz NOT NULL DEFAULT now(),
        detalhes jsonb NOT NULL DEFAULT '{}'::jsonb,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (usuario_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX ordem_servico_evento_ordem_idx ON ordem_servico_evento (empresa_id, ordem_servico_id, em)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ordem_servico_evento');
    await queryRunner.query('DROP TABLE ordem_servico_sequencia');
    await queryRunner.query('DROP INDEX ordem_servico_plano_data_key');
    await queryRunner.query(`
      ALTER TABLE ordem_servico
        DROP CONSTRAINT ordem_servico_plano_data_check,
        DROP CONSTRAINT ordem_servico_plano_fk,
        DROP COLUMN criado_por, DROP COLUMN data_planejada, DROP COLUMN plano_id,
        DROP COLUMN agendada_para, DROP COLUMN prioridade, DROP COLUMN origem`);
  }
}
