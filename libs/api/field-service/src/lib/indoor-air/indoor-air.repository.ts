import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IndoorAirReference, IndoorAirSchedule, IndoorAirValue } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** The default interval between analyses, in months (DESIGN §4), when the contract sets none. */
export const DEFAULT_ANALYSIS_MONTHS = 6;

export interface AnalysisRow {
  id: string;
  contratoId: string;
  contrato: string;
  ambienteId: string | null;
  ambiente: string | null;
  laboratorio: string;
  laboratorioCnpj: string | null;
  laboratorioAcreditacao: string | null;
  laboratorioResponsavel: string | null;
  laboratorioResponsavelRegistro: string | null;
  generosFungos: string[];
  dataColeta: string;
  laudoNumero: string | null;
  observacao: string | null;
  arquivoId: string | null;
  resultado: 'CONFORME' | 'NAO_CONFORME';
  criadoEm: Date;
  valores: IndoorAirValue[];
}

/** The lab's identity and the genera, as written to `analise_ar`. */
export interface LabReportFields {
  laboratorio: string;
  laboratorioCnpj: string | null;
  laboratorioAcreditacao: string | null;
  laboratorioResponsavel: string | null;
  laboratorioResponsavelRegistro: string | null;
  generosFungos: string[];
}

/** One contract's analysis schedule, before it is judged against today. */
export type ScheduleRow = Omit<IndoorAirSchedule, 'situacao' | 'retesteAte'> & {
  /** The earliest sampling among the rooms whose latest analysis failed (null: none). */
  reprovadaEm: string | null;
};

const ANALYSIS_SELECT = `
  SELECT x.id, x.contrato_id AS "contratoId", c.codigo AS contrato, x.ambiente_id AS "ambienteId",
         a.codigo || ' — ' || a.nome AS ambiente, x.laboratorio, x.laboratorio_cnpj AS "laboratorioCnpj",
         x.laboratorio_acreditacao AS "laboratorioAcreditacao", x.laboratorio_responsavel AS "laboratorioResponsavel",
         x.laboratorio_responsavel_registro AS "laboratorioResponsavelRegistro", x.generos_fungos AS "generosFungos", to_char(x.data_coleta, 'YYYY-MM-DD') AS "dataColeta",
         x.laudo_numero AS "laudoNumero", x.observacao, x.arquivo_id AS "arquivoId", x.resultado, x.criado_em AS "criadoEm",
         coalesce((SELECT json_agg(json_build_object('grandeza', v.grandeza, 'interno', v.interno::float8, 'externo', v.externo::float8) ORDER BY v.grandeza)
                     FROM analise_ar_valor v WHERE v.empresa_id = x.empresa_id AND v.analise_id = x.id), '[]') AS valores
    FROM analise_ar x
    JOIN contrato c ON c.empresa_id = x.empresa_id AND c.id = x.contrato_id
    LEFT JOIN ambiente a ON a.empresa_id = x.empresa_id AND a.id = x.ambiente_id`;

/**
 * Indoor-air data: the NBR 17037 reference (shared by every company) and each company's
 * analyses, their values, and each contract's schedule (last sampling + interval).
 */
