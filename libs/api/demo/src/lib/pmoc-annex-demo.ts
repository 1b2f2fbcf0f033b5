import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { FileService } from '@campo/platform';
import { namedUuid } from './demo-world';

/**
 * Invented identities, with valid check digits, for the demo only (no real company
 * holds them as far as the demo's authors know): the maintenance company and the lab.
 */
const DEMO_COMPANY = {
  cnpj: '27590418000152',
  registroConselho: { conselho: 'CREA', numero: '2183746', uf: 'SP' },
} as const;
const DEMO_LAB = {
  cnpj: '48321675000169',
  acreditacao: 'CRL 9999 (fictícia, demonstração)',
  responsavel: 'Dra. Helena Prado',
  registro: 'CRBio 012345/01-D',
};
/** The genera the lab found where the surgical centre failed the fungi I/E ratio. */
const FAILED_FUNGI_GENERA = ['Aspergillus', 'Penicillium', 'Cladosporium'];

/**
 * What the hospital's PMOC annex is filled from (issue 46): the company's CNPJ and CREA
 * registration, the lab's identity on CT-2026-001's analyses with the fungal genera on
 * the failed one, a lab report PDF (two pages, made here with pdf-lib, marked as a demo)
 * attached to each of them, the ART/TRT's PDF, and the RT's approval of the contract's
 * concluded orders older than a week (the latest ones are left awaiting it). Each step
 * only where nothing is there yet, so what the demo user changed stays.
 */
@Injectable()
export class PmocAnnexDemo {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FileService,
  ) {}

  async seed(companyId: string): Promise<number> {
    let changes = 0;
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [[company]] = await this.dataSource.query(
      `UPDATE companies SET cnpj = $2,
              settings = settings || jsonb_build_object('registroConselho', $3::jsonb)
        WHERE id = $1 AND cnpj IS NULL AND NOT settings ? 'registroConselho' RETURNING id`,
      [companyId, DEMO_COMPANY.cnpj, JSON.stringify(DEMO_COMPANY.registroConselho)],
    );
    if (company) changes++;

    const [analyses]: [
      Array<{
        id: string;
        laudo: string;
        coleta: string;
        ambiente: string;
        resultado: string;
        valores: Array<{ grandeza: string; interno: number; externo: number | null }>;
      }>,
      number,
    ] = await this.dataSource.query(
      `UPDATE analise_ar x SET laboratorio_cnpj = $2, laboratorio_acreditacao = $3,
              laboratorio_responsavel = $4, laboratorio_responsavel_registro = $5,
              generos_fungos = CASE WHEN x.resultado = 'NAO_CONFORME' THEN $6::text[] ELSE '{}' END
         FROM contrato c, ambiente a
        WHERE x.empresa_id = $1 AND c.empresa_id = x.empresa_id AND c.id = x.contrato_id AND c.codigo = 'CT-2026-001'
          AND a.empresa_id = x.empresa_id AND a.id = x.ambiente_id AND x.laboratorio_cnpj IS NULL
      RETURNING x.id, x.laudo_numero AS laudo, to_char(x.data_coleta, 'DD/MM/YYYY') AS coleta,
                a.codigo || ' — ' || a.nome AS ambiente, x.resultado,
                (SELECT json_agg(json_build_object('grandeza', v.grandeza, 'interno', v.interno::float8, 'externo', v.externo::float8) ORDER BY v.grandeza)
                   FROM analise_ar_valor v WHERE v.empresa_id = x.empresa_id AND v.analise_id = x.id) AS valores`,
      [
        companyId,
        DEMO_LAB.cnpj,
        DEMO_LAB.acreditacao,
        DEMO_LAB.responsavel,
        DEMO_LAB.registro,
        FAILED_FUNGI_GENERA,
      ],
    );
    for (const analysis of analyses) {
      const { file } = await this.files.store({
        companyId,
        id: namedUuid(companyId, 'laudo-demo', analysis.id),
        owner: { kind: 'analise_ar', id: analysis.id },
        label: 'LAUDO',
        format: 'pdf',
        bytes: await labReportPdf(analysis),
      });
      await this.dataSource.query(
        `UPDATE analise_ar SET arquivo_id = coalesce(arquivo_id, $3) WHERE empresa_id = $1 AND id = $2`,
        [companyId, analysis.id, file.id],
      );
      changes++;
    }

    const [contract] = await this.dataSource.query(
      `SELECT id, art, to_char(art_validade, 'DD/MM/YYYY') AS validade, responsavel_tecnico AS rt,
              registro_responsavel AS registro
         FROM contrato WHERE empresa_id = $1 AND codigo = 'CT-2026-001' AND art_arquivo_id IS NULL AND art IS NOT NULL`,
      [companyId],
    );
    if (contract) {
      const { file } = await this.files.store({
        companyId,
        id: namedUuid(companyId, 'art-demo', contract.id),
        owner: { kind: 'contrato_art', id: contract.id },
        label: 'ART',
        format: 'pdf',
        bytes: await artPdf(contract),
      });
      await this.dataSource.query(
        `UPDATE contrato SET art_arquivo_id = $3 WHERE empresa_id = $1 AND id = $2`,
        [companyId, contract.id, file.id],
      );
      changes++;
    }

    // The RT approves the hospital's concluded orders with executions, but the last week's.
    const approved: unknown[] = await this.dataSource.query(
      `INSERT INTO aprovacao_execucao (empresa_id, ordem_servico_id, aprovado_por, registro_profissional, aprovado_em)
       SELECT o.empresa_id, o.id, u.id, u.registro_profissional,
              greatest(coalesce(o.fim_atendimento, o.abertura) + interval '2 days', o.abertura)
         FROM ordem_servico o
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id AND c.codigo = 'CT-2026-001'
         JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id AND u.registro_profissional IS NOT NULL
        WHERE o.empresa_id = $1 AND o.status = 'CONCLUIDA'
          AND coalesce(o.fim_atendimento, o.abertura) < now() - interval '7 days'
          AND EXISTS (SELECT 1 FROM execucao_atividade x WHERE x.empresa_id = o.empresa_id AND x.ordem_servico_id = o.id)
       ON CONFLICT DO NOTHING RETURNING ordem_servico_id`,
      [companyId],
    );
    return changes + approved.length;
  }
}

