import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ingestion: tokens, import history, idempotency keys, and one table per
 * registry entity (`empresa_id` on each, every unique key starting with it,
 * references as composite foreign keys so a row can only point inside its company).
 * The entity tables were drafted with tools/ingestion/entity-ddl.ts; the schema
 * test proves they match the registry.
 */
export class IngestionInit1763769700000 implements MigrationInterface {
  name = 'IngestionInit1763769700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ingestion_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
        prefix text NOT NULL,
        secret_hash bytea NOT NULL,
        mode text NOT NULL DEFAULT 'UPSERT' CHECK (mode IN ('UPSERT', 'INSERT')),
        entities text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'ATIVO' CHECK (status IN ('ATIVO', 'INATIVO', 'REVOGADO')),
        expires_at timestamptz,
        last_used_at timestamptz,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        FOREIGN KEY (empresa_id, created_by) REFERENCES users (empresa_id, id) ON DELETE SET NULL (created_by),
        UNIQUE (empresa_id, prefix),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX ingestion_tokens_prefix_idx ON ingestion_tokens (prefix)`);
    await queryRunner.query(`
      CREATE TABLE ingestion_token_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        token_id uuid NOT NULL,
        action text NOT NULL,
        user_id uuid,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, token_id) REFERENCES ingestion_tokens (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, user_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (user_id)
      )`);
    await queryRunner.query(`
      CREATE INDEX ingestion_token_events_token_idx ON ingestion_token_events (empresa_id, token_id, at)`);
    await queryRunner.query(`
      CREATE TABLE import_batches (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        entidade text NOT NULL,
        token_id uuid,
        origem text NOT NULL,
        modo text NOT NULL CHECK (modo IN ('UPSERT', 'INSERT')),
        total_linhas integer NOT NULL,
        gravadas integer NOT NULL,
        criadas integer NOT NULL,
        atualizadas integer NOT NULL,
        inalteradas integer NOT NULL,
        duplicadas integer NOT NULL,
        recusadas integer NOT NULL,
        duracao_ms integer NOT NULL,
        ip inet,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, token_id) REFERENCES ingestion_tokens (empresa_id, id) ON DELETE SET NULL (token_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX import_batches_empresa_criado_idx ON import_batches (empresa_id, criado_em DESC)`);
    await queryRunner.query(`
      CREATE INDEX import_batches_empresa_entidade_idx ON import_batches (empresa_id, entidade, criado_em DESC)`);
    await queryRunner.query(`
      CREATE INDEX import_batches_empresa_token_idx ON import_batches (empresa_id, token_id, criado_em DESC)`);
    await queryRunner.query(`
      CREATE TABLE import_batch_rows (
        empresa_id uuid NOT NULL,
        lote_id uuid NOT NULL,
        linha integer NOT NULL,
        status text NOT NULL CHECK (status IN ('OK', 'ERRO', 'DUPLICADO')),
        erros text[] NOT NULL DEFAULT '{}',
        aviso text,
        dados jsonb NOT NULL,
        PRIMARY KEY (empresa_id, lote_id, linha),
        FOREIGN KEY (empresa_id, lote_id) REFERENCES import_batches (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE ingestion_idempotency_keys (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        token_id uuid NOT NULL,
        chave text NOT NULL,
        request_hash bytea NOT NULL,
        status_code integer NOT NULL,
        response jsonb NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, token_id, chave),
        FOREIGN KEY (empresa_id, token_id) REFERENCES ingestion_tokens (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE INDEX ingestion_idempotency_keys_criado_idx ON ingestion_idempotency_keys (criado_em)`);
    await queryRunner.query(`
      CREATE TABLE ativo_informacao (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        nome text NOT NULL,
        tipo text,
        classificacao text,
        proprietario text,
        proprietario_id uuid,
        FOREIGN KEY (empresa_id, proprietario_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (proprietario_id),
        localizacao text,
        criticidade text,
        descricao text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX ativo_informacao_proprietario_id_idx ON ativo_informacao (empresa_id, proprietario_id)`);
    await queryRunner.query(`
      CREATE TABLE incidente_seguranca (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        tipo text NOT NULL,
        titulo text,
        descricao text,
        severidade text,
        data_deteccao timestamptz,
        status text,
        ativo_afetado text,
        ativo_afetado_id uuid,
        FOREIGN KEY (empresa_id, ativo_afetado_id) REFERENCES ativo_informacao (empresa_id, id) ON DELETE SET NULL (ativo_afetado_id),
        dados_pessoais_envolvidos boolean,
        root_cause text,
        responsavel text,
        responsavel_id uuid,
        FOREIGN KEY (empresa_id, responsavel_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (responsavel_id),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX incidente_seguranca_ativo_afetado_id_idx ON incidente_seguranca (empresa_id, ativo_afetado_id)`);
    await queryRunner.query(`
      CREATE INDEX incidente_seguranca_responsavel_id_idx ON incidente_seguranca (empresa_id, responsavel_id)`);
    await queryRunner.query(`
      CREATE TABLE risco_corporativo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        titulo text NOT NULL,
        descricao text,
        categoria text,
        probabilidade integer,
        impacto integer,
        responsavel text,
        responsavel_id uuid,
        FOREIGN KEY (empresa_id, responsavel_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (responsavel_id),
        status text,
        data_identificacao date,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX risco_corporativo_responsavel_id_idx ON risco_corporativo (empresa_id, responsavel_id)`);
    await queryRunner.query(`
      CREATE TABLE consumo_energia (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        unidade text NOT NULL,
        competencia date NOT NULL,
        consumo_kwh numeric NOT NULL,
        custo numeric,
        demanda_kw numeric,
        fonte text,
        medidor text,
        observacao text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, unidade, competencia),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE emissao (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        competencia date NOT NULL,
        escopo text NOT NULL,
        fonte text NOT NULL,
        categoria text,
        quantidade numeric,
        unidade_medida text,
        tco2e numeric NOT NULL,
        metodologia text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE cliente (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        nome text NOT NULL,
        cnpj text,
        email text,
        telefone text,
        endereco text,
        cidade text,
        uf text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE contrato (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        cliente text NOT NULL,
        cliente_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, cliente_id) REFERENCES cliente (empresa_id, id) ON DELETE RESTRICT,
        descricao text,
        inicio date,
        fim date,
        sla_atendimento_horas numeric,
        sla_solucao_horas numeric,
        dia_fechamento_rgm integer,
        emails_rgm text,
        responsavel_tecnico text,
        registro_responsavel text,
        art text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX contrato_cliente_id_idx ON contrato (empresa_id, cliente_id)`);
    await queryRunner.query(`
      CREATE TABLE equipamento (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        contrato text NOT NULL,
        contrato_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE RESTRICT,
        setor text NOT NULL,
        descricao text,
        tipo text,
        fabricante text,
        modelo text,
        numero_serie text,
        capacidade_btu integer,
        tipo_gas text,
        carga_gas_kg numeric,
        localizacao text,
        periodicidade text,
        ultima_preventiva date,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX equipamento_contrato_id_idx ON equipamento (empresa_id, contrato_id)`);
    await queryRunner.query(`
      CREATE TABLE ordem_servico (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        contrato text NOT NULL,
        contrato_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE RESTRICT,
        equipamento text,
        equipamento_id uuid,
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE SET NULL (equipamento_id),
        tipo text NOT NULL,
        abertura timestamptz NOT NULL,
        inicio_atendimento timestamptz,
        fim_atendimento timestamptz,
        status text,
        tecnico text,
        tecnico_id uuid,
        FOREIGN KEY (empresa_id, tecnico_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (tecnico_id),
        causa_raiz text,
        km numeric,
        descricao text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, codigo),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE INDEX ordem_servico_contrato_id_idx ON ordem_servico (empresa_id, contrato_id)`);
    await queryRunner.query(`
      CREATE INDEX ordem_servico_equipamento_id_idx ON ordem_servico (empresa_id, equipamento_id)`);
    await queryRunner.query(`
      CREATE INDEX ordem_servico_tecnico_id_idx ON ordem_servico (empresa_id, tecnico_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ingestion_idempotency_keys');
    await queryRunner.query('DROP TABLE import_batch_rows');
    await queryRunner.query('DROP TABLE import_batches');
    await queryRunner.query('DROP TABLE ingestion_token_events');
    await queryRunner.query('DROP TABLE ingestion_tokens');
    await queryRunner.query('DROP TABLE ordem_servico');
    await queryRunner.query('DROP TABLE equipamento');
    await queryRunner.query('DROP TABLE contrato');
    await queryRunner.query('DROP TABLE cliente');
    await queryRunner.query('DROP TABLE emissao');
    await queryRunner.query('DROP TABLE consumo_energia');
    await queryRunner.query('DROP TABLE risco_corporativo');
    await queryRunner.query('DROP TABLE incidente_seguranca');
    await queryRunner.query('DROP TABLE ativo_informacao');
  }
}
