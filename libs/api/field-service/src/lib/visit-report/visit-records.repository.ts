import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AcceptanceKind, PhotoLabel, ReadingKind } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';

export type VisitRecordKind = 'SERVICO' | 'LEITURA' | 'MATERIAL' | 'RECOMENDACAO';

/** A line of what was done, as written (one table, a kind per line). */
export interface NewVisitRecord {
  id: string;
  companyId: string;
  orderId: string;
  userId: string;
  kind: VisitRecordKind;
  catalogId: string | null;
  descricao: string | null;
  observacao: string | null;
  grandeza: ReadingKind | null;
  valor: number | null;
  quantidade: number | null;
  unidade: string | null;
  adendo: boolean;
  requestHash: Buffer;
}

export interface VisitRecordRow {
  id: string;
  kind: VisitRecordKind;
  catalogId: string | null;
  descricao: string | null;
  observacao: string | null;
  grandeza: ReadingKind | null;
  valor: string | null;
  quantidade: string | null;
  unidade: string | null;
  adendo: boolean;
  tecnico: string;
  registradoEm: Date;
}

export interface VisitPhotoRow {
  id: string;
  fileId: string;
  rotulo: PhotoLabel;
  legenda: string | null;
  adendo: boolean;
  tecnico: string;
  registradoEm: Date;
}

export interface AcceptanceRow {
  id: string;
  tipo: AcceptanceKind;
  nome: string | null;
  documento: string | null;
  signatureFileId: string | null;
  motivo: string | null;
  em: Date;
  tecnico: string;
  registradoEm: Date;
}

/** The order as the report heads it: client, contract, unit, times, technicians, recipients. */
export interface VisitHeaderRow {
  id: string;
  codigo: string;
  tipo: string;
  descricao: string | null;
  abertura: Date;
  inicioAtendimento: Date | null;
  fimAtendimento: Date | null;
  causaRaiz: string | null;
  contrato: string;
  emailsRgm: string | null;
  cliente: string | null;
  equipamento: {
    codigo: string;
    descricao: string | null;
    setor: string | null;
    localizacao: string | null;
    tipo: string | null;
    fabricante: string | null;
    modelo: string | null;
  } | null;
  tecnicos: string[];
}

export interface SealRow {
  conteudo: Record<string, unknown>;
  sha256: Buffer;
  seladoEm: Date;
}

/** Who stored a write under a client id, and the hash of what they sent (any company). */
export interface StoredWrite {
  tabela: 'registro' | 'foto' | 'aceite';
  companyId: string;
  userId: string;
  orderId: string;
  requestHash: Buffer;
}

/**
 * The SQL of a visit report: the lines of what was done, photos, the client's
 * acceptance, the seal and the e-mailed links. Writes join the caller's transaction,
 * which holds the order's lock, so a record is either inside the seal or an addendum.
 */
