import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { formatPeriod, type RgmView } from '@campo/contracts';
import { companyLetterhead, documentFileName, PdfService } from '@campo/platform';
import { Clock } from '../rgm-closing/clock';
import { rgmPrintDocument } from './rgm.print';

/**
 * The RGM's PDF. A draft is rendered on every request (marked RASCUNHO); a released
 * RGM is rendered once from its frozen snapshot and kept (`rgm_pdf`), so the document
 * sent to the client never changes. Reopening forgets it.
 */
@Injectable()
export class RgmPdfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdfs: PdfService,
    private readonly clock: Clock,
  ) {}

  async pdf(companyId: string, rgm: RgmView): Promise<Buffer> {
    if (rgm.estado === 'rascunho') return this.render(companyId, rgm);
    const stored = await this.stored(companyId, rgm.id);
    if (stored) return stored;
    const pdf = await this.render(companyId, rgm);
    // Kept only if the RGM is still the release that was rendered (not reopened meanwhile;
    // the instant went through a JS Date, hence the millisecond tolerance);
    // of two concurrent renders, the first stored wins and both answer with it.
    await this.dataSource.query(
      `INSERT INTO rgm_pdf (empresa_id, rgm_id, pdf, sha256)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM rgm WHERE empresa_id = $1 AND id = $2 AND estado <> 'rascunho'
                      AND liberado_em BETWEEN $5::timestamptz - interval '1 ms' AND $5::timestamptz + interval '1 ms')
       ON CONFLICT DO NOTHING`,
      [companyId, rgm.id, pdf, createHash('sha256').update(pdf).digest(), rgm.liberadoEm],
    );
    return (await this.stored(companyId, rgm.id)) ?? pdf;
  }

  fileName(rgm: RgmView): string {
    return documentFileName(
      `RGM ${rgm.consolidado ? 'consolidado' : (rgm.contrato?.codigo ?? '')}`,
      `${formatPeriod(rgm.inicio, rgm.fim)}${rgm.estado === 'rascunho' ? ' (rascunho)' : ''}`,
    );
  }

  /** Drops the kept PDF (the RGM was reopened: its next release prints anew). */
  forget(manager: EntityManager, companyId: string, id: string) {
    return manager.query(`DELETE FROM rgm_pdf WHERE empresa_id = $1 AND rgm_id = $2`, [
      companyId,
      id,
    ]);
  }

  private async render(companyId: string, rgm: RgmView): Promise<Buffer> {
    const company = await companyLetterhead(this.dataSource, companyId);
    return this.pdfs.render(rgmPrintDocument(rgm, { company, printedAt: this.clock.now() }));
  }

  private async stored(companyId: string, id: string): Promise<Buffer | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT pdf FROM rgm_pdf WHERE empresa_id = $1 AND rgm_id = $2`,
      [companyId, id],
    );
    return row?.pdf;
  }
}
