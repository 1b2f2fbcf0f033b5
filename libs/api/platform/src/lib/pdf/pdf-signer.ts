import { Injectable } from '@nestjs/common';
import { CompanyCertificateService } from '../companies/company-certificate.service';
import { signPdf } from './pades';
import { appendPdfPages, type PdfAppendix } from './pdf-append';
import { PdfService } from './pdf.service';
import type { PrintDocument } from './print-layout';

/** Whose final document this is and why it is signed (the signature's `/Reason`, in Portuguese). */
export interface PdfSigning {
  companyId: string;
  reason: string;
}

/** The footer's statement of a final document without the company's certificate. */
export const UNSIGNED_NOTE = 'Documento sem assinatura digital';

/**
 * The one place a company's final documents (the domains decide which; their drafts go
 * through PdfService unsigned) are rendered and signed: with the company's A1 certificate
 * when it has one valid now, signed PAdES (`signPdf`) with the certificate's common name as
 * the signer and the footer saying so; without one, as before, the footer saying
 * "Documento sem assinatura digital". Every reader of a document asks here, so all of them
 * are served the same document.
 */
@Injectable()
export class PdfSigner {
  constructor(
    private readonly pdfs: PdfService,
    private readonly certificates: CompanyCertificateService,
  ) {}

  /** `appendices`: PDFs whose pages follow the document's, appended before it is signed. */
  async render(
    document: PrintDocument,
    signing: PdfSigning,
    appendices: PdfAppendix[] = [],
  ): Promise<Buffer> {
    const signingTime = new Date();
    const identity = await this.certificates.signingIdentity(signing.companyId, signingTime);
    const note = identity
      ? `Assinado digitalmente com o certificado A1 de ${signerName(identity.titular)}`
      : UNSIGNED_NOTE;
    const pdf = await appendPdfPages(
      await this.pdfs.render({
        ...document,
        footnote: [document.footnote, note].filter(Boolean).join(' · '),
      }),
      appendices,
    );
    if (!identity) return pdf;
    return signPdf(
      pdf,
      { privateKey: identity.privateKey, chain: identity.chain, name: identity.titular },
      { reason: signing.reason, signingTime },
    );
  }
}

/** The name of an ICP-Brasil common name without its `:CNPJ` (or `:CPF`) suffix. */
export function signerName(commonName: string): string {
  return commonName.replace(/:\d{11,14}$/, '');
}
