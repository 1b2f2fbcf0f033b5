import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request's opaque tracking code: what its requester (a visitor of a unit's QR page,
 * without login) is given instead of the company's sequential `SOL-n`, and the key of
 * its tracking page. 20 Crockford base32 characters (100 random bits), unique across
 * companies since the page has no company in its address. Requests opened before have
 * none: their requesters keep what they were sent.
 */
export class ServiceRequestTracking1764620000000 implements MigrationInterface {
  name = 'ServiceRequestTracking1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE solicitacao ADD COLUMN codigo_acompanhamento text
        CHECK (codigo_acompanhamento ~ '^[0-9A-HJKMNP-TV-Z]{20}$')`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX solicitacao_acompanhamento_idx ON solicitacao (codigo_acompanhamento)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX solicitacao_acompanhamento_idx');
    await queryRunner.query('ALTER TABLE solicitacao DROP COLUMN codigo_acompanhamento');
  }
}
