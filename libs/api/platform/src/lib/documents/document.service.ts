import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { diffWords } from 'diff';
import { DataSource, EntityManager } from 'typeorm';
import type { DocumentDiff, DocumentView as DocumentViewOf } from '@campo/contracts';
import { platformError } from '../common/app-exception';
import { isUuid } from '../common/ids';
import { companyLetterhead } from '../pdf/letterhead';
import { documentFileName } from '../pdf/pdf-file';
import { PdfService } from '../pdf/pdf.service';
import { DocumentContent, sanitizeRichText, sectionText, versionHash } from './document-content';
import { documentPrint } from './document-pdf';

export type DocumentView = DocumentViewOf<DocumentContent>;

/**
 * Platform documents: each edit saves a new version (author, time, SHA-256 of the
 * exact content); a signature records who signed which version and its hash.
 * Editing a signed document makes a new, unsigned version; the signed one stays.
 */
@Injectable()
export class DocumentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdfs: PdfService,
  ) {}

  /** Creates a document with its first version (used by generators such as the PMOC). */
  async create(
    manager: EntityManager,
    companyId: string,
    input: {
      tipo: string;
      titulo: string;
      referencia: Record<string, unknown>;
      conteudo: DocumentContent;
      autorId: string | null;
    },
  ): Promise<string> {
    const conteudo = cleanContent(input.conteudo);
    const [{ id }] = await manager.query(
      `INSERT INTO documento (empresa_id, tipo, titulo, referencia, criado_por) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [companyId, input.tipo, input.titulo, input.referencia, input.autorId],
    );
    await manager.query(
      `INSERT INTO documento_versao (empresa_id, documento_id, versao, titulo, conteudo, sha256, autor_id) VALUES ($1, $2, 1, $3, $4, $5, $6)`,
      [companyId, id, input.titulo, conteudo, versionHash(input.titulo, conteudo), input.autorId],
    );
    return id;
  }

  async list(companyId: string, tipo?: string) {
    const rows = await this.dataSource.query(
      `SELECT d.id, d.tipo, d.titulo, d.referencia, d.versao_atual AS versao, d.atualizado_em,
              EXISTS (SELECT 1 FROM documento_assinatura s WHERE s.empresa_id = d.empresa_id AND s.documento_id = d.id AND s.versao = d.versao_atual) AS assinado
         FROM documento d WHERE d.empresa_id = $1 AND ($2::text IS NULL OR d.tipo = $2) ORDER BY d.atualizado_em DESC`,
      [companyId, tipo ?? null],
    );
    return rows.map((row: { atualizado_em: Date }) => ({
      ...row,
      atualizado_em: undefined,
      atualizadoEm: row.atualizado_em.toISOString(),
    }));
  }

  async get(companyId: string, id: string, versao?: number): Promise<DocumentView> {
    const [document] = isUuid(id)
      ? await this.dataSource.query(
          `SELECT id, tipo, referencia, versao_atual FROM documento WHERE empresa_id = $1 AND id = $2`,
          [companyId, id],
        )
      : [];
    if (!document) throw platformError('NAO_ENCONTRADO', 'Documento não encontrado.');
    const wanted = versao ?? document.versao_atual;
    const [version] = await this.dataSource.query(
      `SELECT v.versao, v.titulo, v.conteudo, encode(v.sha256, 'hex') AS sha256, v.criado_em, u.name AS autor
         FROM documento_versao v LEFT JOIN users u ON u.id = v.autor_id
        WHERE v.empresa_id = $1 AND v.documento_id = $2 AND v.versao = $3`,
      [companyId, id, wanted],
    );
    if (!version) throw platformError('NAO_ENCONTRADO', `Versão ${wanted} não encontrada.`);
    const signatures = await this.dataSource.query(
      `SELECT u.name AS usuario, s.assinado_em, s.versao, encode(s.sha256, 'hex') AS sha256
         FROM documento_assinatura s JOIN users u ON u.id = s.usuario_id
        WHERE s.empresa_id = $1 AND s.documento_id = $2 AND s.versao = $3 ORDER BY s.assinado_em`,
      [companyId, id, wanted],
    );
    return {
      id,
      tipo: document.tipo,
      titulo: version.titulo,
      referencia: document.referencia,
      versao: version.versao,
      conteudo: version.conteudo,
      sha256: version.sha256,
      atualizadoEm: version.criado_em.toISOString(),
      autor: version.autor,
      assinaturas: signatures.map(
        (row: { usuario: string; assinado_em: Date; versao: number; sha256: string }) => ({
          usuario: row.usuario,
          assinadoEm: row.assinado_em.toISOString(),
          versao: row.versao,
          sha256: row.sha256,
        }),
      ),
    };
  }

  /** One version as a PDF (the current one without `versao`), with its signatures, and the file name a person would give it. */
  async pdf(
    companyId: string,
    id: string,
    versao?: number,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const document = await this.get(companyId, id, versao);
    const [letterhead, [{ versao_atual: currentVersion }]] = await Promise.all([
      companyLetterhead(this.dataSource, companyId),
      this.dataSource.query(
        `SELECT versao_atual FROM documento WHERE empresa_id = $1 AND id = $2`,
        [companyId, id],
      ),
    ]);
    const pdf = await this.pdfs.render(
      documentPrint(document, {
        company: letterhead,
        timeZone: letterhead.timeZone,
        currentVersion,
        issuedAt: new Date(),
      }),
    );
    return { pdf, fileName: documentFileName(document.titulo, `v${document.versao}`) };
  }

  async versions(companyId: string, id: string) {
    await this.get(companyId, id);
    const rows = await this.dataSource.query(
      `SELECT v.versao, v.titulo, encode(v.sha256, 'hex') AS sha256, v.criado_em, u.name AS autor,
              (SELECT count(*)::int FROM documento_assinatura s WHERE s.empresa_id = v.empresa_id AND s.documento_id = v.documento_id AND s.versao = v.versao) AS assinaturas
         FROM documento_versao v LEFT JOIN users u ON u.id = v.autor_id
        WHERE v.empresa_id = $1 AND v.documento_id = $2 ORDER BY v.versao DESC`,
      [companyId, id],
    );
    return rows.map((row: { criado_em: Date }) => ({
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
      const [document] = isUuid(id)
        ? await manager.query(
            `SELECT versao_atual FROM documento WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
            [companyId, id],
          )
        : [];
      if (!document) throw platformError('NAO_ENCONTRADO', 'Documento não encontrado.');
      if (document.versao_atual !== edit.versaoBase) {
        throw platformError(
          'VERSAO_DESATUALIZADA',
          `O documento mudou desde a versão ${edit.versaoBase} (atual: ${document.versao_atual}). Recarregue e refaça a edição.`,
          { versaoAtual: document.versao_atual },
        );
      }
      const [current] = await manager.query(
        `SELECT titulo, conteudo FROM documento_versao WHERE empresa_id = $1 AND documento_id = $2 AND versao = $3`,
        [companyId, id, document.versao_atual],
      );
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
      const version = document.versao_atual + 1;
      await manager.query(
        `INSERT INTO documento_versao (empresa_id, documento_id, versao, titulo, conteudo, sha256, autor_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [companyId, id, version, title, next, versionHash(title, next), userId],
      );
      await manager.query(
        `UPDATE documento SET versao_atual = $3, titulo = $4, atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
        [companyId, id, version, title],
      );
    });
    return this.get(companyId, id);
  }

  /** Signs the current version (the one the signer saw: `versao` must be it). */
  async sign(companyId: string, id: string, userId: string, versao: number) {
    const document = await this.get(companyId, id);
    if (document.versao !== versao) {
      throw platformError(
        'VERSAO_DESATUALIZADA',
        `Só a versão atual (${document.versao}) pode ser assinada.`,
        { versaoAtual: document.versao },
      );
    }
    await this.dataSource.query(
      `INSERT INTO documento_assinatura (empresa_id, documento_id, versao, usuario_id, sha256)
       SELECT $1, $2, $3, $4, sha256 FROM documento_versao WHERE empresa_id = $1 AND documento_id = $2 AND versao = $3
       ON CONFLICT (empresa_id, documento_id, versao, usuario_id) DO NOTHING`,
      [companyId, id, versao, userId],
    );
    return this.get(companyId, id);
  }

  /** Word-level differences between two versions, section by section. */
  async diff(companyId: string, id: string, from: number, to: number): Promise<DocumentDiff> {
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

function cleanContent(content: DocumentContent): DocumentContent {
  return {
    secoes: content.secoes.map((section) =>
      section.tipo === 'texto' ? { ...section, html: sanitizeRichText(section.html) } : section,
    ),
  };
}
