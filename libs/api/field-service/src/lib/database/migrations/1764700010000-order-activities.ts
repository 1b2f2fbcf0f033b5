import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders carry their activities (issue 43). A preventive order keeps the activities due at
 * its visit, fixed when it is created (`ordem_atividade`), so a plan edit never invalidates
 * the answers already on a phone; the checklist asks those. A checklist answer can be "não
 * se aplica" with its reason (kept in `observacao`; `conforme` stays true, so readers that
 * count `NOT conforme` as a non-conformity do not count it). Generated preventives are one
 * per unit and visit date: the unique index on the legacy plan and date gives way to one on
 * the unit and date. An integration's order its ERP finishes records the executions its
 * checklist answered (the app's record theirs when the app finishes them); an order that
 * leaves CONCLUIDA (the ERP reopens or cancels it) takes its activity executions with it.
 */
export class OrderActivities1764700010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ordem_atividade (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ordem_servico_id uuid NOT NULL,
        atividade_id uuid NOT NULL,
        componente text NOT NULL,
        descricao text NOT NULL,
        criterio text NOT NULL,
        periodicidade text NOT NULL,
        prevista date,
        ordem int NOT NULL,
        PRIMARY KEY (empresa_id, ordem_servico_id, atividade_id),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE
      )`);

    await queryRunner.query(
      `ALTER TABLE checklist_resposta ADD COLUMN nao_se_aplica boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      ALTER TABLE checklist_resposta ADD CONSTRAINT checklist_resposta_nao_se_aplica_check
        CHECK (NOT nao_se_aplica OR (conforme AND length(btrim(observacao)) BETWEEN 1 AND 1000))`);

    // One generated preventive per unit and visit date (the legacy plan no longer decides).
    await queryRunner.query('DROP INDEX ordem_servico_plano_data_key');
    await queryRunner.query(
      'ALTER TABLE ordem_servico DROP CONSTRAINT ordem_servico_plano_data_check',
    );
    await queryRunner.query(`
      UPDATE ordem_servico o SET data_planejada = NULL
        FROM (SELECT id, row_number() OVER (PARTITION BY empresa_id, equipamento_id, data_planejada
                                            ORDER BY (status = 'CANCELADA') NULLS FIRST, abertura, codigo) AS n
                FROM ordem_servico WHERE data_planejada IS NOT NULL AND equipamento_id IS NOT NULL) d
       WHERE o.id = d.id AND d.n > 1`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX ordem_servico_unidade_data_key ON ordem_servico (empresa_id, equipamento_id, data_planejada)
        WHERE data_planejada IS NOT NULL`);

    // An integration's order finished by its ERP: the executions its checklist answered (the
    // app's orders record theirs when the app finishes them, ServiceOrderRepository).
    await queryRunner.query(`
      CREATE FUNCTION ordem_servico_concluida_integracao() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado, motivo)
          SELECT r.empresa_id, NEW.equipamento_id, r.atividade_id,
                 (coalesce(NEW.fim_atendimento, NEW.inicio_atendimento, NEW.agendada_para, NEW.abertura) AT TIME ZONE co.time_zone)::date,
                 NEW.id,
                 CASE WHEN r.nao_se_aplica THEN 'NAO_SE_APLICA' WHEN r.conforme THEN 'CONFORME' ELSE 'NAO_CONFORME' END,
                 CASE WHEN r.nao_se_aplica THEN left(btrim(r.observacao), 1000) END
            FROM checklist_resposta r JOIN companies co ON co.id = r.empresa_id
           WHERE r.empresa_id = NEW.empresa_id AND r.ordem_servico_id = NEW.id AND r.atividade_id IS NOT NULL
             AND NEW.equipamento_id IS NOT NULL
          ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ordem_servico_concluida_integracao AFTER UPDATE OF status ON ordem_servico
        FOR EACH ROW WHEN (NEW.status = 'CONCLUIDA' AND OLD.status IS DISTINCT FROM 'CONCLUIDA' AND NEW.origem <> 'app')
        EXECUTE FUNCTION ordem_servico_concluida_integracao()`);
    await queryRunner.query(`
      CREATE FUNCTION ordem_servico_reaberta() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM execucao_atividade WHERE empresa_id = NEW.empresa_id AND ordem_servico_id = NEW.id;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ordem_servico_reaberta AFTER UPDATE OF status ON ordem_servico
        FOR EACH ROW WHEN (OLD.status = 'CONCLUIDA' AND NEW.status IS DISTINCT FROM 'CONCLUIDA')
        EXECUTE FUNCTION ordem_servico_reaberta()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER ordem_servico_reaberta ON ordem_servico');
    await queryRunner.query('DROP FUNCTION ordem_servico_reaberta()');
    await queryRunner.query('DROP TRIGGER ordem_servico_concluida_integracao ON ordem_servico');
    await queryRunner.query('DROP FUNCTION ordem_servico_concluida_integracao()');
    await queryRunner.query('DROP INDEX ordem_servico_unidade_data_key');
    await queryRunner.query(
      `UPDATE ordem_servico SET data_planejada = NULL WHERE plano_id IS NULL AND data_planejada IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE ordem_servico SET plano_id = NULL WHERE plano_id IS NOT NULL AND data_planejada IS NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE ordem_servico ADD CONSTRAINT ordem_servico_plano_data_check
        CHECK ((plano_id IS NULL) OR (data_planejada IS NOT NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ordem_servico_plano_data_key ON ordem_servico (empresa_id, plano_id, data_planejada) WHERE plano_id IS NOT NULL`,
    );
    await queryRunner.query(
      'ALTER TABLE checklist_resposta DROP CONSTRAINT checklist_resposta_nao_se_aplica_check',
    );
    await queryRunner.query('ALTER TABLE checklist_resposta DROP COLUMN nao_se_aplica');
    await queryRunner.query('DROP TABLE ordem_atividade');
  }
}
