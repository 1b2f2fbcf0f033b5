import { MigrationInterface, QueryRunner } from 'typeorm';
import { CARE_AREA_CLASSES, PRESSURE_RELATIONS, ROOM_READING_PARAMETERS } from '@campo/contracts';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The AREA_SAUDE activities as issue 46 wrote them (so this migration does not change when the code does). */
const CARE_AREA_ACTIVITIES: Array<[string, string, string, string, string, string | null]> = [
  [
    'Filtros de ar',
    'Substituir os filtros de ar pelas classes exigidas para a área (não lavar)',
    'MS',
    'Filtros novos da classe de cada estágio exigida para a área (ex.: G4 + F8 + H13); filtros finos e HEPA são substituídos, nunca lavados; perda de carga registrada.',
    'ABNT NBR 7256:2021; Portaria MS 3.523/1998, Anexo I',
    null,
  ],
  [
    'Pressão diferencial',
    'Medir a pressão diferencial da área em relação aos ambientes vizinhos',
    'MS',
    'Diferença de pressão no sentido exigido (positiva ou negativa) e ao menos o mínimo da área; leitura registrada no ambiente.',
    'ABNT NBR 7256:2021',
    'PRESSAO',
  ],
  [
    'Condições termo-higrométricas',
    'Medir temperatura, umidade relativa e trocas de ar da área',
    'MS',
    'Temperatura e umidade dentro das faixas da área; trocas de ar por hora ao menos o mínimo exigido.',
    'ABNT NBR 7256:2021',
    null,
  ],
  [
    'Filtro HEPA',
    'Ensaiar a integridade (estanqueidade) do filtro HEPA e da sua moldura',
    'AN',
    'Sem vazamento acima do admitido no ensaio de integridade (ABNT NBR ISO 14644-3); filtro substituído se reprovado.',
    'ABNT NBR 7256:2021; ABNT NBR ISO 14644-3:2009',
    'HEPA',
  ],
];

/**
 * Care areas (issue 46). A room (`ambiente`) may carry its ABNT NBR 7256:2021 class with
 * its own copy of the class's parameters (bands, pressure relation, air changes, filter
 * stages, their source); the catalogue's `AREA_SAUDE` activities join, through the one
 * plan view, the plan of every unit serving such a room (an activity may ask for a
 * pressure relation or a HEPA stage), and replace the type's activity on the same
 * component (the filters: replaced, not washed). The readings taken in a room at a visit
 * (`leitura_ambiente`), each judged and written as the order's checklist answer.
 */
