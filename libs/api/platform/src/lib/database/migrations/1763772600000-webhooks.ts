import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: the company's endpoints (URL, events, secret and the previous one during a
 * rotation), the events written with the change that causes them, one delivery per event
 * and subscribed endpoint (claimed by the worker with a lease, as the mail outbox), and
 * every HTTP attempt of a delivery for the delivery log.
 */
export class Webhooks1763772600000 implements MigrationInterface {
  name = 'Webhooks1763772600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoint (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        url text NOT NULL,
        descricao text NOT NULL DEFAULT '',
        eventos text[] NOT NULL,
        ativo boolean NOT NULL DEFAULT true,
        pausado_motivo text CHECK (pausado_motivo IN ('MANUAL', 'FALHAS')),
        segredo text NOT NULL,
        segredo_anterior text,
        segredo_anterior_ate timestamptz,
        falhando_desde timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE webhook_evento (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tipo text NOT NULL,
        corpo text NOT NULL,
        ocorrido_em timestamptz NOT NULL,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE webhook_entrega (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL,
        evento_id uuid NOT NULL,
        endpoint_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'ENTREGUE', 'FALHOU')),
        tentativas integer NOT NULL DEFAULT 0,
        janela_desde timestamptz NOT NULL DEFAULT now(),
        proxima_tentativa_em timestamptz NOT NULL DEFAULT now(),
        reserva uuid,
        reservado_ate timestamptz,
        entregue_em timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, evento_id) REFERENCES webhook_evento (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, endpoint_id) REFERENCES webhook_endpoint (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, evento_id, endpoint_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_entrega_pendente_idx ON webhook_entrega (proxima_tentativa_em) WHERE status = 'PENDENTE'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_entrega_endpoint_idx ON webhook_entrega (empresa_id, endpoint_id, criado_em DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE webhook_tentativa (
        empresa_id uuid NOT NULL,
        entrega_id uuid NOT NULL,
        numero integer NOT NULL,
        em timestamptz NOT NULL,
        duracao_ms integer NOT NULL,
        status_http integer,
        resposta text NOT NULL DEFAULT '',
        erro text,
        PRIMARY KEY (empresa_id, entrega_id, numero),
        FOREIGN KEY (empresa_id, entrega_id) REFERENCES webhook_entrega (empresa_id, id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE webhook_tentativa');
    await queryRunner.query('DROP TABLE webhook_entrega');
    await queryRunner.query('DROP TABLE webhook_evento');
    await queryRunner.query('DROP TABLE webhook_endpoint');
  }
}
