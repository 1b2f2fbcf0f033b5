import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Field service: maintenance plans, preventive executions, allocations, checklist
 * answers and the RGM with its events. Contracts, equipment and service orders
 * are the ingestion tables `contrato`, `equipamento` and `ordem_servico`, so what
 * an ERP or CMDB sends is what the reports read.
 */
export class FieldServiceInit1763769800000 implements MigrationInterface {
  name = 'FieldServiceInit1763769800000';

  async up(queryRunner: QueryRunner): Promise<void> {
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
      CREATE TABLE alocacao (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        tecnico_id uuid NOT NULL,
        inicio timestamptz NOT NULL,
        fim timestamptz,
        km numeric NOT NULL DEFAULT 0 CHECK (km >= 0),
        CHECK (fim IS NULL OR fim >= inicio),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, tecnico_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX alocacao_tecnico_idx ON alocacao (empresa_id, tecnico_id, inicio)`,
    );
    await queryRunner.query(
      `CREATE INDEX alocacao_ordem_idx ON alocacao (empresa_id, ordem_servico_id)`,
    );
    await queryRunner.query(`CREATE INDEX alocacao_inicio_idx ON alocacao (empresa_id, inicio)`);
    await queryRunner.query(`
      CREATE TABLE checklist_resposta (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        item text NOT NULL,
        conforme boolean NOT NULL,
        observacao text,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, ordem_servico_id, item)
      )`);
    await queryRunner.query(
      `CREATE INDEX ordem_servico_abertura_idx ON ordem_servico (empresa_id, abertura)`,
    );
    await queryRunner.query(
      `CREATE INDEX ordem_servico_fim_idx ON ordem_servico (empresa_id, fim_atendimento)`,
    );
    await queryRunner.query(`
      CREATE TABLE rgm (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        contrato_id uuid,
        consolidado boolean NOT NULL,
        inicio date NOT NULL,
        fim date NOT NULL,
        estado text NOT NULL DEFAULT 'rascunho' CHECK (estado IN ('rascunho', 'liberado', 'enviado')),
        origem text NOT NULL DEFAULT 'manual' CHECK (origem IN ('manual', 'automatico')),
        snapshot jsonb NOT NULL,
        versao_formulas integer NOT NULL,
        calculado_em timestamptz NOT NULL,
        criado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        liberado_por uuid,
        liberado_em timestamptz,
        enviado_em timestamptz,
        CHECK (consolidado = (contrato_id IS NULL)),
        CHECK (fim >= inicio),
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX rgm_empresa_periodo_idx ON rgm (empresa_id, inicio DESC)`,
    );
    // The automatic closing creates one RGM per contract and month, whichever instance runs it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX rgm_automatico_key ON rgm (empresa_id, contrato_id, inicio, fim) WHERE origem = 'automatico'`,
    );
    await queryRunner.query(`
      CREATE TABLE rgm_evento (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        rgm_id uuid NOT NULL,
        acao text NOT NULL,
        usuario_id uuid,
        em timestamptz NOT NULL DEFAULT now(),
        detalhes jsonb NOT NULL DEFAULT '{}'::jsonb,
        FOREIGN KEY (empresa_id, rgm_id) REFERENCES rgm (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX rgm_evento_rgm_idx ON rgm_evento (empresa_id, rgm_id, em)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'rgm_evento',
      'rgm',
      'checklist_resposta',
      'alocacao',
      'execucao_preventiva',
      'plano_manutencao',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query('DROP INDEX ordem_servico_abertura_idx');
    await queryRunner.query('DROP INDEX ordem_servico_fim_idx');
  }
}
