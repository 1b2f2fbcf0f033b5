import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AcceptanceKind,
  AuthorisedSigner,
  AuthorisedSignerInput,
  PhotoLabel,
  PositionMoment,
  PublicReportLinkView,
  ReadingKind,
  VisitManifest,
} from '@campo/contracts';
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
  /** The free text as the phone sent it (`descricao` falls back to the catalogue name). */
  descricaoLivre: string | null;
  observacao: string | null;
  grandeza: ReadingKind | null;
  /** A reading's kind as the company's catalogue names it. */
  grandezaNome: string | null;
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
  /** SHA-256 (hex) of the bytes as uploaded; null for photos stored before it was kept. */
  sha256Enviado: string | null;
  rotulo: PhotoLabel;
  legenda: string | null;
  adendo: boolean;
  tecnico: string;
  registradoEm: Date;
}

export interface AcceptanceRow {
  id: string;
  userId: string;
  tipo: AcceptanceKind;
  nome: string | null;
  cargo: string | null;
  documento: string | null;
  assinanteConhecido: boolean | null;
  /** What the client signed (null: an acceptance from an older phone, sealed at once). */
  manifesto: VisitManifest | null;
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
  /** Null once eliminated at the end of its retention term (the SHA-256 stays). */
  conteudo: Record<string, unknown> | null;
  sha256: Buffer;
  seladoEm: Date;
}

/** A line or photo about to be corrected, with the values it holds now. */
export interface CorrectableEntry {
  tabela: 'registro' | 'foto';
  kind: VisitRecordKind | 'FOTO';
  removido: boolean;
  valores: Record<string, unknown>;
}

/** Who stored a write under a client id, and the hash of what they sent (any company). */
export interface StoredWrite {
  tabela: 'registro' | 'foto' | 'aceite' | 'correcao';
  companyId: string;
  userId: string;
  orderId: string;
  requestHash: Buffer;
}

/** The company setting (`companies.settings`) that turns check-in and check-out positions on. */
export const ATTENDANCE_LOCATION_SETTING = 'localizacaoAtendimento';

