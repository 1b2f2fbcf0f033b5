import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sync loses nothing: the writes of the technician's app the server refused, kept with
 * the body as sent until resolved (`registro_recusado`, one row per phone id and company),
 * and a unit's gas declared from the phone, waiting for the supervisor (`declaracao_gas`).
 */
export class RefusedRecords1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE registro_recusado (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        acao_id uuid NOT NULL,
        ordem_id uuid,
        tecnico_id uuid NOT NULL REFERENCES users(id),
        tipo text NOT NULL,
        corpo jsonb NOT NULL,
        status integer NOT NULL,
        codigo text NOT NULL,
        erro text NOT NULL,
        primeira_recusa_em timestamptz NOT NULL DEFAULT now(),
        ultima_recusa_em timestamptz NOT NULL DEFAULT now(),
        tentativas integer NOT NULL DEFAULT 1,
        situacao text NOT NULL DEFAULT 'ABERTO'
          CHECK (situacao IN ('ABERTO', 'REENVIADO', 'DESCARTADO', 'TRATADO')),
        resolvido_em timestamptz,
        resolvido_por uuid REFERENCES users(id),
        nota text,
        UNIQUE (empresa_id, acao_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX registro_recusado_abertos ON registro_recusado (empresa_id, ultima_recusa_em DESC)
        WHERE situacao = 'ABERTO'`,
    );
    await queryRunner.query(`
      CREATE TABLE declaracao_gas (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        ordem_id uuid,
        declarado_por uuid NOT NULL REFERENCES users(id),
        tipo_gas text NOT NULL REFERENCES gas_refrigerante(codigo),
        carga_kg numeric(12, 3) CHECK (carga_kg > 0),
        observacao text,
        declarado_em timestamptz NOT NULL DEFAULT now(),
        request_hash bytea NOT NULL,
        situacao text NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'CONFIRMADA', 'REJEITADA')),
        decidido_em timestamptz,
        decidido_por uuid REFERENCES users(id),
        motivo text,
        UNIQUE (empresa_id, id),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE
      )`);
    // One declaration waits per unit at a time.
    await queryRunner.query(
      `CREATE UNIQUE INDEX declaracao_gas_pendente ON declaracao_gas (empresa_id, equipamento_id)
        WHERE situacao = 'PENDENTE'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE declaracao_gas');
    await queryRunner.query('DROP TABLE registro_recusado');
  }
}
