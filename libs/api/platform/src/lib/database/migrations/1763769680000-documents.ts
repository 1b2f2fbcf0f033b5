import { MigrationInterface, QueryRunner } from 'typeorm';

/** Platform documents: versioned structured content and signatures over the exact version signed. */
export class Documents1763769680000 implements MigrationInterface {
  name = 'Documents1763769680000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE documento (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tipo text NOT NULL,
        titulo text NOT NULL,
        referencia jsonb NOT NULL DEFAULT '{}'::jsonb,
        versao_atual integer NOT NULL DEFAULT 1,
        criado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX documento_empresa_tipo_idx ON documento (empresa_id, tipo, criado_em DESC)`,
    );
    // One PMOC per contract and year.
    await queryRunner.query(
      `CREATE UNIQUE INDEX documento_pmoc_key ON documento (empresa_id, (referencia->>'contratoId'), (referencia->>'ano')) WHERE tipo = 'PMOC'`,
    );
    await queryRunner.query(`
      CREATE TABLE documento_versao (
        empresa_id uuid NOT NULL,
        documento_id uuid NOT NULL,
        versao integer NOT NULL,
        titulo text NOT NULL,
        conteudo jsonb NOT NULL,
        sha256 bytea NOT NULL,
        autor_id uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, documento_id, versao),
        FOREIGN KEY (empresa_id, documento_id) REFERENCES documento (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE documento_assinatura (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL,
        documento_id uuid NOT NULL,
        versao integer NOT NULL,
        usuario_id uuid NOT NULL,
        sha256 bytea NOT NULL,
        assinado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, documento_id, versao) REFERENCES documento_versao (empresa_id, documento_id, versao) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, documento_id, versao, usuario_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE documento_assinatura');
    await queryRunner.query('DROP TABLE documento_versao');
    await queryRunner.query('DROP TABLE documento');
  }
}
