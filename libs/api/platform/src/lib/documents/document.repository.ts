import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  DocumentContent,
  DocumentSummary,
  DocumentVersionSummary,
  SignatureQualification,
} from '@campo/contracts';

export interface DocumentRow {
  id: string;
  tipo: string;
  tipo_rotulo: string | null;
  referencia: Record<string, unknown>;
  versao_atual: number;
}

export interface VersionRow {
  versao: number;
  titulo: string;
  conteudo: DocumentContent;
  /** Hex. */
  sha256: string;
  criado_em: Date;
  autor: string | null;
}

export interface SignatureRow {
  usuario: string;
  assinado_em: Date;
  versao: number;
  /** Hex. */
  sha256: string;
  qualificacao: SignatureQualification[];
}

type Stored<T extends { atualizadoEm?: string; criadoEm?: string }> = Omit<
  T,
  'atualizadoEm' | 'criadoEm'
>;

/**
 * The SQL of platform documents, their versions and signatures, always within one
 * company. Statements run on the manager they are given (a transaction's), or on
 * the data source by default.
 */
@Injectable()
export class DocumentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    document: {
      companyId: string;
      tipo: string;
      rotuloTipo: string | null;
      titulo: string;
      referencia: Record<string, unknown>;
      autorId: string | null;
    },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO documento (empresa_id, tipo, tipo_rotulo, titulo, referencia, criado_por) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        document.companyId,
        document.tipo,
        document.rotuloTipo,
        document.titulo,
        document.referencia,
        document.autorId,
      ],
    );
    return id;
  }

  async insertVersion(
    version: {
      companyId: string;
      documentId: string;
      versao: number;
      titulo: string;
      conteudo: DocumentContent;
      sha256: Buffer;
      autorId: string | null;
    },
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `INSERT INTO documento_versao (empresa_id, documento_id, versao, titulo, conteudo, sha256, autor_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        version.companyId,
        version.documentId,
        version.versao,
        version.titulo,
        version.conteudo,
        version.sha256,
        version.autorId,
      ],
    );
  }

  list(
    companyId: string,
    tipo: string | undefined,
  ): Promise<Array<Stored<DocumentSummary> & { atualizado_em: Date }>> {
    return this.dataSource.query(
      `SELECT d.id, d.tipo, d.titulo, d.referencia, d.versao_atual AS versao, d.atualizado_em,
              EXISTS (SELECT 1 FROM documento_assinatura s WHERE s.empresa_id = d.empresa_id AND s.documento_id = d.id AND s.versao = d.versao_atual) AS assinado
         FROM documento d WHERE d.empresa_id = $1 AND ($2::text IS NULL OR d.tipo = $2) ORDER BY d.atualizado_em DESC`,
      [companyId, tipo ?? null],
    );
  }

  async find(companyId: string, id: string): Promise<DocumentRow | undefined> {
    const [document] = await this.dataSource.query(
      `SELECT id, tipo, tipo_rotulo, referencia, versao_atual FROM documento WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return document;
  }

  /** The current version number, the document's row locked until the transaction ends. */
  async lockCurrentVersion(
    companyId: string,
    id: string,
    manager: EntityManager,
  ): Promise<number | undefined> {
    const [document] = await manager.query(
      `SELECT versao_atual FROM documento WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
      [companyId, id],
    );
    return document?.versao_atual;
  }

  async currentVersion(companyId: string, id: string): Promise<number> {
    const [{ versao_atual }] = await this.dataSource.query(
      `SELECT versao_atual FROM documento WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return versao_atual;
  }

  async setCurrentVersion(
    companyId: string,
    id: string,
    version: number,
    title: string,
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `UPDATE documento SET versao_atual = $3, titulo = $4, atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, version, title],
    );
  }

  async findVersion(
    companyId: string,
    id: string,
    versao: number,
  ): Promise<VersionRow | undefined> {
    const [version] = await this.dataSource.query(
      `SELECT v.versao, v.titulo, v.conteudo, encode(v.sha256, 'hex') AS sha256, v.criado_em, u.name AS autor
         FROM documento_versao v LEFT JOIN users u ON u.id = v.autor_id
        WHERE v.empresa_id = $1 AND v.documento_id = $2 AND v.versao = $3`,
      [companyId, id, versao],
    );
    return version;
  }

  /** What an edit starts from: the title and content of one version. */
  async versionContent(
    companyId: string,
    id: string,
    versao: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ titulo: string; conteudo: DocumentContent }> {
    const [current] = await manager.query(
      `SELECT titulo, conteudo FROM documento_versao WHERE empresa_id = $1 AND documento_id = $2 AND versao = $3`,
      [companyId, id, versao],
    );
    return current;
  }

  versions(
    companyId: string,
    id: string,
  ): Promise<Array<Stored<DocumentVersionSummary> & { criado_em: Date }>> {
    return this.dataSource.query(
      `SELECT v.versao, v.titulo, encode(v.sha256, 'hex') AS sha256, v.criado_em, u.name AS autor,
              (SELECT count(*)::int FROM documento_assinatura s WHERE s.empresa_id = v.empresa_id AND s.documento_id = v.documento_id AND s.versao = v.versao) AS assinaturas
         FROM documento_versao v LEFT JOIN users u ON u.id = v.autor_id
        WHERE v.empresa_id = $1 AND v.documento_id = $2 ORDER BY v.versao DESC`,
      [companyId, id],
    );
  }

  signatures(companyId: string, id: string, versao: number): Promise<SignatureRow[]> {
    return this.dataSource.query(
      `SELECT u.name AS usuario, s.assinado_em, s.versao, encode(s.sha256, 'hex') AS sha256, s.qualificacao
         FROM documento_assinatura s JOIN users u ON u.id = s.usuario_id
        WHERE s.empresa_id = $1 AND s.documento_id = $2 AND s.versao = $3 ORDER BY s.assinado_em`,
      [companyId, id, versao],
    );
  }

  /**
   * Signs with the version's own stored hash, keeping what the signature states
   * beside the name; signing twice is a no-op.
   */
  async sign(
    companyId: string,
    id: string,
    versao: number,
    userId: string,
    qualificacao: SignatureQualification[],
  ) {
    await this.dataSource.query(
      `INSERT INTO documento_assinatura (empresa_id, documento_id, versao, usuario_id, sha256, qualificacao)
       SELECT $1, $2, $3, $4, sha256, $5::jsonb FROM documento_versao WHERE empresa_id = $1 AND documento_id = $2 AND versao = $3
       ON CONFLICT (empresa_id, documento_id, versao, usuario_id) DO NOTHING`,
      [companyId, id, versao, userId, JSON.stringify(qualificacao)],
    );
  }
}
