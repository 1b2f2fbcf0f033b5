import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's requests about their own data (LGPD art. 18), left from the portal or from a
 * request's tracking page: who asks (as the product knows them), what for, and the
 * deadline of 15 days (art. 19, II). One open request per origin and reference, so asking
 * twice is the same request.
 */
export class DataSubjectRequests1764843010000 implements MigrationInterface {
  name = 'DataSubjectRequests1764843010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE titular_pedido (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        origem text NOT NULL CHECK (origem IN ('PORTAL', 'ACOMPANHAMENTO')),
        referencia text NOT NULL CHECK (length(referencia) BETWEEN 1 AND 60),
        nome text CHECK (length(nome) <= 200),
        email text CHECK (length(email) <= 254),
        telefone text CHECK (length(telefone) <= 40),
        pedido text NOT NULL CHECK (length(pedido) BETWEEN 1 AND 2000),
        criado_em timestamptz NOT NULL DEFAULT now(),
        prazo_em timestamptz NOT NULL,
        atendido_em timestamptz,
        atendido_por uuid,
        resposta text CHECK (length(resposta) <= 2000),
        UNIQUE (empresa_id, id),
        FOREIGN KEY (empresa_id, atendido_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (atendido_por)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX titular_pedido_aberto_key ON titular_pedido (empresa_id, origem, referencia) WHERE atendido_em IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE titular_pedido`);
  }
}
