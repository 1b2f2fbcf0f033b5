import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sealed means frozen: once an order's visit report is sealed (`visita_selo`), its
 * contract, unit, status and times cannot change on any write path (session API,
 * ingestion, the technician's app). The one forward move left: an order sealed while in
 * attendance is closed (CONCLUIDA) with an end not before what the client signed (the
 * technician's finish, or the ERP closing its own order), compared by the minute with the
 * end the client signed (the manifest's, or the signature's time before manifests). A
 * refused change raises SQLSTATE 23C01 with the code ORDEM_SELADA as its detail and the
 * reason in pt-BR, which the API answers as 409 and ingestion as the row's error.
 */
export class SealedOrderFrozen1764800010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION ordem_servico_selada() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          sealed timestamptz;
          signed timestamptz;
          zone text;
          old_state text := coalesce(OLD.status, CASE WHEN OLD.fim_atendimento IS NOT NULL THEN 'CONCLUIDA'
                                     WHEN OLD.inicio_atendimento IS NOT NULL THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END);
          new_state text := coalesce(NEW.status, CASE WHEN NEW.fim_atendimento IS NOT NULL THEN 'CONCLUIDA'
                                     WHEN NEW.inicio_atendimento IS NOT NULL THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END);
          closing boolean;
        BEGIN
          -- What the client signed ends the attendance: the manifest's end, else the signature.
          SELECT s.selado_em, coalesce((a.manifesto->>'fim')::timestamptz, a.em), co.time_zone
            INTO sealed, signed, zone
            FROM visita_selo s
            JOIN companies co ON co.id = s.empresa_id
            LEFT JOIN visita_aceite a ON a.empresa_id = s.empresa_id AND a.ordem_servico_id = s.ordem_servico_id
           WHERE s.empresa_id = OLD.empresa_id AND s.ordem_servico_id = OLD.id;
          IF sealed IS NULL THEN
            RETURN NEW;
          END IF;
          closing := old_state = 'EM_ATENDIMENTO' AND new_state = 'CONCLUIDA'
                     AND OLD.fim_atendimento IS NULL AND NEW.fim_atendimento IS NOT NULL;
          IF NEW.contrato_id IS DISTINCT FROM OLD.contrato_id OR NEW.contrato IS DISTINCT FROM OLD.contrato
             OR NEW.equipamento_id IS DISTINCT FROM OLD.equipamento_id
             OR NEW.abertura IS DISTINCT FROM OLD.abertura
             OR NEW.inicio_atendimento IS DISTINCT FROM OLD.inicio_atendimento
             OR (new_state IS DISTINCT FROM old_state AND NOT closing)
             OR (NEW.fim_atendimento IS DISTINCT FROM OLD.fim_atendimento AND NOT closing) THEN
            RAISE EXCEPTION USING ERRCODE = '23C01', DETAIL = 'ORDEM_SELADA',
              MESSAGE = format('A ordem %s está selada desde %s (relatório assinado): contrato, unidade, situação e horários não podem mudar; só o encerramento de um atendimento em andamento é aceito.',
                               OLD.codigo, to_char(sealed AT TIME ZONE zone, 'DD/MM/YYYY HH24:MI'));
          END IF;
          IF closing AND date_trunc('minute', NEW.fim_atendimento) < date_trunc('minute', coalesce(signed, sealed)) THEN
            RAISE EXCEPTION USING ERRCODE = '23C01', DETAIL = 'ORDEM_SELADA',
              MESSAGE = format('A ordem %s está selada desde %s: o fim do atendimento (%s) não pode ser anterior ao que o cliente assinou (%s).',
                               OLD.codigo, to_char(sealed AT TIME ZONE zone, 'DD/MM/YYYY HH24:MI'),
                               to_char(NEW.fim_atendimento AT TIME ZONE zone, 'DD/MM/YYYY HH24:MI'),
                               to_char(coalesce(signed, sealed) AT TIME ZONE zone, 'DD/MM/YYYY HH24:MI'));
          END IF;
          RETURN NEW;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ordem_servico_selada BEFORE UPDATE OF contrato, contrato_id, equipamento_id, status,
                                                    abertura, inicio_atendimento, fim_atendimento
        ON ordem_servico FOR EACH ROW EXECUTE FUNCTION ordem_servico_selada()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER ordem_servico_selada ON ordem_servico');
    await queryRunner.query('DROP FUNCTION ordem_servico_selada()');
  }
}
