import { MigrationInterface, QueryRunner } from 'typeorm';

const PERIODICITY_CHECK = `IN ('D','2D','SM','QZ','MS','BM','TR','QD','SE','AN','H','PT')`;

/**
 * PMOC plans per component (issue 30): the company's activity catalogue per equipment
 * type (seeded from Portaria 3.523/1998 Annex I and NBR 13971 when the company loads it),
 * each unit's adjustments to it (another periodicity, an activity switched off, an extra
 * activity), the company's cleaning products (registered at ANVISA), and the activity a
 * checklist answer records (nullable: answers to the standard list and integrations' keep
 * only their item text).
 */
export class ActivityPlans1763773100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE atividade_catalogo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tipo_equipamento text NOT NULL,
        componente text NOT NULL CHECK (length(componente) BETWEEN 1 AND 80),
        descricao text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 200),
        periodicidade text NOT NULL CHECK (periodicidade ${PERIODICITY_CHECK}),
        criterio text NOT NULL CHECK (length(criterio) BETWEEN 1 AND 500),
        fonte text NOT NULL CHECK (length(fonte) BETWEEN 1 AND 200),
        ordem integer NOT NULL DEFAULT 0,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX atividade_catalogo_descricao_key ON atividade_catalogo (empresa_id, tipo_equipamento, lower(descricao))`,
    );
    await queryRunner.query(`
      CREATE TABLE atividade_unidade (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        atividade_id uuid,
        componente text CHECK (length(componente) BETWEEN 1 AND 80),
        descricao text CHECK (length(descricao) BETWEEN 1 AND 200),
        criterio text CHECK (length(criterio) BETWEEN 1 AND 500),
        periodicidade text CHECK (periodicidade ${PERIODICITY_CHECK}),
        ativo boolean NOT NULL DEFAULT true,
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, atividade_id) REFERENCES atividade_catalogo (empresa_id, id) ON DELETE CASCADE,
        CHECK (atividade_id IS NOT NULL OR (componente IS NOT NULL AND descricao IS NOT NULL AND criterio IS NOT NULL AND periodicidade IS NOT NULL)),
        UNIQUE (empresa_id, equipamento_id, atividade_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE produto_limpeza (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        produto text NOT NULL CHECK (length(produto) BETWEEN 1 AND 120),
        principio_ativo text CHECK (length(principio_ativo) <= 200),
        registro_anvisa text CHECK (length(registro_anvisa) <= 60),
        criado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX produto_limpeza_produto_key ON produto_limpeza (empresa_id, lower(produto))`,
    );
    await queryRunner.query(`ALTER TABLE checklist_resposta ADD COLUMN atividade_id uuid`);
    await queryRunner.query(
      `CREATE INDEX checklist_resposta_atividade_idx ON checklist_resposta (empresa_id, atividade_id) WHERE atividade_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX checklist_resposta_atividade_idx`);
    await queryRunner.query(`ALTER TABLE checklist_resposta DROP COLUMN atividade_id`);
    await queryRunner.query(`DROP TABLE produto_limpeza`);
    await queryRunner.query(`DROP TABLE atividade_unidade`);
    await queryRunner.query(`DROP TABLE atividade_catalogo`);
  }
}
