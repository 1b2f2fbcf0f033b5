import { MigrationInterface, QueryRunner } from 'typeorm';

const NBR =
  'ABNT NBR 17037:2023 — Qualidade do ar interior em ambientes não residenciais climatizados artificialmente: padrões referenciais';

/**
 * Indoor air (NBR 17037:2023): the reference values as data, each with its source (one
 * row per check; `grandeza` is the measured quantity it reads, so the fungi count and the
 * fungi indoor/outdoor ratio both read `FUNGOS`), and the laboratory analyses per
 * contract and room, with their values indoors and outdoors and the lab's report (a
 * platform stored file). `contrato.meses_analise_ar` overrides the 6-month interval.
 */
export class IndoorAir1763773020000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE qualidade_ar_referencia (
        codigo text PRIMARY KEY,
        grandeza text NOT NULL,
        nome text NOT NULL,
        unidade text NOT NULL,
        comparacao text NOT NULL CHECK (comparacao IN ('FAIXA', 'MAXIMO', 'DIFERENCA_MAXIMA', 'RAZAO_MAXIMA')),
        minimo numeric,
        maximo numeric,
        aplicacao text NOT NULL,
        fonte text NOT NULL,
        ordem integer NOT NULL
      )`);
    const rows: Array<
      [string, string, string, string, string, number | null, number, string, string]
    > = [
      [
        'TEMPERATURA',
        'TEMPERATURA',
        'Temperatura de bulbo seco',
        '°C',
        'FAIXA',
        21,
        26,
        'Todos os ambientes, em qualquer estação do ano.',
        NBR,
      ],
      [
        'UMIDADE_RELATIVA',
        'UMIDADE_RELATIVA',
        'Umidade relativa do ar',
        '%',
        'FAIXA',
        35,
        65,
        'Todos os ambientes, em qualquer estação do ano.',
        NBR,
      ],
      [
        'VELOCIDADE_AR',
        'VELOCIDADE_AR',
        'Velocidade do ar',
        'm/s',
        'MAXIMO',
        null,
        0.2,
        'Na zona ocupada (até 1,5 m do piso).',
        NBR,
      ],
      [
        'CO2',
        'CO2',
        'Dióxido de carbono (CO₂), interior − exterior',
        'ppm',
        'DIFERENCA_MAXIMA',
        null,
        700,
        'Indicador de renovação de ar: a concentração interior pode exceder a exterior em até 700 ppm.',
        NBR,
      ],
      [
        'PM2_5',
        'PM2_5',
        'Material particulado PM2,5',
        'µg/m³',
        'MAXIMO',
        null,
        25,
        'Todos os ambientes (substitui os aerodispersoides totais da RE 09/2003).',
        NBR,
      ],
      [
        'PM10',
        'PM10',
        'Material particulado PM10',
        'µg/m³',
        'MAXIMO',
        null,
        50,
        'Todos os ambientes (substitui os aerodispersoides totais da RE 09/2003).',
        NBR,
      ],
      [
        'FUNGOS_IE',
        'FUNGOS',
        'Fungos: relação interior/exterior (I/E)',
        'I/E',
        'RAZAO_MAXIMA',
        null,
        1.5,
        'Contagem de fungos viáveis no interior dividida pela do ar exterior de referência; a norma pede também a identificação dos gêneros.',
        `${NBR} (relação I/E, critério que já constava da Resolução ANVISA RE 09/2003)`,
      ],
      [
        'FUNGOS',
        'FUNGOS',
        'Fungos viáveis: concentração interior',
        'UFC/m³',
        'MAXIMO',
        null,
        750,
        'Onde o laudo informa a contagem absoluta.',
        'Resolução ANVISA RE 09/2003 (revogada pela RDC 886/2024; valor mantido como referência histórica pelos laboratórios) — conferir com o laudo conforme ABNT NBR 17037:2023',
      ],
    ];
    for (const [index, row] of rows.entries()) {
      await queryRunner.query(
        `INSERT INTO qualidade_ar_referencia (codigo, grandeza, nome, unidade, comparacao, minimo, maximo, aplicacao, fonte, ordem)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [...row, index + 1],
      );
    }
    await queryRunner.query(`
      CREATE TABLE analise_ar (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        contrato_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE CASCADE,
        ambiente_id uuid,
        FOREIGN KEY (empresa_id, ambiente_id) REFERENCES ambiente (empresa_id, id) ON DELETE SET NULL (ambiente_id),
        laboratorio text NOT NULL,
        data_coleta date NOT NULL,
        laudo_numero text,
        observacao text,
        arquivo_id uuid,
        resultado text NOT NULL CHECK (resultado IN ('CONFORME', 'NAO_CONFORME')),
        criado_por uuid,
        criado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id)
      )`);
    await queryRunner.query(
      'CREATE INDEX analise_ar_contrato_idx ON analise_ar (empresa_id, contrato_id, data_coleta DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE analise_ar_valor (
        empresa_id uuid NOT NULL,
        analise_id uuid NOT NULL,
        FOREIGN KEY (empresa_id, analise_id) REFERENCES analise_ar (empresa_id, id) ON DELETE CASCADE,
        grandeza text NOT NULL,
        interno numeric NOT NULL,
        externo numeric,
        PRIMARY KEY (empresa_id, analise_id, grandeza)
      )`);
    await queryRunner.query(`
      ALTER TABLE contrato ADD COLUMN meses_analise_ar integer
        CHECK (meses_analise_ar BETWEEN 1 AND 24)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contrato DROP COLUMN meses_analise_ar');
    await queryRunner.query('DROP TABLE analise_ar_valor');
    await queryRunner.query('DROP TABLE analise_ar');
    await queryRunner.query('DROP TABLE qualidade_ar_referencia');
  }
}
