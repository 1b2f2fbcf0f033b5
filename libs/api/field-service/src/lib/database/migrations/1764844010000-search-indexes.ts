import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the search boxes, one per list, each on the very expression its
 * query compares (the registry's `busca` for the registers, the repositories' for orders
 * and requests), so a search by part of a word stays an index scan as the company grows.
 */
export const SEARCH_INDEXES: Readonly<Record<string, { table: string; expression: string }>> = {
  equipamento_busca: {
    table: 'equipamento',
    expression:
      'campo_busca(codigo, descricao, setor, localizacao, ambiente, tipo, fabricante, modelo, numero_serie, contrato)',
  },
  cliente_busca: { table: 'cliente', expression: 'campo_busca(codigo, nome, cidade, bairro)' },
  contrato_busca: {
    table: 'contrato',
    expression: 'campo_busca(codigo, cliente, descricao, edificio, bairro, cidade)',
  },
  ordem_servico_busca: {
    table: 'ordem_servico',
    expression: 'campo_busca(codigo, descricao, equipamento, contrato)',
  },
  solicitacao_busca: {
    table: 'solicitacao',
    expression: 'campo_busca(codigo, descricao, local)',
  },
};

export class SearchIndexes1764844010000 implements MigrationInterface {
  name = 'SearchIndexes1764844010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The operator class named with pg_trgm's schema: the extension may live in another
    // schema than the one on search_path (it is created once per database).
    const [{ schema }] = await queryRunner.query(
      `SELECT quote_ident(extnamespace::regnamespace::text) AS schema FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    for (const [name, { table, expression }] of Object.entries(SEARCH_INDEXES))
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin ((${expression}) ${schema}.gin_trgm_ops)`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of Object.keys(SEARCH_INDEXES))
      await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
  }
}
