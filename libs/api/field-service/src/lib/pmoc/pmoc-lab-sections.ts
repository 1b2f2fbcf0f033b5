import { formatCnpj, type IndoorAirAnalysis, labIdentityText } from '@campo/contracts';
import { type DocumentTableSection, escapeHtml } from '@campo/platform';

/** One PDF of a lab's report as the PMOC lists it and its PDF appends it. */
export interface PmocLabReportFile {
  analysis: IndoorAirAnalysis;
  fileId: string;
  sha256: string;
  /** Pages of the PDF (null: it could not be read, so it is listed but not appended). */
  pages: number | null;
}

/** The part of a file's SHA-256 the annex prints, and by which the PDF finds what to append. */
export const ANNEX_HASH_LENGTH = 16;

export function annexHash(sha256: string): string {
  return sha256.slice(0, ANNEX_HASH_LENGTH);
}

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The report in one line: `Laudo nº QA-4471 de 12/03/2026 — Conforlab (CNPJ …) — AMB-01`. */
function reportTitle(analysis: IndoorAirAnalysis): string {
  return [
    `Laudo${analysis.laudoNumero ? ` nº ${analysis.laudoNumero}` : ' (sem número)'} da coleta de ${day(analysis.dataColeta)}`,
    labIdentityText(analysis),
    analysis.ambiente ?? 'Contrato (geral)',
  ].join(' — ');
}

/**
 * The annex's item (the inside of its `<li>`) listing the lab reports on file (the latest analysis of each room): each
 * report with its lab and its PDFs, their pages and the start of their SHA-256, and
 * whether they follow the plan in this PDF; an analysis without a PDF says so (the
 * report is to be attached in Qualidade do ar).
 */
export function annexLabReportsHtml(
  analyses: IndoorAirAnalysis[],
  files: PmocLabReportFile[],
): string {
  if (analyses.length === 0)
    return '<strong>Laudos de análise da qualidade do ar interior (ABNT NBR 17037:2023):</strong> nenhuma análise registrada para este contrato.';
  const items = analyses.map((analysis) => {
    const own = files.filter((file) => file.analysis.id === analysis.id);
    const pdfs =
      own.length === 0
        ? 'sem PDF do laudo no sistema (anexe-o em Qualidade do ar)'
        : own
            .map((file) =>
              file.pages === null
                ? `PDF ilegível (SHA-256 ${annexHash(file.sha256)}…), não anexado`
                : `PDF de ${file.pages} ${file.pages === 1 ? 'página' : 'páginas'} anexado ao final deste documento (SHA-256 ${annexHash(file.sha256)}…)`,
            )
            .join('; ');
    return `<li>${escapeHtml(reportTitle(analysis))}: ${escapeHtml(pdfs)}.</li>`;
  });
  return `<strong>Laudos de análise da qualidade do ar interior (ABNT NBR 17037:2023):</strong><ul>${items.join('')}</ul>`;
}

/**
 * The labs behind the latest results (x.3): who issued each report, its accreditation and
 * responsible, the report number and the fungal genera identified. A fact the report
 * does not state is a dash: the lab's report, not this plan, is where it is filled.
 */
export function labReportsSection(
  titulo: string,
  analyses: IndoorAirAnalysis[],
): DocumentTableSection {
  const dash = (value: string | null) => value ?? '—';
  return {
    id: 'qualidade-ar-laboratorios',
    titulo,
    tipo: 'tabela',
    fonte: 'analises-ar',
    nota: 'identidade do laboratório de cada laudo (ABNT NBR 17037:2023 pede laboratório acreditado na ABNT NBR ISO/IEC 17025:2017), como registrada na análise; os PDFs dos laudos seguem o plano, no fim deste documento',
    colunas: [
      'Coleta',
      'Ambiente',
      'Laboratório',
      'CNPJ',
      'Acreditação ISO/IEC 17025',
      'Responsável técnico',
      'Laudo nº',
      'Gêneros de fungos',
    ],
    linhas: analyses.map((analysis) => [
      day(analysis.dataColeta),
      analysis.ambiente ?? 'Contrato (geral)',
      analysis.laboratorio,
      analysis.laboratorioCnpj ? formatCnpj(analysis.laboratorioCnpj) : '—',
      dash(analysis.laboratorioAcreditacao),
      analysis.laboratorioResponsavel
        ? [analysis.laboratorioResponsavel, analysis.laboratorioResponsavelRegistro]
            .filter(Boolean)
            .join(' — ')
        : '—',
      dash(analysis.laudoNumero),
      analysis.generosFungos.length > 0 ? analysis.generosFungos.join(', ') : '—',
    ]),
  };
}
