import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refrigerant log the company can defend (issue 31):
 * - gases carry their category (HFC, HCFC, HC) and ozone-depleting potential, and each
 *   GWP set (IPCC AR4, AR5, AR6, 100 years) is a table with its source;
 * - events carry the reasons they were flagged at capture and the supervisor's review;
 * - withdrawals record where the gas went, the cylinder and the certificate;
 * - a change of an equipment's gas (a retrofit, or a register update from an
 *   integration) is recorded by a trigger, whoever makes it.
 */
export class FluidReview1763772500000 implements MigrationInterface {
  name = 'FluidReview1763772500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE gas_refrigerante
        ADD COLUMN categoria text NOT NULL DEFAULT 'HFC' CHECK (categoria IN ('HFC', 'HCFC', 'HC')),
        ADD COLUMN odp numeric NOT NULL DEFAULT 0 CHECK (odp >= 0),
        ADD COLUMN fonte_odp text NOT NULL DEFAULT 'Protocolo de Montreal: HFCs e HCs não destroem a camada de ozônio (ODP 0)'`);
    await queryRunner.query(`
      UPDATE gas_refrigerante SET categoria = 'HCFC', odp = 0.055,
             fonte_odp = 'Protocolo de Montreal, Anexo C, Grupo I (HCFC-22: 0,055)' WHERE codigo = 'R-22'`);
    await queryRunner.query(`UPDATE gas_refrigerante SET categoria = 'HC' WHERE codigo = 'R-290'`);
    // The AR4 figures stay in gas_refrigerante.gwp (what earlier readers use); the sets live here.
    await queryRunner.query(`
      UPDATE gas_refrigerante SET fonte = 'IPCC AR4 (2007), WG I, cap. 2, tabela 2.14, 100 anos'
                                    || CASE WHEN codigo IN ('R-410A', 'R-404A', 'R-407C')
                                            THEN '; mistura pela composição nominal (ASHRAE 34)' ELSE '' END
       WHERE codigo <> 'R-290'`);
    await queryRunner.query(`
      UPDATE gas_refrigerante SET fonte = 'Regulamento (UE) 517/2014, Anexo IV (valor tradicional; o AR4 não tabula o propano)'
       WHERE codigo = 'R-290'`);
    await queryRunner.query(`
      CREATE TABLE gas_gwp (
        conjunto text NOT NULL CHECK (conjunto IN ('AR4', 'AR5', 'AR6')),
        codigo text NOT NULL REFERENCES gas_refrigerante(codigo),
        gwp numeric NOT NULL CHECK (gwp >= 0),
        fonte text NOT NULL,
        PRIMARY KEY (conjunto, codigo)
      )`);
    await queryRunner.query(`
      INSERT INTO gas_gwp (conjunto, codigo, gwp, fonte) SELECT 'AR4', codigo, gwp, fonte FROM gas_refrigerante`);
    const ar5 = 'IPCC AR5 (2013), WG I, cap. 8, tabela 8.A.1, 100 anos';
    const ar6 = 'IPCC AR6 (2021), WG I, cap. 7, tabela 7.SM.7, 100 anos';
    const blend = '; mistura pela composição nominal (ASHRAE 34)';
    await queryRunner.query(
      `INSERT INTO gas_gwp (conjunto, codigo, gwp, fonte) VALUES
        ('AR5', 'R-22', 1760, $1), ('AR5', 'R-32', 677, $1), ('AR5', 'R-134a', 1300, $1),
        ('AR5', 'R-410A', 1924, $1 || $3), ('AR5', 'R-404A', 3943, $1 || $3), ('AR5', 'R-407C', 1624, $1 || $3),
        ('AR5', 'R-290', 3, 'O AR5 não tabula o propano; mantido o valor tradicional 3 (Regulamento (UE) 517/2014, Anexo IV)'),
        ('AR6', 'R-22', 1960, $2), ('AR6', 'R-32', 771, $2), ('AR6', 'R-134a', 1530, $2),
        ('AR6', 'R-410A', 2256, $2 || $3), ('AR6', 'R-404A', 4728, $2 || $3), ('AR6', 'R-407C', 1908, $2 || $3),
        ('AR6', 'R-290', 0.02, $2 || '; o mesmo do Regulamento (UE) 2024/573, Anexo I')`,
      [ar5, ar6, blend],
    );

    await queryRunner.query(`
      ALTER TABLE fluido_evento
        ADD COLUMN sinais jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN revisao text CHECK (revisao IN ('PENDENTE', 'CONFIRMADO', 'CORRIGIDO', 'EXCLUIDO')),
        ADD COLUMN revisado_por uuid,
        ADD COLUMN revisado_em timestamptz,
        ADD COLUMN destino text CHECK (destino IN ('REUTILIZADO_NO_LOCAL', 'REGENERACAO', 'DESTRUICAO')),
        ADD COLUMN cilindro text,
        ADD COLUMN certificado text`);
    await queryRunner.query(
      `CREATE INDEX fluido_evento_revisao_idx ON fluido_evento (empresa_id, data_evento) WHERE revisao = 'PENDENTE'`,
    );
    await queryRunner.query(
      `ALTER TABLE fluido_evento_auditoria DROP CONSTRAINT fluido_evento_auditoria_acao_check`,
    );
    await queryRunner.query(`
      ALTER TABLE fluido_evento_auditoria ADD CONSTRAINT fluido_evento_auditoria_acao_check
        CHECK (acao IN ('CRIADO', 'CORRIGIDO', 'EXCLUIDO', 'CONFIRMADO'))`);

    await queryRunner.query(`
      CREATE TABLE equipamento_troca_gas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        gas_anterior text,
        gas_novo text,
        carga_anterior numeric,
        carga_nova numeric,
        data date NOT NULL,
        origem text NOT NULL CHECK (origem IN ('TROCA', 'CADASTRO')),
        motivo text,
        usuario_id uuid,
        em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX equipamento_troca_gas_idx ON equipamento_troca_gas (empresa_id, equipamento_id, data)`,
    );
    // The gas change endpoint sets campo.troca_gas_* for its transaction; any other writer
    // (an integration, the register editor) is recorded as a register update of today.
    await queryRunner.query(`
      CREATE FUNCTION equipamento_troca_gas_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO equipamento_troca_gas (empresa_id, equipamento_id, gas_anterior, gas_novo, carga_anterior, carga_nova,
                                           data, origem, motivo, usuario_id)
        VALUES (NEW.empresa_id, NEW.id, OLD.tipo_gas, NEW.tipo_gas, OLD.carga_gas_kg, NEW.carga_gas_kg,
                coalesce(nullif(current_setting('campo.troca_gas_data', true), '')::date, current_date),
                CASE WHEN nullif(current_setting('campo.troca_gas_motivo', true), '') IS NULL THEN 'CADASTRO' ELSE 'TROCA' END,
                nullif(current_setting('campo.troca_gas_motivo', true), ''),
                nullif(current_setting('campo.troca_gas_usuario', true), '')::uuid);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER equipamento_troca_gas_trg AFTER UPDATE OF tipo_gas ON equipamento
        FOR EACH ROW WHEN (OLD.tipo_gas IS DISTINCT FROM NEW.tipo_gas)
        EXECUTE FUNCTION equipamento_troca_gas_registrar()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER equipamento_troca_gas_trg ON equipamento`);
    await queryRunner.query(`DROP FUNCTION equipamento_troca_gas_registrar()`);
    await queryRunner.query(`DROP TABLE equipamento_troca_gas`);
    await queryRunner.query(`DELETE FROM fluido_evento_auditoria WHERE acao = 'CONFIRMADO'`);
    await queryRunner.query(
      `ALTER TABLE fluido_evento_auditoria DROP CONSTRAINT fluido_evento_auditoria_acao_check`,
    );
    await queryRunner.query(`
      ALTER TABLE fluido_evento_auditoria ADD CONSTRAINT fluido_evento_auditoria_acao_check
        CHECK (acao IN ('CRIADO', 'CORRIGIDO', 'EXCLUIDO'))`);
    await queryRunner.query(`DROP INDEX fluido_evento_revisao_idx`);
    await queryRunner.query(`
      ALTER TABLE fluido_evento DROP COLUMN sinais, DROP COLUMN revisao, DROP COLUMN revisado_por,
        DROP COLUMN revisado_em, DROP COLUMN destino, DROP COLUMN cilindro, DROP COLUMN certificado`);
    await queryRunner.query(`DROP TABLE gas_gwp`);
    await queryRunner.query(
      `ALTER TABLE gas_refrigerante DROP COLUMN categoria, DROP COLUMN odp, DROP COLUMN fonte_odp`,
    );
  }
}
