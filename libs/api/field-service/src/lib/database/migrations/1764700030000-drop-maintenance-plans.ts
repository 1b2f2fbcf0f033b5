import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The separate maintenance plans are gone (issue 43): their starts, cadences and executions
 * moved into the units' activity plans (`OneMaintenancePlan`), and nothing reads them any
 * more. Orders lose the plan they were generated for (a preventive is now one per unit and
 * visit day, carrying its activities).
 */
export class DropMaintenancePlans1764700030000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ordem_servico_plano_data_key`);
    await queryRunner.query(`
      ALTER TABLE ordem_servico
        DROP CONSTRAINT IF EXISTS ordem_servico_plano_data_check,
        DROP CONSTRAINT IF EXISTS ordem_servico_plano_fk,
        DROP COLUMN plano_id`);
    await queryRunner.query('DROP TABLE execucao_preventiva');
    await queryRunner.query('DROP FUNCTION execucao_preventiva_sincroniza()');
    await queryRunner.query('DROP TABLE plano_manutencao');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The tables come back empty: what they held lives in the activity plans now.
    await queryRunner.query(`
      CREATE TABLE plano_manutencao (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        periodicidade text NOT NULL CHECK (periodicidade IN ('D','2D','SM','QZ','MS','BM','TR','QD','SE','AN','H','PT')),
        cadencia_dias integer CHECK (cadencia_dias > 0),
        inicio date NOT NULL,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX plano_manutencao_equipamento_idx ON plano_manutencao (empresa_id, equipamento_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE execucao_preventiva (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        plano_id uuid NOT NULL,
        data date NOT NULL,
        ordem_servico_id uuid,
        FOREIGN KEY (empresa_id, plano_id) REFERENCES plano_manutencao (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE SET NULL (ordem_servico_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX execucao_preventiva_plano_idx ON execucao_preventiva (empresa_id, plano_id, data)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION execucao_preventiva_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE equipamento e SET ultima_preventiva = coalesce(equipamento_ultima_execucao(e.empresa_id, e.id), e.ultima_preventiva)
           WHERE e.id IN (SELECT p.equipamento_id FROM plano_manutencao p
                           WHERE p.id IN (SELECT DISTINCT plano_id FROM mudadas));
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      ALTER TABLE ordem_servico
        ADD COLUMN plano_id uuid,
        ADD CONSTRAINT ordem_servico_plano_fk FOREIGN KEY (empresa_id, plano_id)
          REFERENCES plano_manutencao (empresa_id, id) ON DELETE SET NULL (plano_id)`);
  }
}
