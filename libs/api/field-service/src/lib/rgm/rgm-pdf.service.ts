import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { formatPeriod, type RgmView } from '@campo/contracts';
import { companyLetterhead, documentFileName, PdfService, PdfSigner } from '@campo/platform';
import { Clock } from '../common/clock';
import { CompanyParametersRepository } from '../company-parameters/company-parameters.repository';
import { rgmPrintCharts, type RgmPrintCharts } from './rgm-charts.print';
import { rgmPrintDocument } from './rgm.print';
import { RgmRepository } from './rgm.repository';

/** How many snapshots' charts are kept (a few reports under review at once). */
const KEPT_CHARTS = 32;

/**
 * The RGM's PDF. A draft is rendered on every request (marked RASCUNHO), never signed; a
 * released RGM is rendered once from its frozen snapshot, signed digitally when the
 * company has a certificate (PdfSigner), and kept (`rgm_pdf`), so the document sent to
 * the client never changes. Reopening forgets it. The charts of the last
 * KEPT_CHARTS snapshots are kept, keyed by the RGM and its computation time, so a draft
 * printed again (or released) does not draw them again; a recomputation changes the key.
 */
@Injectable()
export class RgmPdfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rgms: RgmRepository,
    private readonly pdfs: PdfService,
    private readonly signer: PdfSigner,
    private readonly clock: Clock,
    private readonly parameters: CompanyParametersRepository,
  ) {}

  private readonly charts = new Map<string, RgmPrintCharts>();

  async pdf(companyId: string, rgm: RgmView): Promise<Buffer> {
    if (rgm.estado === 'rascunho') return this.render(companyId, rgm);
    const stored = await this.rgms.storedPdf(companyId, rgm.id);
    if (stored) return stored;
    const pdf = await this.render(companyId, rgm);
    // Of two concurrent renders, the first stored wins and both answer with it.
    const sha256 = createHash('sha256').update(pdf).digest();
    await this.rgms.keepPdf(companyId, rgm.id, pdf, sha256, rgm.liberadoEm);
    return (await this.rgms.storedPdf(companyId, rgm.id)) ?? pdf;
  }

  fileName(rgm: RgmView): string {
    return documentFileName(
      `RGM ${rgm.consolidado ? 'consolidado' : (rgm.contrato?.codigo ?? '')}`,
      `${formatPeriod(rgm.inicio, rgm.fim)}${rgm.estado === 'rascunho' ? ' (rascunho)' : ''}`,
    );
  }

  private async render(companyId: string, rgm: RgmView): Promise<Buffer> {
    const company = await companyLetterhead(this.dataSource, companyId);
    const { desempenhoTecnicoAoCliente } = await this.parameters.read(companyId);
    const document = rgmPrintDocument(rgm, {
      company,
      printedAt: this.clock.now(),
      charts: this.chartsOf(rgm),
      technicianFigures: desempenhoTecnicoAoCliente,
    });
    return rgm.estado === 'rascunho'
      ? this.pdfs.render(document)
      : this.signer.render(document, { companyId, reason: 'RGM liberado' });
  }

  private chartsOf(rgm: RgmView): RgmPrintCharts {
    const key = `${rgm.id} ${rgm.snapshot.calculadoEm}`;
    let charts = this.charts.get(key);
    if (!charts) {
      charts = rgmPrintCharts(rgm.snapshot);
      const oldest = this.charts.keys().next();
      if (this.charts.size >= KEPT_CHARTS && !oldest.done) this.charts.delete(oldest.value);
    }
    this.charts.delete(key); // most recently used last
    this.charts.set(key, charts);
    return charts;
  }
}
