import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A PDF whose pages follow a rendered document's, with the line stamped on each of them. */
export interface PdfAppendix {
  /** What the pages are, as the document's own annex lists them (`Anexo — Laudo nº QA-4471`). */
  label: string;
  pdf: Buffer;
}

/** WinAnsi (the standard fonts' encoding) has no glyph for these: the stamp replaces them. */
const NOT_WIN_ANSI =
  /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g;

/**
 * The rendered PDF with the appendices' pages after its own, in order, each page of an
 * appendix stamped at its top with the appendix's label and "página i de n" (so a printed
 * page says what it belongs to). Runs before any signature: a signature covers the whole
 * file. pdf-lib keeps every object of the rendered document (its tagged structure tree
 * and `/MarkInfo` too); the appended pages are copied as they are, untagged.
 */
export async function appendPdfPages(pdf: Buffer, appendices: PdfAppendix[]): Promise<Buffer> {
  if (appendices.length === 0) return pdf;
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const appendix of appendices) {
    const source = await PDFDocument.load(appendix.pdf, { updateMetadata: false });
    const pages = await document.copyPages(source, source.getPageIndices());
    pages.forEach((page, index) => {
      document.addPage(page);
      const text = `${appendix.label} — página ${index + 1} de ${pages.length}`.replace(
        NOT_WIN_ANSI,
        '?',
      );
      const { width, height } = page.getSize();
      const size = 7;
      const textWidth = Math.min(font.widthOfTextAtSize(text, size), width - 24);
      page.drawRectangle({
        x: 10,
        y: height - 15,
        width: textWidth + 6,
        height: size + 5,
        color: rgb(1, 1, 1),
        opacity: 0.85,
      });
      page.drawText(text, {
        x: 13,
        y: height - 12,
        size,
        font,
        color: rgb(0.12, 0.37, 0.6),
        maxWidth: width - 24,
      });
    });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