@Injectable()
export class IndoorAirRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  references(): Promise<IndoorAirReference[]> {
    return this.dataSource.query(
      `SELECT codigo, grandeza, nome, unidade, comparacao, minimo::float8 AS minimo, maximo::float8 AS maximo, aplicacao, fonte
         FROM qualidade_ar_referencia ORDER BY ordem`,
    );
  }

  /** The analyses of the company (or of one contract), latest sampling first. */
  analyses(companyId: string, contractId: string | null): Promise<AnalysisRow[]> {
    return this.dataSource.query(
      `${ANALYSIS_SELECT}
        WHERE x.empresa_id = $1 AND ($2::uuid IS NULL OR x.contrato_id = $2)
        ORDER BY x.data_coleta DESC, x.criado_em DESC`,
      [companyId, contractId],
    );
  }

  async analysis(
    companyId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AnalysisRow | undefined> {
    const [row]: AnalysisRow[] = await manager.query(
      `${ANALYSIS_SELECT} WHERE x.empresa_id = $1 AND x.id = $2`,
      [companyId, id],
    );
    return row;
  }

  /**
   * The latest analysis of each room of a contract (the contract-wide ones count as one
   * room), most recent first: what the PMOC prints as the last results.
   */
  latestPerRoom(companyId: string, contractId: string): Promise<AnalysisRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (coalesce(q."ambienteId"::text, '')) q.*
           FROM (${ANALYSIS_SELECT} WHERE x.empresa_id = $1 AND x.contrato_id = $2) q
          ORDER BY coalesce(q."ambienteId"::text, ''), q."dataColeta" DESC, q."criadoEm" DESC) latest
        ORDER BY "dataColeta" DESC, ambiente NULLS FIRST`,
      [companyId, contractId],
    );
  }

  /** Whether the contract exists, and (given) whether the room is one of its rooms. */
  async contractAndRoom(
    manager: EntityManager,
    companyId: string,
    contractId: string,
    roomId: string | null,
  ): Promise<{ contract: boolean; room: boolean }> {
    const [row] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM contrato WHERE empresa_id = $1 AND id = $2) AS contract,
              ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM ambiente WHERE empresa_id = $1 AND contrato_id = $2 AND id = $3)) AS room`,
      [companyId, contractId, roomId],
    );
    return row;
  }

  async insert(
    manager: EntityManager,
    analysis: LabReportFields & {
      id: string;
      companyId: string;
      contractId: string;
      roomId: string | null;
      dataColeta: string;
      laudoNumero: string | null;
      observacao: string | null;
      fileId: string | null;
      resultado: 'CONFORME' | 'NAO_CONFORME';
      userId: string;
      valores: IndoorAirValue[];
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO analise_ar (id, empresa_id, contrato_id, ambiente_id, laboratorio, data_coleta, laudo_numero, observacao, arquivo_id, resultado, criado_por,
                               laboratorio_cnpj, laboratorio_acreditacao, laboratorio_responsavel, laboratorio_responsavel_registro, generos_fungos)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        analysis.id,
        analysis.companyId,
        analysis.contractId,
        analysis.roomId,
        analysis.laboratorio,
        analysis.dataColeta,
        analysis.laudoNumero,
        analysis.observacao,
        analysis.fileId,
        analysis.resultado,
        analysis.userId,
        analysis.laboratorioCnpj,
        analysis.laboratorioAcreditacao,
        analysis.laboratorioResponsavel,
        analysis.laboratorioResponsavelRegistro,
        analysis.generosFungos,
      ],
    );
    await manager.query(
      `INSERT INTO analise_ar_valor (empresa_id, analise_id, grandeza, interno, externo)
       SELECT $1, $2, grandeza, interno, externo
         FROM jsonb_to_recordset($3::jsonb) AS v(grandeza text, interno numeric, externo numeric)`,
      [analysis.companyId, analysis.id, JSON.stringify(analysis.valores)],
    );
  }

  /** Rewrites the report's identity (the lab, its report number, the fungal genera). */
  async updateReport(
    manager: EntityManager,
    companyId: string,
    id: string,
    report: LabReportFields & { laudoNumero: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE analise_ar SET laboratorio = $3, laboratorio_cnpj = $4, laboratorio_acreditacao = $5,
              laboratorio_responsavel = $6, laboratorio_responsavel_registro = $7, generos_fungos = $8, laudo_numero = $9
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        report.laboratorio,
        report.laboratorioCnpj,
        report.laboratorioAcreditacao,
        report.laboratorioResponsavel,
        report.laboratorioResponsavelRegistro,
        report.generosFungos,
        report.laudoNumero,
      ],
    );
  }

  /** Locks the analysis row (attaching a PDF counts its files under the lock); false when absent. */
  async lock(manager: EntityManager, companyId: string, id: string): Promise<boolean> {
    const rows = await manager.query(
      'SELECT 1 FROM analise_ar WHERE empresa_id = $1 AND id = $2 FOR UPDATE',
      [companyId, id],
    );
    return rows.length > 0;
  }

  /** Sets the first PDF when the analysis had none (`arquivo_id`, which the portal serves). */
  async setFirstFile(manager: EntityManager, companyId: string, id: string, fileId: string) {
    await manager.query(
      'UPDATE analise_ar SET arquivo_id = coalesce(arquivo_id, $3) WHERE empresa_id = $1 AND id = $2',
      [companyId, id, fileId],
    );
  }

  /**
   * Each contract's schedule (or one contract's): its last sampling date, the next due
   * (last + interval months; none without an analysis), whether the latest analysis of
   * some room failed (and the earliest such sampling), and the rooms never analysed.
   * Retired contracts are left out.
   */
  schedules(companyId: string, contractId: string | null = null): Promise<ScheduleRow[]> {
    return this.dataSource.query(
      `SELECT c.id AS "contratoId", c.codigo AS contrato,
              coalesce(c.meses_analise_ar, ${DEFAULT_ANALYSIS_MONTHS}) AS "intervaloMeses",
              to_char(last.data, 'YYYY-MM-DD') AS "ultimaColeta",
              to_char(last.data + make_interval(months => coalesce(c.meses_analise_ar, ${DEFAULT_ANALYSIS_MONTHS})), 'YYYY-MM-DD') AS proxima,
              EXISTS (SELECT 1 FROM (
                        SELECT DISTINCT ON (coalesce(x.ambiente_id::text, '')) x.resultado
                          FROM analise_ar x WHERE x.empresa_id = c.empresa_id AND x.contrato_id = c.id
                         ORDER BY coalesce(x.ambiente_id::text, ''), x.data_coleta DESC, x.criado_em DESC) l
                       WHERE l.resultado = 'NAO_CONFORME') AS reprovada,
              (SELECT to_char(min(l.data_coleta), 'YYYY-MM-DD') FROM (
                        SELECT DISTINCT ON (coalesce(x.ambiente_id::text, '')) x.resultado, x.data_coleta
                          FROM analise_ar x WHERE x.empresa_id = c.empresa_id AND x.contrato_id = c.id
                         ORDER BY coalesce(x.ambiente_id::text, ''), x.data_coleta DESC, x.criado_em DESC) l
                       WHERE l.resultado = 'NAO_CONFORME') AS "reprovadaEm",
              array(SELECT a.codigo FROM ambiente a
                     WHERE a.empresa_id = c.empresa_id AND a.contrato_id = c.id
                       AND NOT EXISTS (SELECT 1 FROM analise_ar x WHERE x.empresa_id = a.empresa_id AND x.ambiente_id = a.id)
                     ORDER BY a.codigo) AS "ambientesPendentes"
         FROM contrato c
         LEFT JOIN LATERAL (SELECT max(x.data_coleta) AS data FROM analise_ar x
                             WHERE x.empresa_id = c.empresa_id AND x.contrato_id = c.id) last ON true
        WHERE c.empresa_id = $1 AND c.desativado_em IS NULL AND ($2::uuid IS NULL OR c.id = $2)
        ORDER BY c.codigo`,
      [companyId, contractId],
    );
  }

  /** Sets the contract's interval (null: the default); false when the company has no such contract. */
  async setInterval(companyId: string, contractId: string, months: number | null) {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE contrato SET meses_analise_ar = $3, atualizado_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, contractId, months],
    );
    return count > 0;
  }
}
