import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The technician's position at check-in (the start) and check-out (the acceptance), with
 * its accuracy: only when the company enabled it and the technician consented on the
 * phone; one row per moment and technician. Nothing is recorded in between.
 */
export class VisitPositions1764820030000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS visita_posicao (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        momento text NOT NULL CHECK (momento IN ('CHECKIN', 'CHECKOUT')),
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        precisao_m double precision NOT NULL CHECK (precisao_m >= 0),
        em timestamptz NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, ordem_servico_id, usuario_id, momento),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS visita_posicao');
  }
}