export class CareAreas1764840000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ambiente
        ADD COLUMN classe_nbr7256 text CHECK (classe_nbr7256 IN (${list(CARE_AREA_CLASSES)})),
        ADD COLUMN temperatura_min_c numeric,
        ADD COLUMN temperatura_max_c numeric,
        ADD COLUMN umidade_min_pct numeric,
        ADD COLUMN umidade_max_pct numeric,
        ADD COLUMN pressao_relacao text CHECK (pressao_relacao IN (${list(PRESSURE_RELATIONS)})),
        ADD COLUMN pressao_min_pa numeric CHECK (pressao_min_pa > 0),
        ADD COLUMN trocas_ar_min_h numeric CHECK (trocas_ar_min_h > 0),
        ADD COLUMN filtros text[],
        ADD COLUMN parametros_fonte text CHECK (length(parametros_fonte) BETWEEN 1 AND 300),
        ADD COLUMN area_saude_desde date,
        ADD CONSTRAINT ambiente_area_saude_check CHECK (
          classe_nbr7256 IS NULL OR (
            temperatura_min_c IS NOT NULL AND temperatura_max_c >= temperatura_min_c
            AND umidade_min_pct >= 0 AND umidade_max_pct >= umidade_min_pct AND umidade_max_pct <= 100
            AND pressao_relacao IS NOT NULL AND (pressao_relacao = 'INDIFERENTE') = (pressao_min_pa IS NULL)
            AND filtros IS NOT NULL AND parametros_fonte IS NOT NULL AND area_saude_desde IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE atividade_catalogo
        ADD COLUMN requisito_ambiente text CHECK (requisito_ambiente IN ('PRESSAO', 'HEPA')),
        ADD CONSTRAINT atividade_catalogo_requisito_check CHECK (requisito_ambiente IS NULL OR tipo_equipamento = 'AREA_SAUDE')`);
    await queryRunner.query(
      `
      INSERT INTO atividade_catalogo (empresa_id, tipo_equipamento, componente, descricao, periodicidade, criterio, fonte, ordem, requisito_ambiente)
      SELECT co.empresa_id, 'AREA_SAUDE', d.componente, d.descricao, d.periodicidade, d.criterio, d.fonte, d.ordem - 1, d.requisito
        FROM (SELECT DISTINCT empresa_id FROM atividade_catalogo) co
       CROSS JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
             WITH ORDINALITY AS d (componente, descricao, periodicidade, criterio, fonte, requisito, ordem)
      ON CONFLICT (empresa_id, tipo_equipamento, lower(descricao)) DO UPDATE SET requisito_ambiente = EXCLUDED.requisito_ambiente`,
      [0, 1, 2, 3, 4, 5].map((column) => CARE_AREA_ACTIVITIES.map((row) => row[column])),
    );
    await queryRunner.query(`CREATE OR REPLACE VIEW plano_atividade AS ${PLAN_VIEW}`);
    await queryRunner.query(`
      CREATE TABLE leitura_ambiente (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ambiente_id uuid NOT NULL,
        ordem_servico_id uuid NOT NULL,
        data date NOT NULL,
        temperatura_c numeric CHECK (temperatura_c BETWEEN -30 AND 60),
        umidade_pct numeric CHECK (umidade_pct BETWEEN 0 AND 100),
        pressao_diferencial_pa numeric CHECK (pressao_diferencial_pa BETWEEN -500 AND 500),
        trocas_ar_h numeric CHECK (trocas_ar_h BETWEEN 0 AND 1000),
        nao_conformes text[] NOT NULL DEFAULT '{}' CHECK (nao_conformes <@ ARRAY[${list(ROOM_READING_PARAMETERS)}]::text[]),
        registrado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, ambiente_id) REFERENCES ambiente (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        CHECK (num_nonnulls(temperatura_c, umidade_pct, pressao_diferencial_pa, trocas_ar_h) > 0)
      )`);
    await queryRunner.query(
      'CREATE INDEX leitura_ambiente_ambiente_idx ON leitura_ambiente (empresa_id, ambiente_id, data)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE leitura_ambiente');
    await queryRunner.query(`CREATE OR REPLACE VIEW plano_atividade AS ${PREVIOUS_PLAN_VIEW}`);
    await queryRunner.query(`DELETE FROM atividade_catalogo WHERE tipo_equipamento = 'AREA_SAUDE'`);
    await queryRunner.query(
      'ALTER TABLE atividade_catalogo DROP CONSTRAINT atividade_catalogo_requisito_check, DROP COLUMN requisito_ambiente',
    );
    await queryRunner.query(`
      ALTER TABLE ambiente DROP CONSTRAINT ambiente_area_saude_check,
        DROP COLUMN classe_nbr7256, DROP COLUMN temperatura_min_c, DROP COLUMN temperatura_max_c,
        DROP COLUMN umidade_min_pct, DROP COLUMN umidade_max_pct, DROP COLUMN pressao_relacao,
        DROP COLUMN pressao_min_pa, DROP COLUMN trocas_ar_min_h, DROP COLUMN filtros, DROP COLUMN parametros_fonte,
        DROP COLUMN area_saude_desde`);
  }
}

/** A unit's plan before: its type's catalogue (with its adjustments) and its own extras. */
const PREVIOUS_PLAN_VIEW = `
  WITH unidade AS NOT MATERIALIZED (
    SELECT e.empresa_id, e.id AS equipamento_id, e.tipo,
           coalesce(pu.inicio, (e.criado_em AT TIME ZONE co.time_zone)::date) AS inicio, c.inicio AS contrato_inicio,
           coalesce(pu.ativo, true) AS plano_ativo
      FROM equipamento e
      JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
      JOIN companies co ON co.id = e.empresa_id
      LEFT JOIN plano_unidade pu ON pu.empresa_id = e.empresa_id AND pu.equipamento_id = e.id)
  SELECT u.empresa_id, u.equipamento_id, a.id AS atividade_id, 'catalogo'::text AS origem,
         a.componente, a.descricao, a.criterio, a.fonte,
         coalesce(au.periodicidade, a.periodicidade) AS periodicidade,
         coalesce(au.intervalo_horas, a.intervalo_horas) AS intervalo_horas,
         greatest(coalesce(au.ancora, u.inicio), u.contrato_inicio) AS inicio,
         coalesce(au.ativo, true) AND u.plano_ativo AS ativo,
         coalesce(NOT au.ativo OR au.periodicidade IS DISTINCT FROM NULL AND au.periodicidade <> a.periodicidade
                  OR au.intervalo_horas IS DISTINCT FROM NULL AND au.intervalo_horas IS DISTINCT FROM a.intervalo_horas
                  OR au.ancora IS NOT NULL, false) AS ajustada,
         au.justificativa, a.ordem, a.criado_em
    FROM unidade u
    JOIN atividade_catalogo a ON a.empresa_id = u.empresa_id AND a.ativo
     AND a.tipo_equipamento = CASE WHEN EXISTS (SELECT 1 FROM atividade_catalogo t
                                                 WHERE t.empresa_id = u.empresa_id AND t.tipo_equipamento = u.tipo)
                                   THEN u.tipo ELSE 'OUTRO' END
    LEFT JOIN atividade_unidade au ON au.empresa_id = u.empresa_id AND au.equipamento_id = u.equipamento_id AND au.atividade_id = a.id
  UNION ALL
  SELECT u.empresa_id, u.equipamento_id, au.id, 'unidade', au.componente, au.descricao, au.criterio, 'Plano da unidade',
         au.periodicidade, au.intervalo_horas, greatest(coalesce(au.ancora, u.inicio), u.contrato_inicio),
         au.ativo AND u.plano_ativo, false,
         au.justificativa, 100000, au.atualizado_em
    FROM unidade u
    JOIN atividade_unidade au ON au.empresa_id = u.empresa_id AND au.equipamento_id = u.equipamento_id AND au.atividade_id IS NULL`;

/** Whether an AREA_SAUDE activity `s` applies to the unit `u`'s room (any; PRESSAO; HEPA). */
const APPLIES = `(s.requisito_ambiente IS NULL OR s.requisito_ambiente = 'PRESSAO' AND u.pressao_relacao <> 'INDIFERENTE'
                  OR s.requisito_ambiente = 'HEPA' AND u.hepa)`;

/**
 * A unit's plan: its type's catalogue activities (or OUTRO's) and, when the unit serves a
 * care area (its room, by contract and code, has an NBR 7256 class), the AREA_SAUDE
 * activities the room asks for (any; PRESSAO: a pressure relation; HEPA: a HEPA stage).
 * One on the same component as a type's activity takes that activity's place: the type's
 * activity (its id, so its executions stay its own) reads the class's description,
 * criterion, source and periodicity; the others join the plan, due from the day the room
 * was marked (no history is made late by marking it). Each with the unit's adjustment;
 * then the unit's own extras. The same columns as before, in the same order.
 */
const PLAN_VIEW = `
  WITH unidade AS NOT MATERIALIZED (
    SELECT e.empresa_id, e.id AS equipamento_id, e.tipo,
           coalesce(pu.inicio, (e.criado_em AT TIME ZONE co.time_zone)::date) AS inicio, c.inicio AS contrato_inicio,
           coalesce(pu.ativo, true) AS plano_ativo,
           am.classe_nbr7256 AS classe, am.pressao_relacao, am.area_saude_desde,
           EXISTS (SELECT 1 FROM unnest(am.filtros) f WHERE f ~* '^(H1[3-4]|U1[5-7]|HEPA|ULPA)\\M') AS hepa
      FROM equipamento e
      JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
      JOIN companies co ON co.id = e.empresa_id
      LEFT JOIN plano_unidade pu ON pu.empresa_id = e.empresa_id AND pu.equipamento_id = e.id
      LEFT JOIN ambiente am ON am.empresa_id = e.empresa_id AND am.contrato_id = e.contrato_id AND am.codigo = e.ambiente),
  tipo AS NOT MATERIALIZED (
    SELECT u.*, a.id AS atividade_id, a.componente, a.descricao, a.criterio, a.fonte, a.periodicidade, a.intervalo_horas,
           a.ordem, a.criado_em
      FROM unidade u
      JOIN atividade_catalogo a ON a.empresa_id = u.empresa_id AND a.ativo
       AND a.tipo_equipamento = CASE WHEN EXISTS (SELECT 1 FROM atividade_catalogo t
                                                   WHERE t.empresa_id = u.empresa_id AND t.tipo_equipamento = u.tipo)
                                     THEN u.tipo ELSE 'OUTRO' END),
  atividade AS NOT MATERIALIZED (
    SELECT t.empresa_id, t.equipamento_id, t.inicio, t.contrato_inicio, t.plano_ativo, t.atividade_id, t.componente,
           coalesce(s.descricao, t.descricao) AS descricao, coalesce(s.criterio, t.criterio) AS criterio,
           coalesce(s.fonte, t.fonte) AS fonte, coalesce(s.periodicidade, t.periodicidade) AS periodicidade,
           CASE WHEN s.id IS NULL THEN t.intervalo_horas ELSE s.intervalo_horas END AS intervalo_horas,
           t.ordem, t.criado_em, NULL::date AS desde
      FROM tipo t
      LEFT JOIN LATERAL (
        SELECT s.* FROM atividade_catalogo s, unidade u
         WHERE u.equipamento_id = t.equipamento_id AND u.classe IS NOT NULL
           AND s.empresa_id = t.empresa_id AND s.tipo_equipamento = 'AREA_SAUDE' AND s.ativo
           AND lower(s.componente) = lower(t.componente) AND ${APPLIES}
         ORDER BY s.ordem LIMIT 1) s ON true
    UNION ALL
    SELECT u.empresa_id, u.equipamento_id, u.inicio, u.contrato_inicio, u.plano_ativo, s.id, s.componente,
           s.descricao, s.criterio, s.fonte, s.periodicidade, s.intervalo_horas, 1000 + s.ordem, s.criado_em,
           u.area_saude_desde
      FROM unidade u
      JOIN atividade_catalogo s ON s.empresa_id = u.empresa_id AND s.ativo AND s.tipo_equipamento = 'AREA_SAUDE'
     WHERE u.classe IS NOT NULL AND ${APPLIES}
       AND NOT EXISTS (SELECT 1 FROM tipo t WHERE t.equipamento_id = u.equipamento_id AND lower(t.componente) = lower(s.componente)))
  SELECT a.empresa_id, a.equipamento_id, a.atividade_id, 'catalogo'::text AS origem,
         a.componente, a.descricao, a.criterio, a.fonte,
         coalesce(au.periodicidade, a.periodicidade) AS periodicidade,
         coalesce(au.intervalo_horas, a.intervalo_horas) AS intervalo_horas,
         greatest(coalesce(au.ancora, a.inicio), a.contrato_inicio, a.desde) AS inicio,
         coalesce(au.ativo, true) AND a.plano_ativo AS ativo,
         coalesce(NOT au.ativo OR au.periodicidade IS DISTINCT FROM NULL AND au.periodicidade <> a.periodicidade
                  OR au.intervalo_horas IS DISTINCT FROM NULL AND au.intervalo_horas IS DISTINCT FROM a.intervalo_horas
                  OR au.ancora IS NOT NULL, false) AS ajustada,
         au.justificativa, a.ordem, a.criado_em
    FROM atividade a
    LEFT JOIN atividade_unidade au ON au.empresa_id = a.empresa_id AND au.equipamento_id = a.equipamento_id AND au.atividade_id = a.atividade_id
  UNION ALL
  SELECT u.empresa_id, u.equipamento_id, au.id, 'unidade', au.componente, au.descricao, au.criterio, 'Plano da unidade',
         au.periodicidade, au.intervalo_horas, greatest(coalesce(au.ancora, u.inicio), u.contrato_inicio),
         au.ativo AND u.plano_ativo, false,
         au.justificativa, 100000, au.atualizado_em
    FROM unidade u
    JOIN atividade_unidade au ON au.empresa_id = u.empresa_id AND au.equipamento_id = u.equipamento_id AND au.atividade_id IS NULL`;
