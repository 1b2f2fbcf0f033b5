import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client user's client must be a client of the same company. The column and the rule
 * "CLIENTE ⇔ a client" are the platform's (ClientUsers1763773400000, on `users`); the
 * foreign key lives here because `cliente` is created by the ingestion lib, whose
 * migrations run after the platform's and before this lib's.
 */
export class ClientUserClient1763773410000 implements MigrationInterface {
  name = 'ClientUserClient1763773410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users ADD CONSTRAINT users_cliente_fk FOREIGN KEY (empresa_id, cliente_id)
        REFERENCES cliente (empresa_id, id) ON DELETE RESTRICT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_cliente_fk`);
  }
}
