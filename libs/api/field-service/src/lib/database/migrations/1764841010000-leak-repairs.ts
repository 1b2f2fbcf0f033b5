import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answer to a leak flag: the leak test and the repair of a unit, with the day, on the
 * order that found the leak or on a corrective opened for it. A unit flagged by its leak
 * rate stays flagged until a repair dated on or after its last recharge above the limit.
 */
export class LeakRepairs1764841010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS fluido_reparo (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        id uuid NOT NULL,
        equipamento_id uuid NOT NULL,
        ordem_servico_id uuid,
        data date NOT NULL,
        teste_estanqueidade text NOT NULL CHECK (length(btrim(teste_estanqueidade)) BETWEEN 3 AND 500),
        reparo text NOT NULL CHECK (length(btrim(reparo)) BETWEEN 3 AND 1000),
        registrado_por uuid,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, id),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id)
      )`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS fluido_reparo_equipamento_idx ON fluido_reparo (empresa_id, equipamento_id, data)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS fluido_reparo');
  }
}
