import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refrigerant cylinders recorded once per company (supply: new gas with supplier, invoice
 * and lot; recovery: receives recovered gas), picked by gas events, and the destinations
 * of recovery cylinders (reuse on site, regeneration, destruction) with their certificates.
 */
export class FluidCylinders1764845000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS fluido_cilindro (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        id uuid NOT NULL,
        finalidade text NOT NULL CHECK (finalidade IN ('CARGA', 'RECOLHIMENTO')),
        identificacao text NOT NULL CHECK (length(btrim(identificacao)) BETWEEN 1 AND 60),
        tipo_gas text NOT NULL REFERENCES gas_refrigerante(codigo),
        massa_kg numeric(10, 3) NOT NULL CHECK (massa_kg > 0),
        fornecedor text,
        nota_fiscal text,
        lote text,
        ativo boolean NOT NULL DEFAULT true,
        criado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, id),
        CHECK (finalidade <> 'CARGA' OR (fornecedor IS NOT NULL AND nota_fiscal IS NOT NULL AND lote IS NOT NULL))
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX IF NOT EXISTS fluido_cilindro_identificacao_key ON fluido_cilindro (empresa_id, upper(btrim(identificacao)))',
    );
    await queryRunner.query(`ALTER TABLE fluido_evento ADD COLUMN IF NOT EXISTS cilindro_id uuid`);
    await queryRunner.query(`
      ALTER TABLE fluido_evento ADD CONSTRAINT fluido_evento_cilindro_fkey
        FOREIGN KEY (empresa_id, cilindro_id) REFERENCES fluido_cilindro (empresa_id, id)`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS fluido_evento_cilindro_idx ON fluido_evento (empresa_id, cilindro_id) WHERE cilindro_id IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS fluido_destinacao (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        id uuid NOT NULL,
        cilindro_id uuid NOT NULL,
        data date NOT NULL,
        destino text NOT NULL CHECK (destino IN ('REUTILIZADO_NO_LOCAL', 'REGENERACAO', 'DESTRUICAO')),
        destinatario_nome text,
        destinatario_cnpj text CHECK (destinatario_cnpj ~ '^[0-9]{14}$'),
        contrato_id uuid,
        massa_kg numeric(10, 3) NOT NULL CHECK (massa_kg > 0),
        certificado_numero text,
        arquivo_id uuid,
        registrado_por uuid,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, id),
        FOREIGN KEY (empresa_id, cilindro_id) REFERENCES fluido_cilindro (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id),
        CHECK (destino = 'REUTILIZADO_NO_LOCAL' OR (arquivo_id IS NOT NULL AND destinatario_nome IS NOT NULL AND destinatario_cnpj IS NOT NULL)),
        CHECK (destino <> 'REUTILIZADO_NO_LOCAL' OR contrato_id IS NOT NULL)
      )`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS fluido_destinacao_cilindro_idx ON fluido_destinacao (empresa_id, cilindro_id, data)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS fluido_destinacao');
    await queryRunner.query('ALTER TABLE fluido_evento DROP COLUMN IF EXISTS cilindro_id');
    await queryRunner.query('DROP TABLE IF EXISTS fluido_cilindro');
  }
}
