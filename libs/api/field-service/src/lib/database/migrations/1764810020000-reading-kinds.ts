import { MigrationInterface, QueryRunner } from 'typeorm';
import { READING_KINDS, READING_LABELS, READING_UNITS } from '@campo/contracts';

/**
 * The kinds of reading become the company's catalogue (`visita_catalogo`, tipo LEITURA):
 * a code (what a reading stores), a name, the units it accepts, active or not. Every
 * existing company gets the default kinds, under the codes its readings already carry,
 * so they keep their meaning; new companies get them at onboarding (ReadingKindsSetup).
 */
export class ReadingKinds1764810020000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE visita_catalogo DROP CONSTRAINT IF EXISTS visita_catalogo_tipo_check,
         ADD CONSTRAINT visita_catalogo_tipo_check CHECK (tipo IN ('SERVICO', 'MATERIAL', 'LEITURA')),
         ADD COLUMN IF NOT EXISTS codigo text,
         ADD COLUMN IF NOT EXISTS unidades text[]`,
    );
    await queryRunner.query(
      `ALTER TABLE visita_catalogo DROP CONSTRAINT IF EXISTS visita_catalogo_leitura_check,
         ADD CONSTRAINT visita_catalogo_leitura_check CHECK (
           (tipo = 'LEITURA') = (codigo IS NOT NULL AND unidades IS NOT NULL AND cardinality(unidades) > 0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS visita_catalogo_codigo_key ON visita_catalogo (empresa_id, codigo)
        WHERE tipo = 'LEITURA'`,
    );
    await queryRunner.query(
      `INSERT INTO visita_catalogo (empresa_id, tipo, nome, codigo, unidades)
       SELECT c.id, 'LEITURA', d.nome, d.codigo, string_to_array(d.unidades, ',')
         FROM companies c CROSS JOIN unnest($1::text[], $2::text[], $3::text[]) AS d (codigo, nome, unidades)
       ON CONFLICT DO NOTHING`,
      [
        [...READING_KINDS],
        READING_KINDS.map((kind) => READING_LABELS[kind]),
        READING_KINDS.map((kind) => READING_UNITS[kind].join(',')),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM visita_catalogo WHERE tipo = 'LEITURA'`);
    await queryRunner.query(`DROP INDEX IF EXISTS visita_catalogo_codigo_key`);
    await queryRunner.query(
      `ALTER TABLE visita_catalogo DROP CONSTRAINT visita_catalogo_leitura_check,
         DROP COLUMN unidades, DROP COLUMN codigo,
         DROP CONSTRAINT visita_catalogo_tipo_check,
         ADD CONSTRAINT visita_catalogo_tipo_check CHECK (tipo IN ('SERVICO', 'MATERIAL'))`,
    );
  }
}
