import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  FluidAuditEntry,
  FluidEventKind,
  FluidEventView,
  FluidFlag,
  FluidReviewState,
  RecoveryDestination,
  RefrigerantGas,
} from '@campo/contracts';
import type { PageRequest } from '@campo/platform';
import { executor } from '../common/transaction';

export interface NewFluidEvent {
  id: string;
  companyId: string;
  orderId: string | null;
  equipmentId: string;
  sector: string;
  gas: string;
  kind: FluidEventKind;
  kg: number;
  day: string;
  requestHash: Buffer;
  userId: string | null;
  /** Why it waits for review (none: stored as any other). */
  flags?: FluidFlag[];
  recovery?: RecoveryFields;
  /** The registered cylinder picked (checked by `FluidCylinderService.forEvent`). */
  cylinderId?: string | null;
}

/** Withdrawals: where the gas went, the cylinder and the certificate. */
export interface RecoveryFields {
  destino: RecoveryDestination | null;
  cilindro: string | null;
  certificado: string | null;
}

/** One month's kg of a sector, gas and event kind. */
export interface FluidReportCell {
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  mes: number;
  kg: number;
}

/** A recharge in the year, with the kg its equipment received in the 365 days ending that day (any year). */
export interface FluidRechargeRow {
  equipamentoId: string;
  codigo: string;
  setor: string;
  tipoGas: string;
  cargaKg: number;
  dataEvento: string;
  kg: number;
  kg365Dias: number;
  /** The order the recharge was recorded on (null: added by hand). */
  ordemCodigo: string | null;
}

/** A period's kg of one equipment, gas and event kind. */
export interface FluidPeriodRow {
  equipamentoId: string | null;
  equipamento: string | null;
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  kg: number;
}

export interface FluidReportScope {
  ano: number;
  setor: string | null;
  tipoGas: string | null;
  /** One contract's equipment (its current contract), or one client's; absent: the whole company. */
  contratoId?: string | null;
  clienteId?: string | null;
}

interface FluidEventRow {
  id: string;
  ordem_servico_id: string | null;
  ordem_codigo: string | null;
  equipamento_id: string | null;
  equipamento_codigo: string | null;
  setor: string;
  tipo_gas: string;
  tipo_evento: FluidEventKind;
  quantidade_kg: string;
  data_evento: string;
  registrado_em: Date;
  registrado_por: string | null;
  sinais: FluidFlag[];
  revisao: FluidReviewState | null;
  destino: RecoveryDestination | null;
  cilindro: string | null;
  certificado: string | null;
  cilindro_id: string | null;
  cilindro_identificacao: string | null;
}

const VIEW = `SELECT e.id, e.ordem_servico_id, o.codigo AS ordem_codigo, e.equipamento_id, q.codigo AS equipamento_codigo, e.setor,
                     e.tipo_gas, e.tipo_evento, e.quantidade_kg, e.data_evento, e.registrado_em, u.name AS registrado_por,
                     e.sinais, e.revisao, e.destino, e.cilindro, e.certificado, e.cilindro_id,
                     k.identificacao AS cilindro_identificacao
                FROM fluido_evento e
                LEFT JOIN fluido_cilindro k ON k.empresa_id = e.empresa_id AND k.id = e.cilindro_id
                LEFT JOIN ordem_servico o ON o.id = e.ordem_servico_id
                LEFT JOIN equipamento q ON q.id = e.equipamento_id
                LEFT JOIN users u ON u.id = e.registrado_por`;

const LIST_SCOPE = `e.empresa_id = $1 AND e.excluido_em IS NULL AND ($2::int IS NULL OR extract(year FROM e.data_evento) = $2)
                   AND ($3::text IS NULL OR e.setor = $3) AND ($4::text IS NULL OR e.tipo_gas = $4)
                   AND ($5::uuid IS NULL OR q.contrato_id = $5)
                   AND ($6::uuid IS NULL OR EXISTS (SELECT 1 FROM contrato c WHERE c.id = q.contrato_id AND c.cliente_id = $6))`;

/** An event the report counts: not deleted, and not waiting for review (those are shown apart). */
const COUNTED = `e.excluido_em IS NULL AND e.revisao IS DISTINCT FROM 'PENDENTE'`;

