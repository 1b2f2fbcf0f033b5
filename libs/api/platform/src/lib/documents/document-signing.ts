import { Injectable } from '@nestjs/common';
import type {
  DesignatedSigner,
  DocumentBlank,
  DocumentContent,
  DocumentView,
} from '@campo/contracts';
import type { PdfAppendix } from '../pdf/pdf-append';

/**
 * How a document type is signed, declared by the domain that owns the type (the
 * platform knows no type by name). A type without a policy keeps the default rule:
 * any ADMIN or SUPERVISOR signs the current version in one click.
 */
export interface DocumentSigningPolicy {
  /** The signer re-enters their password. */
  requiresPassword: boolean;
  /** A version with `[preencher]` blanks cannot be signed. */
  requiresComplete: boolean;
  /**
   * The reason the PDF of a signed version states in its digital signature (PAdES, with
   * the company's A1 certificate), as the owning domain words it; "Documento assinado" without it.
   */
  signedPdfReason?: string;
  /**
   * The one person who may sign this document, with what the signature states
   * beside the name; or, when no one can yet, why (shown to the user as is).
   */
  designatedSigner(
    companyId: string,
    document: Pick<DocumentView, 'id' | 'tipo' | 'referencia'>,
  ): Promise<DesignatedSigner | { impedimento: string }>;
}

/**
 * The PDFs a domain appends to one version of its document's PDF (a lab's report after
 * the plan that lists it), in order; read from what that version says, so a signed
 * version always appends the same files.
 */
export type DocumentAppendixProvider = (
  companyId: string,
  document: DocumentView,
) => Promise<PdfAppendix[]>;

/** The signing policies (and PDF appendices) the domains declared, by document type. */
@Injectable()
export class DocumentTypeRegistry {
  private readonly policies = new Map<string, DocumentSigningPolicy>();
  private readonly appendices = new Map<string, DocumentAppendixProvider>();

  /** Called by a domain module at start, once per type whose PDF carries appendices. */
  registerAppendix(type: string, provider: DocumentAppendixProvider) {
    if (this.appendices.has(type))
      throw new Error(`Document type ${type} already has an appendix provider`);
    this.appendices.set(type, provider);
  }

  /** The PDFs to append to this version's PDF (none for a type without a provider). */
  appendicesOf(companyId: string, document: DocumentView): Promise<PdfAppendix[]> {
    return this.appendices.get(document.tipo)?.(companyId, document) ?? Promise.resolve([]);
  }

  /** Called by a domain module at start, once per type it owns. */
  registerSigningPolicy(type: string, policy: DocumentSigningPolicy) {
    if (this.policies.has(type))
      throw new Error(`Document type ${type} already has a signing policy`);
    this.policies.set(type, policy);
  }

  signingPolicy(type: string): DocumentSigningPolicy | undefined {
    return this.policies.get(type);
  }
}

const BLANK_MARK = /<mark class="preencher">/;
const BLOCK = /<(p|li|h3|h4|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/**
 * Every `[preencher]` blank left in a version's text sections, with the label it
 * follows in its paragraph (`<strong>Registro…:</strong> [preencher]`), so a
 * refusal can say where each one is.
 */
export function documentBlanks(content: DocumentContent): DocumentBlank[] {
  return content.secoes.flatMap((section) => {
    if (section.tipo !== 'texto' || !BLANK_MARK.test(section.html)) return [];
    const blocks = [...section.html.matchAll(BLOCK)].map((match) => match[2]);
    const withBlank = blocks.filter((block) => BLANK_MARK.test(block));
    // A blank outside any block (rare after sanitizing) still counts, once.
    const places = withBlank.length > 0 ? withBlank : [section.html];
    return places.map((block) => ({
      secaoId: section.id,
      secao: section.titulo,
      campo: fieldLabel(block),
    }));
  });
}

function fieldLabel(block: string) {
  const label = /^\s*<(?:strong|b)>([\s\S]*?)<\/(?:strong|b)>/i.exec(block)?.[1];
  const text = label
    ?.replace(/<[^>]*>/g, '')
    .replace(/[:\s]+$/, '')
    .trim();
  return text || 'texto da seção';
}

/** The blanks as one sentence: `2. Responsável técnico › Nome; 3. Ambientes › texto da seção`. */
export function describeBlanks(blanks: DocumentBlank[]) {
  return blanks.map((blank) => `${blank.secao} › ${blank.campo}`).join('; ');
}
