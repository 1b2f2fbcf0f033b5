import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  RgmEvent,
  RgmOrigin,
  RgmSnapshot,
  RgmState,
  RgmSummary,
  RgmView,
  Role,
} from '@campo/contracts';
import { jsonbParam, type PageRequest } from '@campo/platform';
import { executor } from '../common/transaction';

/** The row an action locks: its state and what a recomputation needs. */
export interface LockedRgm {
  estado: RgmState;
  contratoId: string | null;
  inicio: string;
  fim: string;
}

/** What the notice of a sent RGM says, and to whom it goes. */
export interface RgmNoticeRow {
  inicio: string;
  fim: string;
  consolidado: boolean;
  /** The contract's code and its RGM recipients as typed in the contract; null when consolidated. */
  contratoCodigo: string | null;
  emailsRgm: string | null;
  cliente: string | null;
  empresa: string;
}

interface RgmSummaryRow {
  id: string;
  estado: RgmState;
  origem: RgmOrigin;
  contrato_id: string | null;
  consolidado: boolean;
  inicio: string;
  fim: string;
  calculado_em: Date;
  liberado_em: Date | null;
  liberado_por: string | null;
  enviado_em: Date | null;
  contrato_codigo: string | null;
  cliente_nome: string | null;
}

const SUMMARY_COLUMNS = `r.id, r.estado, r.origem, r.contrato_id, r.consolidado, r.inicio, r.fim, r.calculado_em, r.liberado_em,
  (SELECT name FROM users WHERE id = r.liberado_por) AS liberado_por, r.enviado_em,
  (SELECT c.codigo FROM contrato c WHERE c.id = r.contrato_id) AS contrato_codigo,
  (SELECT cl.nome FROM contrato c JOIN cliente cl ON cl.id = c.cliente_id WHERE c.id = r.contrato_id) AS cliente_nome`;

const LIST_SCOPE = `r.empresa_id = $1 AND ($2::uuid IS NULL OR r.contrato_id = $2) AND ($3::text IS NULL OR r.estado = $3)`;

/**
 * The RGM aggregate: `rgm`, its history (`rgm_evento`) and its kept PDF (`rgm_pdf`), with
 * the few reads around them (the contract, the company's settings, the recipients).
 * Methods that write take the service's transaction (see common/transaction.ts).
 */
