import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { diffWords } from 'diff';
import type { DocumentSigningRule, DocumentView, SignatureQualification } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { LoginThrottleService } from '../auth/login-throttle.service';
import type { SessionPrincipal } from '../auth/session-principal';
import { platformError } from '../common/app-exception';
import { companyLetterhead } from '../pdf/letterhead';
import { documentFileName } from '../pdf/pdf-file';
import { PdfService } from '../pdf/pdf.service';
import { PdfSigner } from '../pdf/pdf-signer';
import { appendPdfPages } from '../pdf/pdf-append';
import { PasswordHashing } from '../users/password-hashing.service';
import { UserRepository } from '../users/user.repository';
import { DocumentContent, sanitizeRichText, sectionText, versionHash } from './document-content';
import { documentPrint } from './document-pdf';
import { describeBlanks, documentBlanks, DocumentTypeRegistry } from './document-signing';
import { DocumentRepository } from './document.repository';

export type { DocumentView } from '@campo/contracts';

/**
 * Platform documents: each edit saves a new version (author, time, SHA-256 of the
 * exact content); a signature records who signed which version and its hash.
 * Editing a signed document makes a new, unsigned version; the signed one stays.
 */
@Injectable()
export class DocumentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentRepository,
    private readonly pdfs: PdfService,
    private readonly signer: PdfSigner,
    private readonly types: DocumentTypeRegistry,
    private readonly users: UserRepository,
    private readonly loginThrottle: LoginThrottleService,
    private readonly hashing: PasswordHashing,
  ) {}

  /**
   * Creates a document with its first version (used by the domains' generators).
   * `rotuloTipo` is what the type is, in full, as the domain that owns it names it.
   */
  async create(
    manager: EntityManager,
    companyId: string,
    input: {
      tipo: string;
      rotuloTipo?: string | null;
      titulo: string;
      referencia: Record<string, unknown>;
      conteudo: DocumentContent;
      autorId: string | null;
    },
  ): Promise<string> {
    const conteudo = cleanContent(input.conteudo);
    const id = await this.documents.insert(
      {
        companyId,
        tipo: input.tipo,
        rotuloTipo: input.rotuloTipo ?? null,
        titulo: input.titulo,
        referencia: input.referencia,
        autorId: input.autorId,
      },
      manager,
    );
    await this.documents.insertVersion(
      {
        companyId,
        documentId: id,
        versao: 1,
        titulo: input.titulo,
        conteudo,
        sha256: versionHash(input.titulo, conteudo),
        autorId: input.autorId,
      },
      manager,
    );
    return id;
  }

  async list(companyId: string, tipo?: string) {
    const rows = await this.documents.list(companyId, tipo);
    return rows.map((row) => ({
      ...row,
      atualizado_em: undefined,
      atualizadoEm: row.atualizado_em.toISOString(),
    }));
  }

  /** One version of a document (the current one without `versao`); `id` is a uuid (IdParam). */
  async get(companyId: string, id: string, versao?: number): Promise<DocumentView> {
    const document = await this.documents.find(companyId, id);
    if (!document) throw documentNotFound();
    const wanted = versao ?? document.versao_atual;
    const version = await this.documents.findVersion(companyId, id, wanted);
    if (!version) throw platformError('NAO_ENCONTRADO', `Versão ${wanted} não encontrada.`);
    const signatures = await this.documents.signatures(companyId, id, wanted);
    return {
      id,
      tipo: document.tipo,
      rotuloTipo: document.tipo_rotulo,
      titulo: version.titulo,
      referencia: document.referencia,
      versao: version.versao,
      conteudo: version.conteudo,
      sha256: version.sha256,
      atualizadoEm: version.criado_em.toISOString(),
      autor: version.autor,
      assinaturas: signatures.map((row) => ({
        usuario: row.usuario,
        assinadoEm: row.assinado_em.toISOString(),
        versao: row.versao,
        sha256: row.sha256,
        qualificacao: row.qualificacao,
      })),
      regraAssinatura: await this.signingRule(companyId, {
        id,
        tipo: document.tipo,
        referencia: document.referencia,
        conteudo: version.conteudo,
      }),
    };
  }

  /** How this version is signed, as its type's policy says (the default rule without one). */
  private async signingRule(
    companyId: string,
    document: Pick<DocumentView, 'id' | 'tipo' | 'referencia' | 'conteudo'>,
  ): Promise<DocumentSigningRule> {
    const policy = this.types.signingPolicy(document.tipo);
    if (!policy) return { exigeSenha: false, signatario: null, impedimento: null, pendencias: [] };
    const signer = await policy.designatedSigner(companyId, document);
    return {
      exigeSenha: policy.requiresPassword,
      signatario: 'usuarioId' in signer ? signer : null,
      impedimento: 'impedimento' in signer ? signer.impedimento : null,
      pendencias: policy.requiresComplete ? documentBlanks(document.conteudo) : [],
    };
  }

  /**
   * One version as a PDF (the current one without `versao`), with its signatures, and the
   * file name a person would give it. A signed version goes through PdfSigner (signed PAdES
   * with the company's certificate, or saying it is not digitally signed); an unsigned one,
   * a draft, is rendered as is.
   */
  async pdf(
    companyId: string,
    id: string,
    versao?: number,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const document = await this.get(companyId, id, versao);
    const [letterhead, currentVersion] = await Promise.all([
      companyLetterhead(this.dataSource, companyId),
      this.documents.currentVersion(companyId, id),
    ]);
    const print = documentPrint(document, {
      company: letterhead,
      timeZone: letterhead.timeZone,
      currentVersion,
      issuedAt: new Date(),
    });
    // The domain's appendices follow the document's pages, before any signature covers them.
    const appendices = await this.types.appendicesOf(companyId, document);
    // A signed version is a final document: signed digitally when the company has a certificate.
    const pdf =
      document.assinaturas.length > 0
        ? await this.signer.render(
            print,
            {
              companyId,
              reason:
                this.types.signingPolicy(document.tipo)?.signedPdfReason ?? 'Documento assinado',
            },
            appendices,
          )
        : await appendPdfPages(await this.pdfs.render(print), appendices);
    return { pdf, fileName: documentFileName(document.titulo, `v${document.versao}`) };
  }

  async versions(companyId: string, id: string) {
    await this.get(companyId, id);
    const rows = await this.documents.versions(companyId, id);
    return rows.map((row) => ({
      ...row,
      criado_em: undefined,
      criadoEm: row.criado_em.toISOString(),
    }));
  }

  /**
   * Saves an edit of the text sections as a new version. `versaoBase` is the
   * version the editor started from: if someone saved meanwhile, 409 rather than
   * silently overwriting. Data tables cannot be edited here.
   */
  async edit(
    companyId: string,
    id: string,
    userId: string,
    edit: { versaoBase: number; titulo?: string; secoes: Array<{ id: string; html: string }> },
  ) {
    await this.dataSource.transaction(async (manager) => {
      const currentVersion = await this.documents.lockCurrentVersion(companyId, id, manager);
      if (currentVersion === undefined) throw documentNotFound();
      if (currentVersion !== edit.versaoBase) {
        throw platformError(
          'VERSAO_DESATUALIZADA',
          `O documento mudou desde a versão ${edit.versaoBase} (atual: ${currentVersion}). Recarregue e refaça a edição.`,
          { versaoAtual: currentVersion },
        );
      }
      const current = await this.documents.versionContent(companyId, id, currentVersion, manager);
      const content: DocumentContent = current.conteudo;
      const edits = new Map(edit.secoes.map((section) => [section.id, section.html]));
      for (const sectionId of edits.keys()) {
        const section = content.secoes.find((candidate) => candidate.id === sectionId);
        if (!section)
          throw platformError('DADOS_INVALIDOS', `Seção "${sectionId}" não existe.`, {
            detalhes: [`secoes: "${sectionId}" não existe`],
          });
        if (section.tipo !== 'texto')
          throw platformError(
            'DADOS_INVALIDOS',
            `A seção "${section.titulo}" é uma tabela de dados e não é editável.`,
            { detalhes: [`secoes: "${sectionId}" é somente leitura`] },
          );
      }
      const next: DocumentContent = {
        secoes: content.secoes.map((section) =>
          section.tipo === 'texto' && edits.has(section.id)
            ? { ...section, html: sanitizeRichText(edits.get(section.id)!) }
            : section,
        ),
      };
      const title = edit.titulo?.trim() || current.titulo;
      const version = currentVersion + 1;
      await this.documents.insertVersion(
        {
          companyId,
          documentId: id,
          versao: version,
          titulo: title,
          conteudo: next,
          sha256: versionHash(title, next),
          autorId: userId,
        },
        manager,
      );
      await this.documents.setCurrentVersion(companyId, id, version, title, manager);
    });
    return this.get(companyId, id);
  }

  /**
   * Signs the current version (the one the signer saw: `versao` must be it), under
   * its type's rule: the designated signer only, no blanks left, the password
   * re-entered, each when the type asks for it.
   */
  async sign(
    session: Pick<SessionPrincipal, 'companyId' | 'userId' | 'email'>,
    id: string,
    request: { versao: number; senha?: string },
    ip: string | undefined,
  ) {
    const { companyId, userId } = session;
    const document = await this.get(companyId, id);
    if (document.versao !== request.versao) {
      throw platformError(
        'VERSAO_DESATUALIZADA',
        `Só a versão atual (${document.versao}) pode ser assinada.`,
        { versaoAtual: document.versao },
      );
    }
    const rule = document.regraAssinatura;
    if (rule.impedimento) throw platformError('ASSINATURA_NAO_PERMITIDA', rule.impedimento);
    if (rule.signatario && rule.signatario.usuarioId !== userId) {
      throw platformError(
        'ASSINATURA_NAO_PERMITIDA',
        `Só ${rule.signatario.nome}, designado para assinar este documento, pode assiná-lo.`,
      );
    }
    if (rule.pendencias.length > 0) {
      throw platformError(
        'DOCUMENTO_INCOMPLETO',
        `A versão ${document.versao} ainda tem ${rule.pendencias.length === 1 ? 'um campo' : `${rule.pendencias.length} campos`} a preencher: ${describeBlanks(rule.pendencias)}. Preencha e salve antes de assinar.`,
        { pendencias: rule.pendencias },
      );
    }
    if (rule.exigeSenha) await this.confirmPassword(session, request.senha, ip);
    const qualification: SignatureQualification[] = rule.signatario?.qualificacao ?? [];
    await this.documents.sign(companyId, id, request.versao, userId, qualification);
    return this.get(companyId, id);
  }

  /** The signer's password, checked as a login is (failures count toward the same lockout). */
  private async confirmPassword(
    session: Pick<SessionPrincipal, 'userId' | 'email'>,
    password: string | undefined,
    ip: string | undefined,
  ) {
    if (!password) {
      throw platformError('DADOS_INVALIDOS', 'Digite a sua senha para assinar.', {
        detalhes: ['senha: obrigatória para assinar este documento'],
      });
    }
    const outcome = await this.loginThrottle.attempt(session.email, ip, async () =>
      this.hashing.verify(password, await this.users.passwordHash(session.userId)),
    );
    if (!('ok' in outcome)) {
      throw this.loginThrottle.blockedError(
        outcome,
        'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.',
      );
    }
    if (!outcome.ok)
      throw platformError('SENHA_INCORRETA', 'Senha incorreta. A assinatura não foi feita.');
  }

  /** Word-level differences between two versions, section by section. */
  async diff(companyId: string, id: string, from: number, to: number) {
    const [a, b] = await Promise.all([this.get(companyId, id, from), this.get(companyId, id, to)]);
    const ids = [
      ...new Set([
        ...a.conteudo.secoes.map((section) => section.id),
        ...b.conteudo.secoes.map((section) => section.id),
      ]),
    ];
    return {
      de: from,
      para: to,
      secoes: ids.map((sectionId) => {
        const before = a.conteudo.secoes.find((section) => section.id === sectionId);
        const after = b.conteudo.secoes.find((section) => section.id === sectionId);
        const parts = diffWords(before ? sectionText(before) : '', after ? sectionText(after) : '');
        return {
          id: sectionId,
          titulo: (after ?? before)!.titulo,
          alterada: parts.some((part) => part.added || part.removed),
          partes: parts.map((part) => ({
            texto: part.value,
            tipo: part.added ? 'inserido' : part.removed ? 'removido' : 'igual',
          })),
        };
      }),
    };
  }
}

export function documentNotFound() {
  return platformError('NAO_ENCONTRADO', 'Documento não encontrado.');
}

function cleanContent(content: DocumentContent): DocumentContent {
  return {
    secoes: content.secoes.map((section) =>
      section.tipo === 'texto' ? { ...section, html: sanitizeRichText(section.html) } : section,
    ),
  };
}
