import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Legal holds (`retencao_bloqueio`): while a hold on a client, or on one of its contracts,
 * is not lifted, the retention job deletes and anonymises nothing of it (a lawsuit, an
 * inspection). And `solicitacao.anonimizada_em`: when the job blanked the requester's
 * contact and photo, so a request is anonymised once and counted once.
 */
export class LegalHolds1764843100000 implements MigrationInterface {
  name = 'LegalHolds1764843100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE retencao_bloqueio (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        cliente_id uuid NOT NULL,
        contrato_id uuid,
        motivo text NOT NULL CHECK (length(motivo) BETWEEN 1 AND 500),
        criado_em timestamptz NOT NULL DEFAULT now(),
        criado_por uuid,
        liberado_em timestamptz,
        liberado_por uuid,
        UNIQUE (empresa_id, id),
        FOREIGN KEY (empresa_id, cliente_id) REFERENCES cliente (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, criado_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (criado_por),
        FOREIGN KEY (empresa_id, liberado_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (liberado_por)
      )`);
    await queryRunner.query(
      `CREATE INDEX retencao_bloqueio_ativo_idx ON retencao_bloqueio (empresa_id, cliente_id) WHERE liberado_em IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE solicitacao ADD COLUMN anonimizada_em timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE solicitacao DROP COLUMN anonimizada_em`);
    await queryRunner.query(`DROP TABLE retencao_bloqueio`);
  }
}