/** The report's scope by the equipment's contract and client ($6, $7 of reportParams); `q` is the event's equipment. */
const CLIENT_SCOPE = `($6::uuid IS NULL OR q.contrato_id = $6)
  AND ($7::uuid IS NULL OR EXISTS (SELECT 1 FROM contrato c WHERE c.id = q.contrato_id AND c.cliente_id = $7))`;

/**
 * Refrigerant gas events (`fluido_evento`), their audit trail (`fluido_evento_auditoria`),
 * the gas table, and the annual report's aggregations. Methods that write take the
 * service's transaction (see common/transaction.ts).
 */
@Injectable()
export class FluidRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async order(
    companyId: string,
    orderId: string,
  ): Promise<{ id: string; equipamentoId: string | null } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT id, equipamento_id AS "equipamentoId" FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId],
    );
    return row;
  }

  async isAllocated(companyId: string, orderId: string, technicianId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tecnico_id = $3`,
      [companyId, orderId, technicianId],
    );
    return rows.length > 0;
  }

  async equipment(
    companyId: string,
    equipmentId: string,
  ): Promise<
    | {
        id: string;
        codigo: string;
        setor: string | null;
        tipoGas: string | null;
        cargaGasKg: number | null;
      }
    | undefined
  > {
    const [row] = await this.dataSource.query(
      `SELECT id, codigo, setor, tipo_gas AS "tipoGas", carga_gas_kg::float AS "cargaGasKg"
         FROM equipamento WHERE empresa_id = $1 AND id = $2`,
      [companyId, equipmentId],
    );
    return row;
  }

  /** The local days (company zone) an order's events may fall on: its opening to its end of attendance (open: no end). */
  async orderWindow(
    companyId: string,
    orderId: string,
    timeZone: string,
  ): Promise<{ codigo: string; from: string; to: string | null } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT codigo, to_char(abertura AT TIME ZONE $3, 'YYYY-MM-DD') AS "from",
              to_char(fim_atendimento AT TIME ZONE $3, 'YYYY-MM-DD') AS "to"
         FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
      [companyId, orderId, timeZone],
    );
    return row;
  }

  /**
   * The gases an equipment may take on a day, by its recorded gas changes: the gas it had
   * then (the gas before the first change after that day, or its gas now), and on the day
   * of a change the gas before it too (the old charge is withdrawn, the new one charged).
   * Filling in a gas that was unknown (no previous gas) is not a change of gas.
   */
  async gasesOnDay(
    companyId: string,
    equipmentId: string,
    day: string,
  ): Promise<Array<string | null>> {
    const [row]: Array<{ gases: Array<string | null> }> = await this.dataSource.query(
      `SELECT ARRAY[coalesce((SELECT t.gas_anterior FROM equipamento_troca_gas t
                               WHERE t.empresa_id = q.empresa_id AND t.equipamento_id = q.id AND t.data > $3
                                 AND t.gas_anterior IS NOT NULL ORDER BY t.data, t.em LIMIT 1), q.tipo_gas)]
              || ARRAY(SELECT t.gas_anterior FROM equipamento_troca_gas t
                        WHERE t.empresa_id = q.empresa_id AND t.equipamento_id = q.id AND t.data = $3
                          AND t.gas_anterior IS NOT NULL) AS gases
         FROM equipamento q WHERE q.empresa_id = $1 AND q.id = $2`,
      [companyId, equipmentId, day],
    );
    return row?.gases ?? [];
  }

  /** The other events (not deleted) of an equipment on a day: the duplicate and day-total checks. */
  async sameDay(
    companyId: string,
    equipmentId: string,
    day: string,
    exceptId: string,
    manager?: EntityManager,
  ): Promise<Array<{ id: string; tipoGas: string; tipoEvento: FluidEventKind; kg: number }>> {
    return executor(this.dataSource, manager).query(
      `SELECT id, tipo_gas AS "tipoGas", tipo_evento AS "tipoEvento", quantidade_kg::float AS kg
         FROM fluido_evento
        WHERE empresa_id = $1 AND equipamento_id = $2 AND data_evento = $3 AND id <> $4 AND excluido_em IS NULL`,
      [companyId, equipmentId, day, exceptId],
    );
  }

  async gasCodes(): Promise<string[]> {
    const rows: Array<{ codigo: string }> = await this.dataSource.query(
      `SELECT codigo FROM gas_refrigerante ORDER BY codigo`,
    );
    return rows.map((row) => row.codigo);
  }

  /** The gas table with AR4 GWPs (the default set); `gasesOf` gives another set. */
  gases(): Promise<RefrigerantGas[]> {
    return this.gasesOf('AR4');
  }

  gasesOf(set: 'AR4' | 'AR5' | 'AR6'): Promise<RefrigerantGas[]> {
    return this.dataSource.query(
      `SELECT g.codigo, w.gwp::float AS gwp, w.fonte, g.categoria, g.odp::float AS odp, g.fonte_odp AS "fonteOdp"
         FROM gas_refrigerante g JOIN gas_gwp w ON w.codigo = g.codigo AND w.conjunto = $1
        ORDER BY g.codigo`,
      [set],
    );
  }

  /** Whether the event was inserted (false: its id already exists). */
  async insert(event: NewFluidEvent, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await executor(this.dataSource, manager).query(
      `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento,
                                 request_hash, registrado_por, sinais, revisao, destino, cilindro, certificado, cilindro_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN jsonb_array_length($12) > 0 THEN 'PENDENTE' END, $13, $14, $15, $16)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        event.id,
        event.companyId,
        event.orderId,
        event.equipmentId,
        event.sector,
        event.gas,
        event.kind,
        event.kg,
        event.day,
        event.requestHash,
        event.userId,
        JSON.stringify(event.flags ?? []),
        event.recovery?.destino ?? null,
        event.recovery?.cilindro ?? null,
        event.recovery?.certificado ?? null,
        event.cylinderId ?? null,
      ],
    );
    return rows.length > 0;
  }

  /** Who stored an event id, and the hash of what they sent (whatever the company). */
  async stored(
    id: string,
    manager?: EntityManager,
  ): Promise<{ companyId: string; requestHash: Buffer } | undefined> {
    const [row] = await (manager ?? this.dataSource).query(
      `SELECT empresa_id AS "companyId", request_hash AS "requestHash" FROM fluido_evento WHERE id = $1`,
      [id],
    );
    return row;
  }

  async find(companyId: string, id: string): Promise<FluidEventView | undefined> {
    const [row]: FluidEventRow[] = await this.dataSource.query(
      `${VIEW} WHERE e.empresa_id = $1 AND e.id = $2 AND e.excluido_em IS NULL`,
      [companyId, id],
    );
    return row && toView(row);
  }

  /** The events recorded on an order, oldest first (deleted ones left out). */
  async ofOrder(companyId: string, orderId: string): Promise<FluidEventView[]> {
    const rows: FluidEventRow[] = await this.dataSource.query(
      `${VIEW} WHERE e.empresa_id = $1 AND e.ordem_servico_id = $2 AND e.excluido_em IS NULL
        ORDER BY e.data_evento, e.registrado_em, e.id`,
      [companyId, orderId],
    );
    return rows.map(toView);
  }

  async list(
    companyId: string,
    filter: {
      ano: number | null;
      setor: string | null;
      tipoGas: string | null;
      contratoId?: string | null;
      clienteId?: string | null;
    },
    page: PageRequest,
  ): Promise<{ itens: FluidEventView[]; total: number }> {
    const params = [
      companyId,
      filter.ano,
      filter.setor,
      filter.tipoGas,
      filter.contratoId ?? null,
      filter.clienteId ?? null,
    ];
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM fluido_evento e LEFT JOIN equipamento q ON q.id = e.equipamento_id WHERE ${LIST_SCOPE}`,
      params,
    );
    const rows: FluidEventRow[] = await this.dataSource.query(
      `${VIEW} WHERE ${LIST_SCOPE} ORDER BY e.data_evento DESC, e.registrado_em DESC LIMIT $7 OFFSET $8`,
      [...params, page.porPagina, (page.pagina - 1) * page.porPagina],
    );
    return { itens: rows.map(toView), total };
  }

  async update(
    companyId: string,
    id: string,
    values: {
      gas: string;
      kind: FluidEventKind;
      kg: number;
      day: string;
      recovery?: RecoveryFields;
    },
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE fluido_evento SET tipo_gas = $3, tipo_evento = $4, quantidade_kg = $5, data_evento = $6,
              destino = CASE WHEN $7 THEN $8 ELSE destino END, cilindro = CASE WHEN $7 THEN $9 ELSE cilindro END,
              certificado = CASE WHEN $7 THEN $10 ELSE certificado END
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        values.gas,
        values.kind,
        values.kg,
        values.day,
        values.recovery !== undefined,
        values.recovery?.destino ?? null,
        values.recovery?.cilindro ?? null,
        values.recovery?.certificado ?? null,
      ],
    );
  }

  async markDeleted(companyId: string, id: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE fluido_evento SET excluido_em = now() WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  /** Closes a pending review (confirmed, corrected or deleted), recording who and when. Whether one was pending. */
  async closeReview(
    companyId: string,
    id: string,
    outcome: Exclude<FluidReviewState, 'PENDENTE'>,
    userId: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await executor(this.dataSource, manager).query(
      `WITH closed AS (UPDATE fluido_evento SET revisao = $3, revisado_por = $4, revisado_em = now()
                        WHERE empresa_id = $1 AND id = $2 AND revisao = 'PENDENTE' RETURNING id)
       SELECT id FROM closed`,
      [companyId, id, outcome, userId],
    );
    return rows.length > 0;
  }

  /** The review list: flagged events of the company, the pending ones (or all flagged), newest first. */
  async flagged(
    companyId: string,
    filter: { pendentes: boolean },
    page: PageRequest,
  ): Promise<{ itens: FluidEventView[]; total: number }> {
    // Every flagged event ever (deleted ones included, as the review closed them), or only the pending.
    const where = `e.empresa_id = $1 AND jsonb_array_length(e.sinais) > 0 AND ($2::boolean = false OR e.revisao = 'PENDENTE')`;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM fluido_evento e WHERE ${where}`,
      [companyId, filter.pendentes],
    );
    const rows: FluidEventRow[] = await this.dataSource.query(
      `${VIEW} WHERE ${where} ORDER BY e.data_evento DESC, e.registrado_em DESC LIMIT $3 OFFSET $4`,
      [companyId, filter.pendentes, page.porPagina, (page.pagina - 1) * page.porPagina],
    );
    return { itens: rows.map(toView), total };
  }

  async insertAudit(
    entry: {
      companyId: string;
      eventId: string;
      action: string;
      userId: string | null;
      before: object | null;
      after: object;
    },
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO fluido_evento_auditoria (empresa_id, evento_id, acao, usuario_id, antes, depois) VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.companyId, entry.eventId, entry.action, entry.userId, entry.before, entry.after],
    );
  }

  async auditTrail(companyId: string, id: string): Promise<FluidAuditEntry[]> {
    const rows: Array<Omit<FluidAuditEntry, 'em'> & { em: Date }> = await this.dataSource.query(
      `SELECT a.acao, u.name AS usuario, a.em, a.antes, a.depois, a.depois->>'motivo' AS motivo
         FROM fluido_evento_auditoria a LEFT JOIN users u ON u.id = a.usuario_id
        WHERE a.empresa_id = $1 AND a.evento_id = $2 ORDER BY a.em, a.id`,
      [companyId, id],
    );
    return rows.map((row) => ({ ...row, em: row.em.toISOString() }));
  }

  /** The annual report's grid: kg per sector, gas, event kind and month. */
  async reportCells(companyId: string, scope: FluidReportScope): Promise<FluidReportCell[]> {
    const rows: Array<Omit<FluidReportCell, 'kg'> & { kg: string }> = await this.dataSource.query(
      `SELECT e.setor, e.tipo_gas AS "tipoGas", e.tipo_evento AS "tipoEvento", extract(month FROM e.data_evento)::int AS mes,
              sum(e.quantidade_kg) AS kg
         FROM fluido_evento e
         LEFT JOIN equipamento q ON q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND ${COUNTED} AND e.data_evento BETWEEN $2 AND $3
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3`,
      reportParams(companyId, scope),
    );
    return rows.map((row) => ({ ...row, kg: Number(row.kg) }));
  }

  /**
   * The year's recharges of equipment with a nominal charge, for the leak rates: each with
   * the sum of its equipment's recharges over the 365 days ending on its date (the day
   * itself and the 364 before it, so other recharges that day count too; the window
   * reaches into the previous year).
   */
  async recharges(companyId: string, scope: FluidReportScope): Promise<FluidRechargeRow[]> {
    const rows: Array<
      Omit<FluidRechargeRow, 'cargaKg' | 'kg' | 'kg365Dias'> & {
        cargaKg: string;
        kg: string;
        kg365Dias: string;
      }
    > = await this.dataSource.query(
      `SELECT r.equipamento_id AS "equipamentoId", r.codigo, r.setor, r.tipo_gas AS "tipoGas", r.carga AS "cargaKg",
              r.data_evento AS "dataEvento", r.kg, r.kg_365 AS "kg365Dias", o.codigo AS "ordemCodigo" FROM (
         SELECT e.equipamento_id, q.codigo, e.setor, e.tipo_gas, q.carga_gas_kg AS carga, e.data_evento, e.registrado_em,
                e.ordem_servico_id,
                e.quantidade_kg AS kg,
                sum(e.quantidade_kg) OVER (PARTITION BY e.equipamento_id ORDER BY e.data_evento
                                           RANGE BETWEEN interval '364 days' PRECEDING AND CURRENT ROW) AS kg_365
           FROM fluido_evento e JOIN equipamento q ON q.id = e.equipamento_id
          WHERE e.empresa_id = $1 AND ${COUNTED} AND e.tipo_evento = 'RECARGA' AND q.carga_gas_kg > 0 AND e.data_evento <= $3
       ) r JOIN equipamento q ON q.id = r.equipamento_id
         LEFT JOIN ordem_servico o ON o.empresa_id = q.empresa_id AND o.id = r.ordem_servico_id
        WHERE r.data_evento >= $2 AND ($4::text IS NULL OR r.setor = $4) AND ($5::text IS NULL OR r.tipo_gas = $5)
          AND ${CLIENT_SCOPE}
       ORDER BY r.codigo, r.data_evento, r.registrado_em`,
      reportParams(companyId, scope),
    );
    return rows.map((row) => ({
      ...row,
      cargaKg: Number(row.cargaKg),
      kg: Number(row.kg),
      kg365Dias: Number(row.kg365Dias),
    }));
  }

  /**
   * A period's kg per equipment, gas and event kind, for one contract (the equipment's,
   * else the order's) or the whole company (contractId null). Days are inclusive.
   */
  async periodByEquipment(
    companyId: string,
    scope: { contractId: string | null; inicio: string; fim: string },
  ): Promise<FluidPeriodRow[]> {
    const rows: Array<Omit<FluidPeriodRow, 'kg'> & { kg: string }> = await this.dataSource.query(
      `SELECT e.equipamento_id AS "equipamentoId", q.codigo AS equipamento, e.setor, e.tipo_gas AS "tipoGas",
              e.tipo_evento AS "tipoEvento", sum(e.quantidade_kg) AS kg
         FROM fluido_evento e
         LEFT JOIN equipamento q ON q.empresa_id = e.empresa_id AND q.id = e.equipamento_id
         LEFT JOIN ordem_servico o ON o.empresa_id = e.empresa_id AND o.id = e.ordem_servico_id
        WHERE e.empresa_id = $1 AND e.excluido_em IS NULL AND e.data_evento BETWEEN $3 AND $4
          AND ($2::uuid IS NULL OR coalesce(q.contrato_id, o.contrato_id) = $2)
        GROUP BY 1, 2, 3, 4, 5 ORDER BY 2 NULLS LAST, 3, 4, 5`,
      [companyId, scope.contractId, scope.inicio, scope.fim],
    );
    return rows.map((row) => ({ ...row, kg: Number(row.kg) }));
  }
}

export function reportParams(companyId: string, scope: FluidReportScope) {
  return [
    companyId,
    `${scope.ano}-01-01`,
    `${scope.ano}-12-31`,
    scope.setor,
    scope.tipoGas,
    scope.contratoId ?? null,
    scope.clienteId ?? null,
  ];
}

export { CLIENT_SCOPE, COUNTED };

function toView(row: FluidEventRow): FluidEventView {
  return {
    id: row.id,
    ordemServicoId: row.ordem_servico_id,
    ordemServicoCodigo: row.ordem_codigo,
    equipamentoId: row.equipamento_id,
    equipamentoCodigo: row.equipamento_codigo,
    setor: row.setor,
    tipoGas: row.tipo_gas,
    tipoEvento: row.tipo_evento,
    quantidadeKg: Number(row.quantidade_kg),
    dataEvento: row.data_evento,
    registradoEm: row.registrado_em.toISOString(),
    registradoPor: row.registrado_por,
    sinais: row.sinais,
    revisao: row.revisao,
    destino: row.destino,
    cilindro: row.cilindro,
    certificado: row.certificado,
    cilindroId: row.cilindro_id,
    cilindroIdentificacao: row.cilindro_identificacao,
  };
}
