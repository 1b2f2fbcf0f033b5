import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sealed evidence past its term (five years after the contract ends): the seal keeps its
 * SHA-256, so a copy someone holds still checks against the code, but no longer the
 * content, which names the signer and the technicians; the acceptance loses the signer's
 * name, role, document and drawn signature. And a contract whose responsável técnico's
 * account is anonymised keeps the RT's name and registration as text (the PMOC's, under
 * Lei 13.589/2018) and stops pointing to the account, instead of copying the blank name.
 */
export class SealedEvidenceRetention1764847100000 implements MigrationInterface {
  name = 'SealedEvidenceRetention1764847100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE visita_selo ALTER COLUMN conteudo DROP NOT NULL,
        ADD COLUMN conteudo_eliminado_em timestamptz,
        ADD CONSTRAINT visita_selo_conteudo_eliminado_check
          CHECK ((conteudo IS NULL) = (conteudo_eliminado_em IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE visita_aceite ADD COLUMN anonimizado_em timestamptz,
        DROP CONSTRAINT visita_aceite_check,
        ADD CONSTRAINT visita_aceite_check CHECK (
          (tipo = 'ASSINADO' AND ((nome IS NOT NULL AND assinatura_arquivo_id IS NOT NULL) OR anonimizado_em IS NOT NULL))
          OR (tipo = 'AUSENTE' AND motivo IS NOT NULL))`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contrato_responsavel_tecnico_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.anonimizado_em IS NOT NULL THEN
            UPDATE contrato SET responsavel_tecnico_id = NULL, atualizado_em = now()
             WHERE empresa_id = NEW.empresa_id AND responsavel_tecnico_id = NEW.id;
            RETURN NULL;
          END IF;
          UPDATE contrato SET responsavel_tecnico = NEW.name, registro_responsavel = NEW.registro_profissional,
                 atualizado_em = now()
           WHERE empresa_id = NEW.empresa_id AND responsavel_tecnico_id = NEW.id;
          RETURN NULL;
        END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contrato_responsavel_tecnico_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE contrato SET responsavel_tecnico = NEW.name, registro_responsavel = NEW.registro_profissional,
                 atualizado_em = now()
           WHERE empresa_id = NEW.empresa_id AND responsavel_tecnico_id = NEW.id;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`DELETE FROM visita_selo WHERE conteudo IS NULL`);
    await queryRunner.query(`
      ALTER TABLE visita_selo DROP CONSTRAINT visita_selo_conteudo_eliminado_check,
        DROP COLUMN conteudo_eliminado_em, ALTER COLUMN conteudo SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE visita_aceite DROP CONSTRAINT visita_aceite_check,
        ADD CONSTRAINT visita_aceite_check CHECK (
          (tipo = 'ASSINADO' AND nome IS NOT NULL AND assinatura_arquivo_id IS NOT NULL)
          OR (tipo = 'AUSENTE' AND motivo IS NOT NULL)) NOT VALID,
        DROP COLUMN anonimizado_em`);
  }
}