const BLUE = rgb(0.09, 0.2, 0.35);
const GREY = rgb(0.35, 0.4, 0.45);

/** Writes `lines` from `y` down, one per 15 pt; the next free y. */
function lines(page: PDFPage, font: PDFFont, texts: string[], y: number, size = 10): number {
  for (const text of texts) {
    page.drawText(text, { x: 56, y, size, font, color: BLUE });
    y -= size + 5;
  }
  return y;
}

function demoMark(page: PDFPage, bold: PDFFont) {
  page.drawText('DOCUMENTO FICTÍCIO — DEMONSTRAÇÃO', {
    x: 90,
    y: 230,
    size: 26,
    font: bold,
    color: rgb(0.85, 0.3, 0.3),
    opacity: 0.18,
    rotate: degrees(35),
  });
}

const QUANTITY_LABELS: Record<string, [string, string]> = {
  TEMPERATURA: ['Temperatura', '°C'],
  UMIDADE_RELATIVA: ['Umidade relativa', '%'],
  VELOCIDADE_AR: ['Velocidade do ar', 'm/s'],
  CO2: ['Dióxido de carbono (CO2)', 'ppm'],
  PM2_5: ['Material particulado PM2,5', 'µg/m³'],
  PM10: ['Material particulado PM10', 'µg/m³'],
  FUNGOS: ['Fungos (viáveis)', 'UFC/m³'],
};

