import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Metadata of stored files (photos, signatures, reports): the bytes live in the
 * storage adapter under a content address (`chave`), this row says whose they are.
 * The id may come from the client (a phone's UUID), so an upload retried after a lost
 * answer finds its row; `sha256_envio` is the hash of the bytes as sent, to tell a
 * retry (same bytes) from a reused id (other bytes).
 */
export class StoredFiles1763772200000 implements MigrationInterface {
  name = 'StoredFiles1763772200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE arquivo (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        id uuid NOT NULL,
        dono_tipo text NOT NULL CHECK (dono_tipo ~ '^[a-z][a-z0-9_-]{0,39}$'),
        dono_id text NOT NULL CHECK (length(dono_id) BETWEEN 1 AND 100),
        rotulo text NOT NULL CHECK (length(rotulo) BETWEEN 1 AND 60),
        tipo_conteudo text NOT NULL,
        tamanho_bytes integer NOT NULL CHECK (tamanho_bytes >= 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        sha256_envio text NOT NULL CHECK (sha256_envio ~ '^[0-9a-f]{64}$'),
        chave text NOT NULL,
        largura integer,
        altura integer,
        miniatura_chave text,
        capturado_em timestamptz,
        latitude numeric(9, 6) CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
        criado_por uuid REFERENCES users(id) ON DELETE SET NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX arquivo_dono_idx ON arquivo (empresa_id, dono_tipo, dono_id, criado_em)`,
    );
    await queryRunner.query(`CREATE INDEX arquivo_chave_idx ON arquivo (empresa_id, chave)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE arquivo');
  }
}
