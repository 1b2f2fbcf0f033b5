import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail delivered by a worker from the outbox: a message written with the change that
 * causes it waits as PENDENTE; the worker claims it with a lease, and counts attempts
 * and the time of the next one (exponential backoff). Attachments are kept with it.
 */
export class MailDelivery1763770700000 implements MigrationInterface {
  name = 'MailDelivery1763770700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check`);
    await queryRunner.query(`
      ALTER TABLE mail_outbox
        ADD CONSTRAINT mail_outbox_status_check
          CHECK (status IN ('PENDENTE', 'ENVIADO', 'NA_CAIXA_DE_SAIDA', 'FALHOU')),
        ADD COLUMN tentativas integer NOT NULL DEFAULT 0,
        ADD COLUMN proxima_tentativa_em timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN reserva uuid,
        ADD COLUMN reservado_ate timestamptz`);
    await queryRunner.query(
      `CREATE INDEX mail_outbox_pendente_idx ON mail_outbox (proxima_tentativa_em) WHERE status = 'PENDENTE'`,
    );
    await queryRunner.query(`
      CREATE TABLE mail_outbox_anexos (
        mensagem_id uuid NOT NULL REFERENCES mail_outbox(id) ON DELETE CASCADE,
        posicao integer NOT NULL,
        nome text NOT NULL,
        tipo text NOT NULL,
        conteudo bytea NOT NULL,
        PRIMARY KEY (mensagem_id, posicao)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_outbox_anexos');
    await queryRunner.query(`DELETE FROM mail_outbox WHERE status = 'PENDENTE'`);
    await queryRunner.query(`
      ALTER TABLE mail_outbox
        DROP CONSTRAINT mail_outbox_status_check,
        DROP COLUMN tentativas,
        DROP COLUMN proxima_tentativa_em,
        DROP COLUMN reserva,
        DROP COLUMN reservado_ate,
        ADD CONSTRAINT mail_outbox_status_check
          CHECK (status IN ('ENVIADO', 'NA_CAIXA_DE_SAIDA', 'FALHOU'))`);
  }
}
