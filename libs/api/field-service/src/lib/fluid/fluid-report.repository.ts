import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PendingFluidEvent, RecoveryLine } from '@campo/contracts';
import { RECOVERY_CERTIFICATE, RECOVERY_DESTINATION } from './fluid-cylinder.repository';
import { CLIENT_SCOPE, COUNTED, type FluidReportScope, reportParams } from './fluid.repository';

/** A client and gas's installed charge and the year's counted movements (see MassBalanceLine). */
export interface MassBalanceRow {
  clienteId: string | null;
  cliente: string;
  tipoGas: string;
  unidades: number;
  unidadesSemCarga: number;
  instaladoKg: number;
  carregadoKg: number;
  recolhidoKg: number;
  destinadoKg: number;
}

/** An active unit and its nominal charge. */
export interface UnitOnGas {
  equipamentoId: string;
  codigo: string;
  cliente: string;
  setor: string;
  tipoGas: string;
  cargaKg: number | null;
}

/** The annual report's parts added by issue 31: recoveries, reviews waiting, and the names of its scope. */
@Injectable()
export class FluidReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The year's withdrawals in the scope, with where the gas went (its recovery cylinder's
   * destination when it has one: `RECOVERY_DESTINATION`), oldest first.
   */
  async recoveries(companyId: string, scope: FluidReportScope): Promise<RecoveryLine[]> {
    const rows: Array<RecoveryLine & { quantidadeKg: string }> = await this.dataSource.query(
      `SELECT e.id, e.data_evento AS "dataEvento", q.codigo AS "equipamentoCodigo", e.setor, e.tipo_gas AS "tipoGas",
              e.quantidade_kg AS "quantidadeKg", ${RECOVERY_DESTINATION} AS destino,
              coalesce(k.identificacao, e.cilindro) AS cilindro, ${RECOVERY_CERTIFICATE} AS certificado
         FROM fluido_evento e LEFT JOIN equipamento q ON q.id = e.equipamento_id
         LEFT JOIN fluido_cilindro k ON k.empresa_id = e.empresa_id AND k.id = e.cilindro_id
        WHERE e.empresa_id = $1 AND ${COUNTED} AND e.tipo_evento = 'RETIRADA' AND e.data_evento BETWEEN $2 AND $3
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
        ORDER BY e.data_evento, e.registrado_em, e.id`,
      reportParams(companyId, scope),
    );
    return rows.map((row) => ({ ...row, quantidadeKg: Number(row.quantidadeKg) }));
  }

  /** The events of the scope still waiting for a supervisor's review, oldest first: outside the totals. */
  async pendingReviews(companyId: string, scope: FluidReportScope): Promise<PendingFluidEvent[]> {
    const rows: Array<PendingFluidEvent & { quantidadeKg: string }> = await this.dataSource.query(
      `SELECT e.id, e.data_evento AS "dataEvento", q.codigo AS "equipamentoCodigo", e.setor, e.tipo_gas AS "tipoGas",
              e.tipo_evento AS "tipoEvento", e.quantidade_kg AS "quantidadeKg", e.sinais
         FROM fluido_evento e LEFT JOIN equipamento q ON q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND e.excluido_em IS NULL AND e.revisao = 'PENDENTE' AND e.data_evento BETWEEN $2 AND $3
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
        ORDER BY e.data_evento, e.registrado_em, e.id`,
      reportParams(companyId, scope),
    );
    return rows.map((row) => ({ ...row, quantidadeKg: Number(row.quantidadeKg) }));
  }

  /**
   * Per client and gas of the scope: the units (active ones, by their current gas) with
   * their nominal charges, and the year's counted kg charged, recovered and recovered to
   * an off-site destination (regeneration, destruction), by the same destination as the
   * recovery list (`RECOVERY_DESTINATION`: the cylinder's destination when it has one).
   */
  async massBalance(companyId: string, scope: FluidReportScope): Promise<MassBalanceRow[]> {
    const rows: Array<Record<keyof MassBalanceRow, string | number | null>> =
      await this.dataSource.query(
        `WITH units AS (
         SELECT c.cliente_id, q.tipo_gas, count(*)::int AS unidades,
                count(*) FILTER (WHERE q.carga_gas_kg IS NULL OR q.carga_gas_kg <= 0)::int AS sem_carga,
                coalesce(sum(q.carga_gas_kg) FILTER (WHERE q.carga_gas_kg > 0), 0) AS instalado
           FROM equipamento q JOIN contrato c ON c.empresa_id = q.empresa_id AND c.id = q.contrato_id
          WHERE q.empresa_id = $1 AND q.desativado_em IS NULL AND q.tipo_gas IS NOT NULL
            AND ($4::text IS NULL OR q.setor = $4) AND ($5::text IS NULL OR q.tipo_gas = $5) AND ${CLIENT_SCOPE}
          GROUP BY 1, 2),
       moved AS (
         SELECT c.cliente_id, e.tipo_gas,
                coalesce(sum(e.quantidade_kg) FILTER (WHERE e.tipo_evento = 'RECARGA'), 0) AS carregado,
                coalesce(sum(e.quantidade_kg) FILTER (WHERE e.tipo_evento = 'RETIRADA'), 0) AS recolhido,
                coalesce(sum(e.quantidade_kg) FILTER (WHERE e.tipo_evento = 'RETIRADA'
                                                        AND ${RECOVERY_DESTINATION} IN ('REGENERACAO', 'DESTRUICAO')), 0) AS destinado
           FROM fluido_evento e JOIN equipamento q ON q.id = e.equipamento_id
           JOIN contrato c ON c.empresa_id = q.empresa_id AND c.id = q.contrato_id
          WHERE e.empresa_id = $1 AND ${COUNTED} AND e.data_evento BETWEEN $2 AND $3
            AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
          GROUP BY 1, 2)
       SELECT coalesce(u.cliente_id, m.cliente_id) AS "clienteId", coalesce(k.nome, 'Sem cliente') AS cliente,
              coalesce(u.tipo_gas, m.tipo_gas) AS "tipoGas", coalesce(u.unidades, 0) AS unidades,
              coalesce(u.sem_carga, 0) AS "unidadesSemCarga", coalesce(u.instalado, 0) AS "instaladoKg",
              coalesce(m.carregado, 0) AS "carregadoKg", coalesce(m.recolhido, 0) AS "recolhidoKg",
              coalesce(m.destinado, 0) AS "destinadoKg"
         FROM units u FULL JOIN moved m ON m.cliente_id IS NOT DISTINCT FROM u.cliente_id AND m.tipo_gas = u.tipo_gas
         LEFT JOIN cliente k ON k.empresa_id = $1 AND k.id = coalesce(u.cliente_id, m.cliente_id)
        ORDER BY 2, 3`,
        reportParams(companyId, scope),
      );
    return rows.map((row) => ({
      clienteId: row.clienteId as string | null,
      cliente: row.cliente as string,
      tipoGas: row.tipoGas as string,
      unidades: Number(row.unidades),
      unidadesSemCarga: Number(row.unidadesSemCarga),
      instaladoKg: Number(row.instaladoKg),
      carregadoKg: Number(row.carregadoKg),
      recolhidoKg: Number(row.recolhidoKg),
      destinadoKg: Number(row.destinadoKg),
    }));
  }

  /** The scope's active units on one of the given gases (the HCFCs), by client and code. */
  async unitsOnGases(
    companyId: string,
    scope: Pick<FluidReportScope, 'setor' | 'contratoId' | 'clienteId'>,
    gases: string[],
  ): Promise<UnitOnGas[]> {
    const rows: Array<UnitOnGas & { cargaKg: string | null }> = await this.dataSource.query(
      `SELECT q.id AS "equipamentoId", q.codigo, coalesce(k.nome, 'Sem cliente') AS cliente, q.setor,
              q.tipo_gas AS "tipoGas", q.carga_gas_kg AS "cargaKg"
         FROM equipamento q JOIN contrato c ON c.empresa_id = q.empresa_id AND c.id = q.contrato_id
         LEFT JOIN cliente k ON k.empresa_id = q.empresa_id AND k.id = c.cliente_id
        WHERE q.empresa_id = $1 AND q.desativado_em IS NULL AND q.tipo_gas = ANY($2::text[])
          AND ($3::text IS NULL OR q.setor = $3) AND ($4::uuid IS NULL OR q.contrato_id = $4)
          AND ($5::uuid IS NULL OR c.cliente_id = $5)
        ORDER BY 3, 2`,
      [companyId, gases, scope.setor, scope.contratoId ?? null, scope.clienteId ?? null],
    );
    return rows.map((row) => ({
      ...row,
      cargaKg: row.cargaKg === null ? null : Number(row.cargaKg),
    }));
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
