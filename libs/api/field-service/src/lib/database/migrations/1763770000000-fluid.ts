import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refrigerant gas log: the gas table (GWP, 100-year, EU F-gas Regulation Annex I /
 * IPCC AR4 — adding a gas is adding a row) and the events recorded against
 * service orders, with the sector copied at capture time and an audit trail.
 */
export class Fluid1763770000000 implements MigrationInterface {
  name = 'Fluid1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gas_refrigerante (
        codigo text PRIMARY KEY,
        gwp numeric NOT NULL CHECK (gwp >= 0),
        fonte text NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO gas_refrigerante (codigo, gwp, fonte) VALUES
        ('R-22', 1810, 'IPCC AR4 (100 anos)'),
        ('R-410A', 2088, 'Regulamento (UE) 517/2014, Anexo IV; IPCC AR4'),
        ('R-32', 675, 'Regulamento (UE) 517/2014, Anexo I; IPCC AR4'),
        ('R-134a', 1430, 'Regulamento (UE) 517/2014, Anexo I; IPCC AR4'),
        ('R-404A', 3922, 'Regulamento (UE) 517/2014, Anexo IV; IPCC AR4'),
        ('R-407C', 1774, 'Regulamento (UE) 517/2014, Anexo IV; IPCC AR4'),
        ('R-290', 3, 'Regulamento (UE) 517/2014, Anexo IV; IPCC AR4')`);
    await queryRunner.query(`
      CREATE TABLE fluido_evento (
        id uuid PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid,
        equipamento_id uuid,
        setor text NOT NULL,
        tipo_gas text NOT NULL REFERENCES gas_refrigerante(codigo),
        tipo_evento text NOT NULL CHECK (tipo_evento IN ('RECARGA', 'RETIRADA', 'VAZAMENTO')),
        quantidade_kg numeric(10, 3) NOT NULL CHECK (quantidade_kg > 0),
        data_evento date NOT NULL,
        request_hash bytea NOT NULL,
        registrado_por uuid,
        registrado_em timestamptz NOT NULL DEFAULT now(),
        excluido_em timestamptz,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE SET NULL (ordem_servico_id),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE SET NULL (equipamento_id),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX fluido_evento_empresa_data_idx ON fluido_evento (empresa_id, data_evento) WHERE excluido_em IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX fluido_evento_equipamento_idx ON fluido_evento (empresa_id, equipamento_id, data_evento)`,
    );
    await queryRunner.query(`
      CREATE TABLE fluido_evento_auditoria (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        evento_id uuid NOT NULL,
        acao text NOT NULL CHECK (acao IN ('CRIADO', 'CORRIGIDO', 'EXCLUIDO')),
        usuario_id uuid,
        em timestamptz NOT NULL DEFAULT now(),
        antes jsonb,
        depois jsonb,
        FOREIGN KEY (empresa_id, evento_id) REFERENCES fluido_evento (empresa_id, id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['fluido_evento_auditoria', 'fluido_evento', 'gas_refrigerante'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
