import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Units' hour-meter readings (issue 43): one per unit and local day. The average use they
 * show turns an activity by hours of use (H, with its interval in hours) into dates the
 * grid, the checklist and the RGM's compliance count like any other.
 */
export class HourMeter1764700020000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leitura_horimetro (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        data date NOT NULL,
        horas numeric(12, 1) NOT NULL CHECK (horas >= 0),
        registrado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, equipamento_id, data)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE leitura_horimetro');
  }
}