/** A two-page lab report as a lab would issue it: identity, sampling, results, genera, signature. */
async function labReportPdf(analysis: {
  laudo: string;
  coleta: string;
  ambiente: string;
  resultado: string;
  valores: Array<{ grandeza: string; interno: number; externo: number | null }>;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Laudo ${analysis.laudo} — demonstração`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const number = (value: number | null) =>
    value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

  const first = pdf.addPage([595, 842]);
  demoMark(first, bold);
  first.drawText('Conforlab Análises Ambientais', {
    x: 56,
    y: 780,
    size: 16,
    font: bold,
    color: BLUE,
  });
  let y = lines(
    first,
    font,
    [
      'CNPJ 48.321.675/0001-69 · Acreditação ABNT NBR ISO/IEC 17025:2017: CRL 9999 (fictícia)',
      'Dados fictícios gerados pela demonstração do sistema.',
    ],
    760,
    9,
  );
  first.drawText(`LAUDO DE ANÁLISE DA QUALIDADE DO AR INTERIOR Nº ${analysis.laudo}`, {
    x: 56,
    y: y - 16,
    size: 12,
    font: bold,
    color: BLUE,
  });
  y = lines(
    first,
    font,
    [
      'Cliente: Hospital Boa Saúde — Bloco principal (contrato CT-2026-001)',
      `Ambiente amostrado: ${analysis.ambiente}`,
      `Data da coleta: ${analysis.coleta}`,
      'Referência: ABNT NBR 17037:2023 (padrões referenciais de qualidade do ar interior)',
      'Método: fungos por impactação em ágar (amostrador de um estágio); CO2 e partículas por leitura direta.',
    ],
    y - 44,
  );
  first.drawText('Resultados', { x: 56, y: y - 10, size: 11, font: bold, color: BLUE });
  y -= 32;
  first.drawText('Parâmetro', { x: 56, y, size: 9, font: bold, color: GREY });
  first.drawText('Interior', { x: 300, y, size: 9, font: bold, color: GREY });
  first.drawText('Exterior', { x: 380, y, size: 9, font: bold, color: GREY });
  first.drawText('Unidade', { x: 460, y, size: 9, font: bold, color: GREY });
  y -= 16;
  for (const value of analysis.valores) {
    const [label, unit] = QUANTITY_LABELS[value.grandeza] ?? [value.grandeza, ''];
    first.drawText(label, { x: 56, y, size: 10, font, color: BLUE });
    first.drawText(number(value.interno), { x: 300, y, size: 10, font, color: BLUE });
    first.drawText(number(value.externo), { x: 380, y, size: 10, font, color: BLUE });
    first.drawText(unit, { x: 460, y, size: 10, font, color: BLUE });
    y -= 16;
  }
  lines(first, font, ['Página 1 de 2'], 60, 8);

  const second = pdf.addPage([595, 842]);
  demoMark(second, bold);
  second.drawText(`Laudo nº ${analysis.laudo} — conclusão`, {
    x: 56,
    y: 780,
    size: 13,
    font: bold,
    color: BLUE,
  });
  const failed = analysis.resultado === 'NAO_CONFORME';
  y = lines(
    second,
    font,
    failed
      ? [
          'Conclusão: NÃO CONFORME — a relação interior/exterior de fungos excede 1,5',
          '(ABNT NBR 17037:2023).',
          `Gêneros identificados: ${FAILED_FUNGI_GENERA.join(', ')}.`,
          'Recomendação: higienizar o sistema (ABNT NBR 14679:2012), substituir os filtros',
          'e repetir a coleta em até 30 dias.',
        ]
      : [
          'Conclusão: CONFORME — todos os parâmetros dentro dos padrões referenciais',
          '(ABNT NBR 17037:2023).',
        ],
    750,
  );
  second.drawLine({
    start: { x: 56, y: y - 70 },
    end: { x: 300, y: y - 70 },
    thickness: 0.6,
    color: GREY,
  });
  lines(
    second,
    font,
    [`${DEMO_LAB.responsavel} — ${DEMO_LAB.registro}`, 'Responsável técnica pelo laudo'],
    y - 84,
    9,
  );
  lines(second, font, ['Página 2 de 2'], 60, 8);
  return Buffer.from(await pdf.save());
}

/** A one-page ART/TRT as the demo's stand-in for the council's document. */
async function artPdf(contract: {
  art: string;
  validade: string | null;
  rt: string | null;
  registro: string | null;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`ART ${contract.art} — demonstração`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  demoMark(page, bold);
  page.drawText('ANOTAÇÃO DE RESPONSABILIDADE TÉCNICA — ART', {
    x: 56,
    y: 780,
    size: 14,
    font: bold,
    color: BLUE,
  });
  lines(
    page,
    font,
    [
      `ART nº ${contract.art}`,
      `Profissional: ${contract.rt ?? '—'} — ${contract.registro ?? '—'}`,
      'Empresa contratada: Demo Climatização — CNPJ 27.590.418/0001-52 — CREA-SP nº 2183746',
      'Contratante: Hospital Boa Saúde — contrato CT-2026-001',
      'Atividade: elaboração e responsabilidade técnica pela execução do PMOC (Lei 13.589/2018)',
      `Validade: até ${contract.validade ?? '—'}`,
      'Documento fictício gerado pela demonstração do sistema.',
    ],
    750,
  );
  return Buffer.from(await pdf.save());
}