@Injectable()
export class RgmRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async contractExists(companyId: string, contractId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT id FROM contrato WHERE empresa_id = $1 AND id = $2`,
      [companyId, contractId],
    );
    return rows.length > 0;
  }

  /** The company's recurrence setting for the RGM (`settings.rgmRecorrencia`), if it set one. */
  async recurrenceSetting(
    companyId: string,
  ): Promise<Partial<{ ocorrencias: number; dias: number }> | undefined> {
    const [company]: Array<{ settings: { rgmRecorrencia?: object } | null }> =
      await this.dataSource.query(`SELECT settings FROM companies WHERE id = $1`, [companyId]);
    return company?.settings?.rgmRecorrencia;
  }

  /**
   * The RGM that holds the scope (a contract, or consolidated when null) and period: the
   * one the unique index `rgm_escopo_periodo_key` covers (old duplicates are marked
   * `duplicado_de` and left out).
   */
  async findInScope(
    companyId: string,
    contractId: string | null,
    period: { inicio: string; fim: string },
  ): Promise<{ id: string; estado: RgmState } | undefined> {
    const [row]: Array<{ id: string; estado: RgmState }> = await this.dataSource.query(
      `SELECT id, estado FROM rgm
        WHERE empresa_id = $1 AND contrato_id IS NOT DISTINCT FROM $2 AND inicio = $3 AND fim = $4
          AND duplicado_de IS NULL`,
      [companyId, contractId, period.inicio, period.fim],
    );
    return row;
  }

  async insert(
    values: {
      companyId: string;
      contractId: string | null;
      inicio: string;
      fim: string;
      origem: RgmOrigin;
      snapshot: RgmSnapshot;
      userId: string | null;
    },
    manager?: EntityManager,
  ): Promise<string> {
    const [row]: Array<{ id: string }> = await executor(this.dataSource, manager).query(
      `INSERT INTO rgm (empresa_id, contrato_id, consolidado, inicio, fim, origem, snapshot, versao_formulas, calculado_em, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        values.companyId,
        values.contractId,
        values.contractId === null,
        values.inicio,
        values.fim,
        values.origem,
        jsonbParam(values.snapshot),
        values.snapshot.versaoFormulas,
        values.snapshot.calculadoEm,
        values.userId,
      ],
    );
    return row.id;
  }

  async recordEvent(
    companyId: string,
    id: string,
    action: string,
    userId: string | null,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO rgm_evento (empresa_id, rgm_id, acao, usuario_id) VALUES ($1, $2, $3, $4)`,
      [companyId, id, action, userId],
    );
  }

  /** A client of the company and its contracts by code (a client's consolidated month). */
  async clientContracts(
    companyId: string,
    clientId: string,
  ): Promise<
    | {
        cliente: { id: string; codigo: string; nome: string };
        contratos: Array<{ id: string; codigo: string; descricao: string | null }>;
      }
    | undefined
  > {
    const [cliente] = await this.dataSource.query(
      `SELECT id, codigo, nome FROM cliente WHERE empresa_id = $1 AND id = $2`,
      [companyId, clientId],
    );
    if (!cliente) return undefined;
    const contratos = await this.dataSource.query(
      `SELECT id, codigo, descricao FROM contrato WHERE empresa_id = $1 AND cliente_id = $2 ORDER BY codigo`,
      [companyId, clientId],
    );
    return { cliente, contratos };
  }

  /**
   * The contracts' RGMs of exactly this period (one per contract: `rgm_escopo_periodo_key`),
   * with the frozen summary and preventive figures of each snapshot, read as stored.
   */
  ofContracts(
    companyId: string,
    contractIds: readonly string[],
    period: { inicio: string; fim: string },
  ): Promise<
    Array<{
      id: string;
      contratoId: string;
      estado: RgmState;
      versaoFormulas: number;
      resumo: RgmSnapshot['resumo'];
      preventivas: NonNullable<RgmSnapshot['preventivas']>['resumo'] | null;
    }>
  > {
    return this.dataSource.query(
      `SELECT r.id, r.contrato_id AS "contratoId", r.estado, r.versao_formulas AS "versaoFormulas",
              r.snapshot->'resumo' AS resumo, r.snapshot->'preventivas'->'resumo' AS preventivas
         FROM rgm r
        WHERE r.empresa_id = $1 AND r.contrato_id = ANY($2::uuid[]) AND r.inicio = $3 AND r.fim = $4
          AND r.duplicado_de IS NULL`,
      [companyId, contractIds, period.inicio, period.fim],
    );
  }

  /** A page of the company's RGMs, newest period first, and how many match in all. */
  async list(
    companyId: string,
    filter: { contratoId: string | null; estado: string | null },
    page: PageRequest,
  ): Promise<{ itens: RgmSummary[]; total: number }> {
    const params = [companyId, filter.contratoId, filter.estado];
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM rgm r WHERE ${LIST_SCOPE}`,
      params,
    );
    const rows: RgmSummaryRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM rgm r WHERE ${LIST_SCOPE}
        ORDER BY r.inicio DESC, r.criado_em DESC LIMIT $4 OFFSET $5`,
      [...params, page.porPagina, (page.pagina - 1) * page.porPagina],
    );
    return { itens: rows.map(toSummary), total };
  }

  /**
   * The RGM as shown. `computed`: the snapshot just written, which the caller already holds:
   * then the row's 5 MB of `jsonb` (a 10,000-order month) is not read back and parsed again.
   */
  async find(
    companyId: string,
    id: string,
    computed?: RgmSnapshot,
  ): Promise<Omit<RgmView, 'eventos'> | undefined> {
    const [row]: Array<
      RgmSummaryRow & {
        snapshot: RgmSnapshot;
        liberado_por_papel: Role | null;
        ciente_nome: string | null;
        ciente_em: Date | null;
      }
    > = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, ${computed ? 'NULL' : 'r.snapshot'} AS snapshot, (SELECT role FROM users WHERE id = r.liberado_por) AS liberado_por_papel,
              r.ciente_nome, r.ciente_em
         FROM rgm r WHERE r.empresa_id = $1 AND r.id = $2`,
      [companyId, id],
    );
    return (
      row && {
        ...toSummary(row),
        snapshot: computed ?? row.snapshot,
        liberadoPorPapel: row.liberado_por_papel,
        cienteCliente:
          row.ciente_nome && row.ciente_em
            ? { nome: row.ciente_nome, em: row.ciente_em.toISOString() }
            : null,
      }
    );
  }

  /** The RGM's history, oldest first. */
  async events(companyId: string, id: string): Promise<RgmEvent[]> {
    const rows: Array<{ acao: string; usuario: string | null; em: Date }> =
      await this.dataSource.query(
        `SELECT e.acao, u.name AS usuario, e.em FROM rgm_evento e LEFT JOIN users u ON u.id = e.usuario_id
          WHERE e.empresa_id = $1 AND e.rgm_id = $2 ORDER BY e.em, e.id`,
        [companyId, id],
      );
    return rows.map((row) => ({ ...row, em: row.em.toISOString() }));
  }

  /** Locks the row for the transaction's action; undefined when the company has no such RGM. */
  async lock(
    companyId: string,
    id: string,
    manager: EntityManager,
  ): Promise<LockedRgm | undefined> {
    const [row]: LockedRgm[] = await manager.query(
      `SELECT estado, contrato_id AS "contratoId", inicio, fim FROM rgm WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
      [companyId, id],
    );
    return row;
  }

  async updateSnapshot(
    companyId: string,
    id: string,
    snapshot: RgmSnapshot,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE rgm SET snapshot = $3, versao_formulas = $4, calculado_em = $5 WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, jsonbParam(snapshot), snapshot.versaoFormulas, snapshot.calculadoEm],
    );
  }

  async markReleased(
    companyId: string,
    id: string,
    userId: string | null,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE rgm SET estado = 'liberado', liberado_por = $3, liberado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, userId],
    );
  }

  async markSent(companyId: string, id: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE rgm SET estado = 'enviado', enviado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  async markDraft(companyId: string, id: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE rgm SET estado = 'rascunho', liberado_por = NULL, liberado_em = NULL, enviado_em = NULL WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  async notice(companyId: string, id: string, manager?: EntityManager): Promise<RgmNoticeRow> {
    const [row]: RgmNoticeRow[] = await executor(this.dataSource, manager).query(
      `SELECT r.inicio, r.fim, r.consolidado, c.codigo AS "contratoCodigo", c.emails_rgm AS "emailsRgm",
              cl.nome AS cliente, co.name AS empresa
         FROM rgm r JOIN companies co ON co.id = r.empresa_id
         LEFT JOIN contrato c ON c.id = r.contrato_id LEFT JOIN cliente cl ON cl.id = c.cliente_id
        WHERE r.empresa_id = $1 AND r.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The e-mails of the company's active administrators and supervisors. */
  async supervisorEmails(companyId: string, manager?: EntityManager): Promise<string[]> {
    const rows: Array<{ email: string }> = await executor(this.dataSource, manager).query(
      `SELECT email FROM users WHERE empresa_id = $1 AND role IN ('ADMIN', 'SUPERVISOR') AND active`,
      [companyId],
    );
    return rows.map((row) => row.email);
  }

  async storedPdf(companyId: string, id: string): Promise<Buffer | undefined> {
    const [row]: Array<{ pdf: Buffer }> = await this.dataSource.query(
      `SELECT pdf FROM rgm_pdf WHERE empresa_id = $1 AND rgm_id = $2`,
      [companyId, id],
    );
    return row?.pdf;
  }

  /**
   * Keeps the PDF only if the RGM is still the release that was rendered (not reopened
   * meanwhile; the instant went through a JS Date, hence the millisecond tolerance); of
   * two concurrent renders, the first stored wins.
   */
  async keepPdf(
    companyId: string,
    id: string,
    pdf: Buffer,
    sha256: Buffer,
    releasedAt: string | null,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO rgm_pdf (empresa_id, rgm_id, pdf, sha256)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM rgm WHERE empresa_id = $1 AND id = $2 AND estado <> 'rascunho'
                      AND liberado_em BETWEEN $5::timestamptz - interval '1 ms' AND $5::timestamptz + interval '1 ms')
       ON CONFLICT DO NOTHING`,
      [companyId, id, pdf, sha256, releasedAt],
    );
  }

  /** Records the client's acknowledgement once (the first one stands); answers whether it did now. */
  async markAcknowledged(
    companyId: string,
    id: string,
    name: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    const [, count] = await executor(this.dataSource, manager).query(
      `UPDATE rgm SET ciente_nome = $3, ciente_em = now()
        WHERE empresa_id = $1 AND id = $2 AND estado IN ('liberado', 'enviado') AND ciente_em IS NULL`,
      [companyId, id, name],
    );
    return count > 0;
  }

  async forgetPdf(companyId: string, id: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `DELETE FROM rgm_pdf WHERE empresa_id = $1 AND rgm_id = $2`,
      [companyId, id],
    );
  }
}

function toSummary(row: RgmSummaryRow): RgmSummary {
  return {
    id: row.id,
    estado: row.estado,
    origem: row.origem,
    contratoId: row.contrato_id,
    contrato: row.contrato_id
      ? { codigo: row.contrato_codigo as string, cliente: row.cliente_nome }
      : null,
    consolidado: row.consolidado,
    inicio: row.inicio,
    fim: row.fim,
    calculadoEm: row.calculado_em.toISOString(),
    liberadoEm: row.liberado_em?.toISOString() ?? null,
    liberadoPor: row.liberado_por,
    enviadoEm: row.enviado_em?.toISOString() ?? null,
  };
}
