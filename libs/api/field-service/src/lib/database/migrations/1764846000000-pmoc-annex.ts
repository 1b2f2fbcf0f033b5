import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the PMOC's annex is filled from (issue 46): the lab's identity and the fungal
 * genera on an indoor-air analysis (the lab's report: one per analysis; results per
 * sampling point can later hang from it without moving the lab), the ART/TRT's file on
 * the contract, and the responsável técnico's approval of a service order's executions.
 */
export class PmocAnnex1764846000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE analise_ar
        ADD COLUMN laboratorio_cnpj text CHECK (laboratorio_cnpj ~ '^[0-9]{14}$'),
        ADD COLUMN laboratorio_acreditacao text CHECK (length(laboratorio_acreditacao) BETWEEN 1 AND 60),
        ADD COLUMN laboratorio_responsavel text CHECK (length(laboratorio_responsavel) BETWEEN 1 AND 160),
        ADD COLUMN laboratorio_responsavel_registro text CHECK (length(laboratorio_responsavel_registro) BETWEEN 1 AND 60),
        ADD COLUMN generos_fungos text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query('ALTER TABLE contrato ADD COLUMN art_arquivo_id uuid');
    await queryRunner.query(`
      CREATE TABLE aprovacao_execucao (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        aprovado_por uuid NOT NULL,
        registro_profissional text NOT NULL,
        aprovado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, ordem_servico_id)
      )`);
    // Reopening an order drops its executions (ordem_servico_reaberta): its approval goes with them.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ordem_servico_reaberta() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM execucao_atividade WHERE empresa_id = NEW.empresa_id AND ordem_servico_id = NEW.id;
          DELETE FROM aprovacao_execucao WHERE empresa_id = NEW.empresa_id AND ordem_servico_id = NEW.id;
          RETURN NULL;
        END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ordem_servico_reaberta() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM execucao_atividade WHERE empresa_id = NEW.empresa_id AND ordem_servico_id = NEW.id;
          RETURN NULL;
        END $$`);
    await queryRunner.query('DROP TABLE aprovacao_execucao');
    await queryRunner.query('ALTER TABLE contrato DROP COLUMN art_arquivo_id');
    await queryRunner.query(`
      ALTER TABLE analise_ar DROP COLUMN laboratorio_cnpj, DROP COLUMN laboratorio_acreditacao,
        DROP COLUMN laboratorio_responsavel, DROP COLUMN laboratorio_responsavel_registro,
        DROP COLUMN generos_fungos`);
  }
}
