import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DocumentView, IndoorAirAnalysis } from '@campo/contracts';
import { DocumentTypeRegistry, FileService, type PdfAppendix } from '@campo/platform';
import {
  INDOOR_AIR_FILE_OWNER,
  IndoorAirService,
  pdfPages,
} from '../indoor-air/indoor-air.service';
import { PMOC_DOCUMENT_TYPE } from './pmoc-content';
import { annexHash, type PmocLabReportFile } from './pmoc-lab-sections';

/**
 * The lab reports' PDFs a PMOC carries: listed in its annex when it is generated
 * (`files`, with their pages) and appended, in that order, after the plan's own pages when
 * a version is printed. What a version appends is what its annex lists (each PDF is named
 * there by the start of its SHA-256), so a signed version always prints the same pages,
 * whatever was attached to the analyses afterwards.
 */
@Injectable()
export class PmocAppendix implements OnModuleInit {
  constructor(
    private readonly registry: DocumentTypeRegistry,
    private readonly indoorAir: IndoorAirService,
    private readonly files: FileService,
  ) {}

  onModuleInit() {
    this.registry.registerAppendix(PMOC_DOCUMENT_TYPE, (companyId, document) =>
      this.appendices(companyId, document),
    );
  }

  /** The PDFs of the analyses' reports, each with its pages (null: pdf-lib cannot read it). */
  async reportFiles(
    companyId: string,
    analyses: IndoorAirAnalysis[],
  ): Promise<PmocLabReportFile[]> {
    const listed = analyses.flatMap((analysis) =>
      analysis.laudos.map((file) => ({ analysis, fileId: file.id, sha256: file.sha256 })),
    );
    return Promise.all(
      listed.map(async (file) => ({
        ...file,
        pages: await pdfPages(await this.files.read(companyId, file.fileId)),
      })),
    );
  }

  private async appendices(companyId: string, document: DocumentView): Promise<PdfAppendix[]> {
    const contractId = document.referencia['contratoId'];
    const annex = document.conteudo.secoes.find((section) => section.id === 'anexos');
    if (typeof contractId !== 'string' || !annex || annex.tipo !== 'texto') return [];
    const summaries = await this.indoorAir.list(companyId, contractId);
    const files = await this.files.listByOwner(
      companyId,
      INDOOR_AIR_FILE_OWNER,
      summaries.map((analysis) => analysis.id),
    );
    const listed = files
      .map((file) => ({ file, at: annex.html.indexOf(`SHA-256 ${annexHash(file.sha256)}`) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at);
    const appended: PdfAppendix[] = [];
    for (const { file } of listed) {
      const bytes = await this.files.read(companyId, file.id);
      if ((await pdfPages(bytes)) === null) continue;
      const analysis = summaries.find((item) => item.id === file.donoId);
      if (!analysis) continue;
      appended.push({
        label: `Anexo do PMOC — laudo${analysis.laudoNumero ? ` nº ${analysis.laudoNumero}` : ''} de ${analysis.laboratorio}, coleta de ${analysis.dataColeta.split('-').reverse().join('/')}`,
        pdf: bytes,
      });
    }
    return appended;
  }
}
