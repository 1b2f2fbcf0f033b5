import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client users: the role CLIENTE, and the client each one belongs to (`cliente_id`,
 * required for CLIENTE, null for the company's own people). The platform owns `users`,
 * so the column and its rule live here; the foreign key to `cliente` is added by the
 * field-service migration that runs after the table `cliente` exists.
 */
export class ClientUsers1763773400000 implements MigrationInterface {
  name = 'ClientUsers1763773400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_role_check,
        ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN', 'SUPERVISOR', 'TECNICO', 'CLIENTE')),
        ADD COLUMN cliente_id uuid,
        ADD CONSTRAINT users_cliente_check CHECK ((role = 'CLIENTE') = (cliente_id IS NOT NULL))`);
    await queryRunner.query(
      `CREATE INDEX users_cliente_idx ON users (empresa_id, cliente_id) WHERE cliente_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM users WHERE role = 'CLIENTE'`);
    await queryRunner.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_cliente_check,
        DROP COLUMN cliente_id,
        DROP CONSTRAINT users_role_check,
        ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN', 'SUPERVISOR', 'TECNICO'))`);
  }
}
