import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RecoveryLine } from '@campo/contracts';
import { CLIENT_SCOPE, type FluidReportScope, reportParams } from './fluid.repository';

/** The annual report's parts added by issue 31: recoveries, reviews waiting, and the names of its scope. */
@Injectable()
export class FluidReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The year's withdrawals in the scope, with where the gas went, oldest first. */
  async recoveries(companyId: string, scope: FluidReportScope): Promise<RecoveryLine[]> {
    const rows: Array<RecoveryLine & { quantidadeKg: string }> = await this.dataSource.query(
      `SELECT e.id, e.data_evento AS "dataEvento", q.codigo AS "equipamentoCodigo", e.setor, e.tipo_gas AS "tipoGas",
              e.quantidade_kg AS "quantidadeKg", e.destino, e.cilindro, e.certificado
         FROM fluido_evento e LEFT JOIN equipamento q ON q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND e.excluido_em IS NULL AND e.tipo_evento = 'RETIRADA' AND e.data_evento BETWEEN $2 AND $3
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
        ORDER BY e.data_evento, e.registrado_em, e.id`,
      reportParams(companyId, scope),
    );
    return rows.map((row) => ({ ...row, quantidadeKg: Number(row.quantidadeKg) }));
  }

  /** How many events of the scope still wait for a supervisor's review. */
  async pendingReviews(companyId: string, scope: FluidReportScope): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n
         FROM fluido_evento e LEFT JOIN equipamento q ON q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND e.excluido_em IS NULL AND e.revisao = 'PENDENTE' AND e.data_evento BETWEEN $2 AND $3
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}`,
      reportParams(companyId, scope),
    );
    return n;
  }

  /** The client's name and the contract's code of a scope (undefined: not a client or contract of the company). */
  async scopeNames(
    companyId: string,
    scope: { clienteId: string | null; contratoId: string | null },
  ): Promise<{ cliente: string | null; contrato: string | null } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT nome FROM cliente WHERE empresa_id = $1 AND id = $2) AS cliente,
              (SELECT codigo FROM contrato WHERE empresa_id = $1 AND id = $3) AS contrato`,
      [companyId, scope.clienteId, scope.contratoId],
    );
    if ((scope.clienteId && !row.cliente) || (scope.contratoId && !row.contrato)) return undefined;
    return row;
  }
}