@Injectable()
export class VisitRecordsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isAllocated(
    companyId: string,
    orderId: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await executor(this.dataSource, manager).query(
      `SELECT 1 FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tecnico_id = $3 LIMIT 1`,
      [companyId, orderId, userId],
    );
    return rows.length > 0;
  }

  /** A write already stored under this client id, in any of the report's tables. */
  async storedWrite(id: string, manager?: EntityManager): Promise<StoredWrite | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT tabela, empresa_id AS "companyId", usuario_id AS "userId", ordem_servico_id AS "orderId",
              request_hash AS "requestHash"
         FROM (SELECT 'registro' AS tabela, empresa_id, usuario_id, ordem_servico_id, request_hash FROM visita_registro WHERE id = $1
               UNION ALL SELECT 'foto', empresa_id, usuario_id, ordem_servico_id, request_hash FROM visita_foto WHERE id = $1
               UNION ALL SELECT 'aceite', empresa_id, usuario_id, ordem_servico_id, request_hash FROM visita_aceite WHERE id = $1) w
        LIMIT 1`,
      [id],
    );
    return row;
  }

  async insertRecord(record: NewVisitRecord, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO visita_registro (id, empresa_id, ordem_servico_id, usuario_id, tipo, catalogo_id, descricao,
                                    observacao, grandeza, valor, quantidade, unidade, adendo, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        record.id,
        record.companyId,
        record.orderId,
        record.userId,
        record.kind,
        record.catalogId,
        record.descricao,
        record.observacao,
        record.grandeza,
        record.valor,
        record.quantidade,
        record.unidade,
        record.adendo,
        record.requestHash,
      ],
    );
  }

  async insertPhoto(
    photo: {
      id: string;
      companyId: string;
      orderId: string;
      userId: string;
      fileId: string;
      rotulo: PhotoLabel;
      legenda: string | null;
      adendo: boolean;
      requestHash: Buffer;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_foto (id, empresa_id, ordem_servico_id, usuario_id, arquivo_id, rotulo, legenda, adendo, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        photo.id,
        photo.companyId,
        photo.orderId,
        photo.userId,
        photo.fileId,
        photo.rotulo,
        photo.legenda,
        photo.adendo,
        photo.requestHash,
      ],
    );
  }

  async insertAcceptance(
    acceptance: {
      id: string;
      companyId: string;
      orderId: string;
      userId: string;
      tipo: AcceptanceKind;
      nome: string | null;
      documento: string | null;
      signatureFileId: string | null;
      motivo: string | null;
      em: Date;
      requestHash: Buffer;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_aceite (id, empresa_id, ordem_servico_id, usuario_id, tipo, nome, documento,
                                  assinatura_arquivo_id, motivo, em, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        acceptance.id,
        acceptance.companyId,
        acceptance.orderId,
        acceptance.userId,
        acceptance.tipo,
        acceptance.nome,
        acceptance.documento,
        acceptance.signatureFileId,
        acceptance.motivo,
        acceptance.em,
        acceptance.requestHash,
      ],
    );
  }

  async header(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<VisitHeaderRow | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT o.id, o.codigo, o.tipo, o.descricao, o.abertura, o.inicio_atendimento AS "inicioAtendimento",
              o.fim_atendimento AS "fimAtendimento", o.causa_raiz AS "causaRaiz", c.codigo AS contrato,
              c.emails_rgm AS "emailsRgm", cl.nome AS cliente,
              CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object(
                'codigo', e.codigo, 'descricao', e.descricao, 'setor', e.setor, 'localizacao', e.localizacao,
                'tipo', e.tipo, 'fabricante', e.fabricante, 'modelo', e.modelo) END AS equipamento,
              coalesce((SELECT array_agg(u.name ORDER BY a.inicio, a.id) FROM alocacao a JOIN users u ON u.id = a.tecnico_id
                         WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id), '{}') AS tecnicos
         FROM ordem_servico o
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         LEFT JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
         LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE o.empresa_id = $1 AND o.id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  checklist(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<Array<{ item: string; conforme: boolean; observacao: string | null }>> {
    return executor(this.dataSource, manager).query(
      `SELECT item, conforme, observacao FROM checklist_resposta WHERE empresa_id = $1 AND ordem_servico_id = $2 ORDER BY item`,
      [companyId, orderId],
    );
  }

  /** The order's gas events (not deleted), for the report. */
  fluids(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<
    Array<{
      id: string;
      tipoGas: string;
      tipoEvento: string;
      quantidadeKg: number;
      dataEvento: string;
    }>
  > {
    return executor(this.dataSource, manager).query(
      `SELECT id, tipo_gas AS "tipoGas", tipo_evento AS "tipoEvento", quantidade_kg::float8 AS "quantidadeKg",
              data_evento::text AS "dataEvento"
         FROM fluido_evento WHERE empresa_id = $1 AND ordem_servico_id = $2 AND excluido_em IS NULL
        ORDER BY data_evento, registrado_em, id`,
      [companyId, orderId],
    );
  }

  /** The lines of what was done on the order, in the order they reached the server. */
  records(companyId: string, orderId: string, manager?: EntityManager): Promise<VisitRecordRow[]> {
    return executor(this.dataSource, manager).query(
      `SELECT r.id, r.tipo AS kind, r.catalogo_id AS "catalogId",
              coalesce(r.descricao, c.nome) AS descricao, r.observacao, r.grandeza, r.valor, r.quantidade,
              r.unidade, r.adendo, u.name AS tecnico, r.registrado_em AS "registradoEm"
         FROM visita_registro r
         JOIN users u ON u.id = r.usuario_id
         LEFT JOIN visita_catalogo c ON c.empresa_id = r.empresa_id AND c.id = r.catalogo_id
        WHERE r.empresa_id = $1 AND r.ordem_servico_id = $2
        ORDER BY r.registrado_em, r.id`,
      [companyId, orderId],
    );
  }

  photos(companyId: string, orderId: string, manager?: EntityManager): Promise<VisitPhotoRow[]> {
    return executor(this.dataSource, manager).query(
      `SELECT f.id, f.arquivo_id AS "fileId", f.rotulo, f.legenda, f.adendo, u.name AS tecnico,
              f.registrado_em AS "registradoEm"
         FROM visita_foto f JOIN users u ON u.id = f.usuario_id
        WHERE f.empresa_id = $1 AND f.ordem_servico_id = $2
        ORDER BY f.registrado_em, f.id`,
      [companyId, orderId],
    );
  }

  /** One photo of the order (another company's or order's id: undefined). */
  async photo(
    companyId: string,
    orderId: string,
    photoId: string,
  ): Promise<VisitPhotoRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT f.id, f.arquivo_id AS "fileId", f.rotulo, f.legenda, f.adendo, '' AS tecnico,
              f.registrado_em AS "registradoEm"
         FROM visita_foto f WHERE f.empresa_id = $1 AND f.ordem_servico_id = $2 AND f.id = $3`,
      [companyId, orderId, photoId],
    );
    return row;
  }

  async acceptance(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<AcceptanceRow | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT a.id, a.tipo, a.nome, a.documento, a.assinatura_arquivo_id AS "signatureFileId", a.motivo, a.em,
              u.name AS tecnico, a.registrado_em AS "registradoEm"
         FROM visita_aceite a JOIN users u ON u.id = a.usuario_id
        WHERE a.empresa_id = $1 AND a.ordem_servico_id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  async seal(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<SealRow | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT conteudo, sha256, selado_em AS "seladoEm" FROM visita_selo WHERE empresa_id = $1 AND ordem_servico_id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  async insertSeal(
    companyId: string,
    orderId: string,
    seal: { conteudo: unknown; sha256: Buffer },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_selo (empresa_id, ordem_servico_id, conteudo, sha256) VALUES ($1, $2, $3::jsonb, $4)`,
      [companyId, orderId, JSON.stringify(seal.conteudo), seal.sha256],
    );
  }

  /** Whether the order has a photo with this label. */
  async hasPhoto(
    companyId: string,
    orderId: string,
    label: PhotoLabel,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM visita_foto WHERE empresa_id = $1 AND ordem_servico_id = $2 AND rotulo = $3 LIMIT 1`,
      [companyId, orderId, label],
    );
    return rows.length > 0;
  }

  /** Whether the file is one of the order's photos or its client's signature. */
  async holdsEvidenceFile(companyId: string, orderId: string, fileId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM visita_foto WHERE empresa_id = $1 AND ordem_servico_id = $2 AND arquivo_id = $3
       UNION ALL
       SELECT 1 FROM visita_aceite WHERE empresa_id = $1 AND ordem_servico_id = $2 AND assinatura_arquivo_id = $3
       LIMIT 1`,
      [companyId, orderId, fileId],
    );
    return rows.length > 0;
  }

  async insertLink(
    link: { companyId: string; orderId: string; tokenHash: Buffer; expiresAt: Date },
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO visita_link (empresa_id, ordem_servico_id, token_hash, expira_em) VALUES ($1, $2, $3, $4)`,
      [link.companyId, link.orderId, link.tokenHash, link.expiresAt],
    );
  }

  async link(
    tokenHash: Buffer,
  ): Promise<{ companyId: string; orderId: string; expiresAt: Date } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT empresa_id AS "companyId", ordem_servico_id AS "orderId", expira_em AS "expiresAt"
         FROM visita_link WHERE token_hash = $1`,
      [tokenHash],
    );
    return row;
  }
}
