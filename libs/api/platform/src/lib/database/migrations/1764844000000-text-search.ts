import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that forgives: `campo_busca(a, b, ...)` joins its texts, drops accents
 * (`unaccent`) and case, and is immutable so a list can index it with trigrams
 * (`pg_trgm`): "condensadora" finds "Condensadora", "sao" finds "São", and part of a
 * word finds the whole. Both extensions ship with PostgreSQL's contrib (the embedded
 * server included) and are trusted, so a database owner may create them.
 */
export class TextSearch1764844000000 implements MigrationInterface {
  name = 'TextSearch1764844000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    // Named with the extension's schema: an immutable function must not depend on search_path.
    const [{ schema }] = await queryRunner.query(
      `SELECT quote_ident(extnamespace::regnamespace::text) AS schema FROM pg_extension WHERE extname = 'unaccent'`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION campo_busca(VARIADIC partes text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, array_to_string(partes, ' '))) $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION IF EXISTS campo_busca(text[])`);
  }
}