/** `companies.settings` key of the days a no-login report link works (default VISIT_REPORT_LINK_DAYS). */
export const REPORT_LINK_DAYS_SETTING = 'diasLinkRelatorio';

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
               UNION ALL SELECT 'aceite', empresa_id, usuario_id, ordem_servico_id, request_hash FROM visita_aceite WHERE id = $1
               UNION ALL SELECT 'correcao', empresa_id, usuario_id, ordem_servico_id, request_hash FROM visita_correcao WHERE id = $1) w
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
      sha256Enviado: string;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_foto (id, empresa_id, ordem_servico_id, usuario_id, arquivo_id, rotulo, legenda, adendo,
                                request_hash, sha256_enviado)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, decode($10, 'hex'))`,
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
        photo.sha256Enviado,
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
      cargo: string | null;
      assinanteConhecido: boolean | null;
      manifesto: VisitManifest | null;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_aceite (id, empresa_id, ordem_servico_id, usuario_id, tipo, nome, documento,
                                  assinatura_arquivo_id, motivo, em, request_hash, cargo,
                                  assinante_conhecido, manifesto)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
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
        acceptance.cargo,
        acceptance.assinanteConhecido,
        acceptance.manifesto ? JSON.stringify(acceptance.manifesto) : null,
      ],
    );
  }

  /** Whether the company records the technician's position at check-in and check-out. */
  async recordsPositions(companyId: string, manager?: EntityManager): Promise<boolean> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT coalesce((settings->>$2)::boolean, false) AS enabled FROM companies WHERE id = $1`,
      [companyId, ATTENDANCE_LOCATION_SETTING],
    );
    return row?.enabled === true;
  }

  async insertPosition(
    position: {
      companyId: string;
      orderId: string;
      userId: string;
      momento: PositionMoment;
      latitude: number;
      longitude: number;
      precisao: number;
      em: Date;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_posicao (empresa_id, ordem_servico_id, usuario_id, momento, latitude, longitude, precisao_m, em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        position.companyId,
        position.orderId,
        position.userId,
        position.momento,
        position.latitude,
        position.longitude,
        position.precisao,
        position.em,
      ],
    );
  }

  positions(
    companyId: string,
    orderId: string,
  ): Promise<
    Array<{
      momento: PositionMoment;
      tecnico: string;
      latitude: number;
      longitude: number;
      precisao: number;
      em: Date;
    }>
  > {
    return this.dataSource.query(
      `SELECT p.momento, u.name AS tecnico, p.latitude, p.longitude, p.precisao_m AS precisao, p.em
         FROM visita_posicao p JOIN users u ON u.id = p.usuario_id
        WHERE p.empresa_id = $1 AND p.ordem_servico_id = $2
        ORDER BY p.em, p.momento`,
      [companyId, orderId],
    );
  }

  /** Supervisors' addenda to the report, oldest first. */
  addenda(
    companyId: string,
    orderId: string,
  ): Promise<Array<{ id: string; texto: string; autor: string; registradoEm: Date }>> {
    return this.dataSource.query(
      `SELECT a.id, a.texto, u.name AS autor, a.registrado_em AS "registradoEm"
         FROM visita_adendo a JOIN users u ON u.id = a.usuario_id
        WHERE a.empresa_id = $1 AND a.ordem_servico_id = $2
        ORDER BY a.registrado_em, a.id`,
      [companyId, orderId],
    );
  }

  async insertAddendum(
    addendum: { companyId: string; orderId: string; userId: string; texto: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_adendo (empresa_id, ordem_servico_id, usuario_id, texto) VALUES ($1, $2, $3, $4)`,
      [addendum.companyId, addendum.orderId, addendum.userId, addendum.texto],
    );
  }

  /** The report's writes (lines and photos) of the order, by client id, with their request hashes. */
  async writesOf(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<Map<string, Buffer>> {
    const rows: Array<{ id: string; requestHash: Buffer }> = await executor(
      this.dataSource,
      manager,
    ).query(
      `SELECT id, request_hash AS "requestHash" FROM visita_registro
        WHERE empresa_id = $1 AND ordem_servico_id = $2 AND removido_em IS NULL
       UNION ALL
       SELECT id, request_hash FROM visita_foto
        WHERE empresa_id = $1 AND ordem_servico_id = $2 AND removido_em IS NULL`,
      [companyId, orderId],
    );
    return new Map(rows.map((row) => [row.id, row.requestHash]));
  }

  /** The technician's start of the attendance: the phone's time and when the server received it. */
  /** The technician's start of the attendance on the order: the phone's time and when it arrived. */
  start(
    companyId: string,
    orderId: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<{ em: Date; registradoEm: Date } | undefined> {
    return this.attendanceStep(companyId, orderId, 'inicio', userId, manager);
  }

  /** The finish of the attendance (by whoever finished it): the phone's time and when it arrived. */
  finish(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<{ em: Date; registradoEm: Date } | undefined> {
    return this.attendanceStep(companyId, orderId, 'fim', null, manager);
  }

  private async attendanceStep(
    companyId: string,
    orderId: string,
    step: 'inicio' | 'fim',
    userId: string | null,
    manager?: EntityManager,
  ): Promise<{ em: Date; registradoEm: Date } | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT em, registrado_em AS "registradoEm" FROM tecnico_acao
        WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tipo = $3
          AND ($4::uuid IS NULL OR usuario_id = $4)
        ORDER BY registrado_em LIMIT 1`,
      [companyId, orderId, step, userId],
    );
    return row;
  }

  /** Marks writes the signed manifest does not list: they are shown apart, outside the seal. */
  async markOutsideManifest(
    companyId: string,
    orderId: string,
    ids: string[],
    manager: EntityManager,
  ): Promise<void> {
    if (ids.length === 0) return;
    for (const table of ['visita_registro', 'visita_foto'])
      await manager.query(
        `UPDATE ${table} SET adendo = true WHERE empresa_id = $1 AND ordem_servico_id = $2 AND id = ANY($3::uuid[])`,
        [companyId, orderId, ids],
      );
  }

  /**
   * Who may sign for the order's client: its client users (role CLIENTE, active) and its
   * register of authorised signers, by name and document.
   */
  async signersOf(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<Array<{ nome: string; documento: string | null }>> {
    return executor(this.dataSource, manager).query(
      `WITH client AS (
         SELECT c.cliente_id AS id FROM ordem_servico o
           JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
          WHERE o.empresa_id = $1 AND o.id = $2)
       SELECT u.name AS nome, NULL::text AS documento FROM users u, client
        WHERE u.empresa_id = $1 AND u.role = 'CLIENTE' AND u.cliente_id = client.id AND u.active
       UNION ALL
       SELECT s.nome, s.documento FROM cliente_assinante s, client
        WHERE s.empresa_id = $1 AND s.cliente_id = client.id`,
      [companyId, orderId],
    );
  }

  authorisedSigners(companyId: string, clientId: string): Promise<AuthorisedSigner[]> {
    return this.dataSource.query(
      `SELECT id, nome, cargo, documento FROM cliente_assinante
        WHERE empresa_id = $1 AND cliente_id = $2 ORDER BY nome, id`,
      [companyId, clientId],
    );
  }

  async clientExists(companyId: string, clientId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM cliente WHERE empresa_id = $1 AND id = $2`,
      [companyId, clientId],
    );
    return rows.length > 0;
  }

  async insertAuthorisedSigner(
    companyId: string,
    clientId: string,
    signer: AuthorisedSignerInput,
  ): Promise<AuthorisedSigner> {
    const [row] = await this.dataSource.query(
      `INSERT INTO cliente_assinante (empresa_id, cliente_id, nome, cargo, documento)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, nome, cargo, documento`,
      [companyId, clientId, signer.nome, signer.cargo ?? null, signer.documento ?? null],
    );
    return row;
  }

  async deleteAuthorisedSigner(companyId: string, clientId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `DELETE FROM cliente_assinante WHERE empresa_id = $1 AND cliente_id = $2 AND id = $3 RETURNING id`,
      [companyId, clientId, id],
    );
    return rows.length > 0;
  }

  /** A seal by its verification code (the first 12 bytes of its SHA-256), with what the public page shows. */
  async sealByCode(codeBytesHex: string): Promise<
    | {
        /** Null once eliminated at the end of its retention term. */
        conteudo: Record<string, unknown> | null;
        conteudoEliminadoEm: Date | null;
        sha256: Buffer;
        seladoEm: Date;
        empresaId: string;
        empresa: string;
        ordem: string;
        cliente: string | null;
        assinante: string | null;
        em: Date | null;
      }
    | undefined
  > {
    const [row] = await this.dataSource.query(
      `SELECT s.conteudo, s.conteudo_eliminado_em AS "conteudoEliminadoEm", s.sha256,
              s.selado_em AS "seladoEm", s.empresa_id AS "empresaId", co.name AS empresa, o.codigo AS ordem,
              cl.nome AS cliente, a.nome AS assinante, a.em
         FROM visita_selo s
         JOIN companies co ON co.id = s.empresa_id
         JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
         LEFT JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
         LEFT JOIN visita_aceite a ON a.empresa_id = s.empresa_id AND a.ordem_servico_id = s.ordem_servico_id
        WHERE substring(s.sha256 from 1 for 12) = decode($1, 'hex')
        ORDER BY s.selado_em LIMIT 1`,
      [codeBytesHex],
    );
    return row;
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

  /**
   * The order's checklist answers. `naoSeAplica` is present only on an item that did not
   * apply (its reason in `observacao`), so the sealed content of every other answer reads
   * as it always has.
   */
  async checklist(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
  ): Promise<
    Array<{ item: string; conforme: boolean; observacao: string | null; naoSeAplica?: true }>
  > {
    const rows: Array<{
      item: string;
      conforme: boolean;
      observacao: string | null;
      naoSeAplica: boolean;
    }> = await executor(this.dataSource, manager).query(
      `SELECT item, conforme, observacao, nao_se_aplica AS "naoSeAplica" FROM checklist_resposta
        WHERE empresa_id = $1 AND ordem_servico_id = $2 ORDER BY item`,
      [companyId, orderId],
    );
    return rows.map(({ naoSeAplica, ...answer }) =>
      naoSeAplica ? { ...answer, naoSeAplica: true as const } : answer,
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
              coalesce(r.descricao, c.nome) AS descricao, r.descricao AS "descricaoLivre", r.observacao, r.grandeza,
              g.nome AS "grandezaNome", r.valor, r.quantidade,
              r.unidade, r.adendo, u.name AS tecnico, r.registrado_em AS "registradoEm"
         FROM visita_registro r
         JOIN users u ON u.id = r.usuario_id
         LEFT JOIN visita_catalogo c ON c.empresa_id = r.empresa_id AND c.id = r.catalogo_id
         LEFT JOIN visita_catalogo g ON g.empresa_id = r.empresa_id AND g.tipo = 'LEITURA' AND g.codigo = r.grandeza
        WHERE r.empresa_id = $1 AND r.ordem_servico_id = $2 AND r.removido_em IS NULL
        ORDER BY r.registrado_em, r.id`,
      [companyId, orderId],
    );
  }

  photos(companyId: string, orderId: string, manager?: EntityManager): Promise<VisitPhotoRow[]> {
    return executor(this.dataSource, manager).query(
      `SELECT f.id, f.arquivo_id AS "fileId", encode(f.sha256_enviado, 'hex') AS "sha256Enviado",
              f.rotulo, f.legenda, f.adendo, u.name AS tecnico,
              f.registrado_em AS "registradoEm"
         FROM visita_foto f JOIN users u ON u.id = f.usuario_id
        WHERE f.empresa_id = $1 AND f.ordem_servico_id = $2 AND f.removido_em IS NULL
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
      `SELECT f.id, f.arquivo_id AS "fileId", encode(f.sha256_enviado, 'hex') AS "sha256Enviado",
              f.rotulo, f.legenda, f.adendo, '' AS tecnico,
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
      `SELECT a.id, a.usuario_id AS "userId", a.tipo, a.nome, a.cargo, a.documento,
              a.assinante_conhecido AS "assinanteConhecido", a.manifesto,
              a.assinatura_arquivo_id AS "signatureFileId", a.motivo, a.em,
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
      `SELECT 1 FROM visita_foto WHERE empresa_id = $1 AND ordem_servico_id = $2 AND rotulo = $3 AND removido_em IS NULL LIMIT 1`,
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

  /**
   * A line or photo of the order, read for a correction under the order's lock (which
   * every write of the report takes); `removido` says whether it was already removed.
   */
  async correctable(
    companyId: string,
    orderId: string,
    entryId: string,
    manager: EntityManager,
  ): Promise<CorrectableEntry | undefined> {
    const [row] = await manager.query(
      `SELECT 'registro' AS tabela, tipo AS kind, removido_em IS NOT NULL AS removido,
              jsonb_build_object('catalogoId', catalogo_id, 'descricao', descricao, 'observacao', observacao,
                                 'grandeza', grandeza, 'valor', valor, 'quantidade', quantidade, 'unidade', unidade) AS valores
         FROM visita_registro WHERE empresa_id = $1 AND ordem_servico_id = $2 AND id = $3
       UNION ALL
       SELECT 'foto', 'FOTO', removido_em IS NOT NULL,
              jsonb_build_object('rotulo', rotulo, 'legenda', legenda, 'bytes', encode(sha256_enviado, 'hex'))
         FROM visita_foto WHERE empresa_id = $1 AND ordem_servico_id = $2 AND id = $3`,
      [companyId, orderId, entryId],
    );
    return row;
  }

  /**
   * Rewrites a line's fields (its kind, id and times stay) and the hash it is held under,
   * as if it had been written so: the manifest the client signs lists the corrected line.
   */
  async updateRecord(
    companyId: string,
    entryId: string,
    requestHash: Buffer,
    line: Pick<
      NewVisitRecord,
      'catalogId' | 'descricao' | 'observacao' | 'grandeza' | 'valor' | 'quantidade' | 'unidade'
    >,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE visita_registro SET catalogo_id = $3, descricao = $4, observacao = $5, grandeza = $6, valor = $7,
                                  quantidade = $8, unidade = $9, request_hash = $10
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        entryId,
        line.catalogId,
        line.descricao,
        line.observacao,
        line.grandeza,
        line.valor,
        line.quantidade,
        line.unidade,
        requestHash,
      ],
    );
  }

  async updatePhoto(
    companyId: string,
    entryId: string,
    requestHash: Buffer,
    photo: { rotulo: PhotoLabel; legenda: string | null },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE visita_foto SET rotulo = $3, legenda = $4, request_hash = $5 WHERE empresa_id = $1 AND id = $2`,
      [companyId, entryId, photo.rotulo, photo.legenda, requestHash],
    );
  }

  /** Marks a line or photo removed; the row stays for the history. */
  async remove(
    companyId: string,
    table: CorrectableEntry['tabela'],
    entryId: string,
    userId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ${table === 'foto' ? 'visita_foto' : 'visita_registro'} SET removido_em = now(), removido_por = $3
        WHERE empresa_id = $1 AND id = $2`,
      [companyId, entryId, userId],
    );
  }

  /** One correction, with what the entry held before it. */
  async insertCorrection(
    correction: {
      id: string;
      companyId: string;
      orderId: string;
      userId: string;
      entryId: string;
      tabela: CorrectableEntry['tabela'];
      acao: 'EDICAO' | 'EXCLUSAO';
      anterior: Record<string, unknown>;
      requestHash: Buffer;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO visita_correcao (id, empresa_id, ordem_servico_id, usuario_id, registro_id, tabela, acao, anterior, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        correction.id,
        correction.companyId,
        correction.orderId,
        correction.userId,
        correction.entryId,
        correction.tabela,
        correction.acao,
        JSON.stringify(correction.anterior),
        correction.requestHash,
      ],
    );
  }

  /** Whether the order has the client's acceptance (after it, nothing is corrected). */
  async hasAcceptance(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM visita_aceite WHERE empresa_id = $1 AND ordem_servico_id = $2`,
      [companyId, orderId],
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

  /** The link of a token, unless revoked (a revoked link is as unknown as a made-up one). */
  async link(
    tokenHash: Buffer,
  ): Promise<{ companyId: string; orderId: string; expiresAt: Date } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT empresa_id AS "companyId", ordem_servico_id AS "orderId", expira_em AS "expiresAt"
         FROM visita_link WHERE token_hash = $1 AND revogado_em IS NULL`,
      [tokenHash],
    );
    return row;
  }

  /** The days a new link works, as the company set them (null: the default). */
  async linkDays(companyId: string, manager?: EntityManager): Promise<number | null> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT (settings->>$2)::int AS days FROM companies WHERE id = $1`,
      [companyId, REPORT_LINK_DAYS_SETTING],
    );
    return row?.days ?? null;
  }

  /** The company's links still within their term (revoked ones too), newest first. */
  async publicLinks(companyId: string): Promise<PublicReportLinkView[]> {
    return this.dataSource.query(
      `SELECT l.id, l.ordem_servico_id AS "ordemId", o.codigo AS ordem,
              to_json(l.criado_em) #>> '{}' AS "criadoEm", to_json(l.expira_em) #>> '{}' AS "expiraEm",
              to_json(l.revogado_em) #>> '{}' AS "revogadoEm", u.name AS "revogadoPor"
         FROM visita_link l
         JOIN ordem_servico o ON o.empresa_id = l.empresa_id AND o.id = l.ordem_servico_id
         LEFT JOIN users u ON u.empresa_id = l.empresa_id AND u.id = l.revogado_por
        WHERE l.empresa_id = $1 AND l.expira_em > now()
        ORDER BY l.criado_em DESC, l.id
        LIMIT 500`,
      [companyId],
    );
  }

  /** Revokes a link of the company; false when it has none with the id or it was revoked. */
  async revokeLink(companyId: string, id: string, userId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `UPDATE visita_link SET revogado_em = now(), revogado_por = $3
        WHERE empresa_id = $1 AND id = $2 AND revogado_em IS NULL RETURNING id`,
      [companyId, id, userId],
    );
    return rows.length > 0;
  }
}
