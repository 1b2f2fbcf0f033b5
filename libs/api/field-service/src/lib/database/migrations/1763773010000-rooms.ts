import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rooms (ambientes climatizados): the ingestion entity `ambiente`, keyed by contract and
 * code, and the equipment's room, named by code within the equipment's contract
 * (`equipamento.ambiente`; joined on contract and code, so a room registered after its
 * units picks them up).
 */
export class Rooms1763773010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ambiente (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        contrato text NOT NULL,
        contrato_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE RESTRICT,
        codigo text NOT NULL,
        nome text NOT NULL,
        atividade text,
        area_m2 numeric,
        ocupantes_fixos integer,
        ocupantes_flutuantes integer,
        carga_termica_kw numeric,
        vazao_ar_exterior_m3h numeric,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, contrato, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      'CREATE INDEX ambiente_contrato_id_idx ON ambiente (empresa_id, contrato_id, codigo)',
    );
    await queryRunner.query('ALTER TABLE equipamento ADD COLUMN ambiente text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE equipamento DROP COLUMN ambiente');
    await queryRunner.query('DROP TABLE ambiente');
  }
}
