import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visit report (relatório de atendimento): the company's catalogue of services and
 * materials; what the technician recorded on an order (services, readings, materials,
 * recommendations: `visita_registro`; photos: `visita_foto`), each under the UUID the
 * phone generated, with the hash of what was sent so a resend writes nothing twice; the
 * client's acceptance (one per order); the seal taken when it was recorded (the canonical
 * content and its SHA-256); what finishing requires per order type; and the expiring
 * links e-mailed to the contract's recipients (only the token's hash is kept).
 * A record made after the seal is marked `adendo`: it never changes the sealed content.
 */
export class VisitReport1763772700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE visita_catalogo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tipo text NOT NULL CHECK (tipo IN ('SERVICO', 'MATERIAL')),
        nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
        unidade text,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX visita_catalogo_nome_key ON visita_catalogo (empresa_id, tipo, lower(nome))`,
    );
    await queryRunner.query(`
      CREATE TABLE visita_registro (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        tipo text NOT NULL CHECK (tipo IN ('SERVICO', 'LEITURA', 'MATERIAL', 'RECOMENDACAO')),
        catalogo_id uuid,
        descricao text,
        observacao text,
        grandeza text,
        valor numeric,
        quantidade numeric,
        unidade text,
        adendo boolean NOT NULL DEFAULT false,
        request_hash bytea NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        FOREIGN KEY (empresa_id, catalogo_id) REFERENCES visita_catalogo (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX visita_registro_ordem_idx ON visita_registro (empresa_id, ordem_servico_id, registrado_em)`,
    );
    await queryRunner.query(`
      CREATE TABLE visita_foto (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        arquivo_id uuid NOT NULL,
        rotulo text NOT NULL CHECK (rotulo IN ('ANTES', 'DEPOIS', 'OUTRO')),
        legenda text,
        adendo boolean NOT NULL DEFAULT false,
        request_hash bytea NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX visita_foto_ordem_idx ON visita_foto (empresa_id, ordem_servico_id, registrado_em)`,
    );
    await queryRunner.query(`
      CREATE TABLE visita_aceite (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        usuario_id uuid NOT NULL,
        tipo text NOT NULL CHECK (tipo IN ('ASSINADO', 'AUSENTE')),
        nome text,
        documento text,
        assinatura_arquivo_id uuid,
        motivo text,
        em timestamptz NOT NULL,
        request_hash bytea NOT NULL,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        CHECK ((tipo = 'ASSINADO' AND nome IS NOT NULL AND assinatura_arquivo_id IS NOT NULL)
            OR (tipo = 'AUSENTE' AND motivo IS NOT NULL)),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, usuario_id) REFERENCES users (empresa_id, id) ON DELETE RESTRICT,
        UNIQUE (empresa_id, ordem_servico_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE visita_selo (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        conteudo jsonb NOT NULL,
        sha256 bytea NOT NULL CHECK (length(sha256) = 32),
        selado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, ordem_servico_id),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE visita_exigencia (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tipo_ordem text NOT NULL CHECK (tipo_ordem IN ('CORRETIVA', 'PREVENTIVA', 'INSTALACAO', 'OUTRO')),
        exige_assinatura boolean NOT NULL,
        exige_foto_depois boolean NOT NULL,
        PRIMARY KEY (empresa_id, tipo_ordem)
      )`);
    await queryRunner.query(`
      CREATE TABLE visita_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
        expira_em timestamptz NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'visita_link',
      'visita_exigencia',
      'visita_selo',
      'visita_aceite',
      'visita_foto',
      'visita_registro',
      'visita_catalogo',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
