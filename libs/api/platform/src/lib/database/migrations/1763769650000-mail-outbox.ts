import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1763769650000 implements MigrationInterface {
  name = 'MailOutbox1763769650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        destinatarios text[] NOT NULL,
        assunto text NOT NULL,
        corpo text NOT NULL,
        anexos text[] NOT NULL DEFAULT '{}',
        status text NOT NULL CHECK (status IN ('ENVIADO', 'NA_CAIXA_DE_SAIDA', 'FALHOU')),
        erro text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        enviado_em timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX mail_outbox_empresa_idx ON mail_outbox (empresa_id, criado_em DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_outbox');
  }
}
