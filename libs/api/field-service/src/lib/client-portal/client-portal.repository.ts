import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  OrderPriority,
  OrderState,
  PortalContract,
  PortalOrder,
  PortalPmoc,
  PortalRgm,
  PortalUnit,
  PortalUnitDetail,
} from '@campo/contracts';
import { DataSource } from 'typeorm';
import { ORDER_STATE_SQL } from '../orders/service-order.repository';

/** The client a portal session reads: company and client, both from the session. */
export interface ClientScope {
  companyId: string;
  clientId: string;
}

/*
 * Every statement below starts from the client's contracts ($1 company, $2 client): a
 * record of another client, or of another company, is simply not found.
 */
const CLIENT_CONTRACTS = `contrato c WHERE c.empresa_id = $1 AND c.cliente_id = $2`;

const ORDER_COLUMNS = `o.id, o.codigo, o.tipo, ${ORDER_STATE_SQL} AS estado, o.prioridade, o.descricao,
  o.abertura, o.agendada_para, o.inicio_atendimento, o.fim_atendimento,
  c.id AS contrato_id, c.codigo AS contrato_codigo,
  e.id AS unidade_id, e.codigo AS unidade_tag, e.setor AS unidade_setor`;

const ORDERS_OF_CLIENT = `ordem_servico o
  JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
  LEFT JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
 WHERE o.empresa_id = $1 AND c.cliente_id = $2`;

const UNIT_COLUMNS = `e.id, e.codigo AS tag, e.descricao, e.tipo, e.setor, e.localizacao,
  c.id AS contrato_id, c.codigo AS contrato_codigo,
  (SELECT max(o.fim_atendimento) FROM ordem_servico o
    WHERE o.empresa_id = e.empresa_id AND o.equipamento_id = e.id) AS ultima_visita`;

const UNITS_OF_CLIENT = `equipamento e
  JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
 WHERE e.empresa_id = $1 AND c.cliente_id = $2`;

const RGM_COLUMNS = `r.id, r.contrato_id, c.codigo AS contrato_codigo, r.inicio::text AS inicio,
  r.fim::text AS fim, r.liberado_em, r.ciente_nome, r.ciente_em`;

/** Released or sent RGMs of the client's own contracts (never a draft, never consolidated). */
const RGMS_OF_CLIENT = `rgm r JOIN contrato c ON c.empresa_id = r.empresa_id AND c.id = r.contrato_id
 WHERE r.empresa_id = $1 AND c.cliente_id = $2 AND r.estado IN ('liberado', 'enviado')`;

/**
 * The client portal's reads (read only, except the RGM acknowledgement): contracts,
 * units with their history, orders, released RGMs and signed PMOCs of one client.
 */
@Injectable()
export class ClientPortalRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async client(scope: ClientScope): Promise<{ nome: string; empresa: string } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT cl.nome, co.name AS empresa FROM cliente cl JOIN companies co ON co.id = cl.empresa_id
        WHERE cl.empresa_id = $1 AND cl.id = $2`,
      [scope.companyId, scope.clientId],
    );
    return row;
  }

  async contracts(scope: ClientScope): Promise<PortalContract[]> {
    const rows = await this.dataSource.query(
      `SELECT c.id, c.codigo, c.descricao, c.inicio::text AS inicio, c.fim::text AS fim,
              (c.desativado_em IS NOT NULL) AS encerrado,
              (SELECT count(*)::int FROM equipamento e
                WHERE e.empresa_id = c.empresa_id AND e.contrato_id = c.id AND e.desativado_em IS NULL) AS unidades
         FROM ${CLIENT_CONTRACTS}
        ORDER BY (c.desativado_em IS NOT NULL), c.codigo`,
      [scope.companyId, scope.clientId],
    );
    return rows.map((row: PortalContract): PortalContract => ({
      id: row.id,
      codigo: row.codigo,
      descricao: row.descricao,
      inicio: row.inicio,
      fim: row.fim,
      unidades: row.unidades,
      encerrado: row.encerrado,
    }));
  }

  async units(scope: ClientScope): Promise<PortalUnit[]> {
    const rows: UnitRow[] = await this.dataSource.query(
      `SELECT ${UNIT_COLUMNS} FROM ${UNITS_OF_CLIENT} AND e.desativado_em IS NULL
        ORDER BY c.codigo, e.setor, e.codigo`,
      [scope.companyId, scope.clientId],
    );
    return rows.map(toUnit);
  }

  async unit(
    scope: ClientScope,
    id: string,
  ): Promise<Omit<PortalUnitDetail, 'historico'> | undefined> {
    const [row]: Array<
      UnitRow & {
        fabricante: string | null;
        modelo: string | null;
        capacidade_btu: number | null;
        tipo_gas: string | null;
      }
    > = await this.dataSource.query(
      `SELECT ${UNIT_COLUMNS}, e.fabricante, e.modelo, e.capacidade_btu, e.tipo_gas
         FROM ${UNITS_OF_CLIENT} AND e.id = $3`,
      [scope.companyId, scope.clientId, id],
    );
    return (
      row && {
        ...toUnit(row),
        fabricante: row.fabricante,
        modelo: row.modelo,
        capacidadeBtu: row.capacidade_btu,
        tipoGas: row.tipo_gas,
      }
    );
  }

  /** The client's orders, newest first; of one unit when `unitId` is given. */
  async orders(
    scope: ClientScope,
    filter: { unitId?: string; open?: boolean; finished?: boolean; limit: number },
  ): Promise<PortalOrder[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDERS_OF_CLIENT}
          AND ($3::uuid IS NULL OR o.equipamento_id = $3)
          AND (NOT $4::boolean OR ${ORDER_STATE_SQL} IN ('ABERTA', 'EM_ATENDIMENTO'))
          AND (NOT $5::boolean OR ${ORDER_STATE_SQL} = 'CONCLUIDA')
        ORDER BY ${filter.finished ? 'o.fim_atendimento DESC NULLS LAST,' : ''} o.abertura DESC, o.codigo DESC
        LIMIT $6`,
      [
        scope.companyId,
        scope.clientId,
        filter.unitId ?? null,
        filter.open ?? false,
        filter.finished ?? false,
        filter.limit,
      ],
    );
    return rows.map(toOrder);
  }

  async order(scope: ClientScope, id: string): Promise<PortalOrder | undefined> {
    const [row]: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDERS_OF_CLIENT} AND o.id = $3`,
      [scope.companyId, scope.clientId, id],
    );
    return row && toOrder(row);
  }

  async rgms(scope: ClientScope, filter: { pendingOnly?: boolean } = {}): Promise<PortalRgm[]> {
    const rows: RgmRow[] = await this.dataSource.query(
      `SELECT ${RGM_COLUMNS} FROM ${RGMS_OF_CLIENT}
          AND (NOT $3::boolean OR r.ciente_em IS NULL)
        ORDER BY r.inicio DESC, c.codigo`,
      [scope.companyId, scope.clientId, filter.pendingOnly ?? false],
    );
    return rows.map(toRgm);
  }

  async rgm(scope: ClientScope, id: string): Promise<PortalRgm | undefined> {
    const [row]: RgmRow[] = await this.dataSource.query(
      `SELECT ${RGM_COLUMNS} FROM ${RGMS_OF_CLIENT} AND r.id = $3`,
      [scope.companyId, scope.clientId, id],
    );
    return row && toRgm(row);
  }

  /** PMOCs of the client's contracts that have a signed version, with the latest signed one. */
  async pmocs(scope: ClientScope, id?: string): Promise<Array<Omit<PortalPmoc, 'pdfUrl'>>> {
    const rows = await this.dataSource.query(
      `SELECT d.id, d.titulo, c.id AS contrato_id, c.codigo AS contrato_codigo,
              (d.referencia->>'ano')::int AS ano, s.versao, s.assinado_em, s.assinado_por
         FROM documento d
         JOIN contrato c ON c.empresa_id = d.empresa_id AND c.id::text = d.referencia->>'contratoId'
         CROSS JOIN LATERAL (
           SELECT a.versao, a.assinado_em, u.name AS assinado_por
             FROM documento_assinatura a JOIN users u ON u.id = a.usuario_id
            WHERE a.empresa_id = d.empresa_id AND a.documento_id = d.id
            ORDER BY a.versao DESC, a.assinado_em DESC LIMIT 1) s
        WHERE d.empresa_id = $1 AND c.cliente_id = $2 AND d.tipo = 'PMOC'
          AND ($3::uuid IS NULL OR d.id = $3)
        ORDER BY ano DESC NULLS LAST, c.codigo`,
      [scope.companyId, scope.clientId, id ?? null],
    );
    return rows.map(
      (row: {
        id: string;
        titulo: string;
        contrato_id: string;
        contrato_codigo: string;
        ano: number | null;
        versao: number;
        assinado_em: Date;
        assinado_por: string;
      }) => ({
        id: row.id,
        titulo: row.titulo,
        contrato: { id: row.contrato_id, codigo: row.contrato_codigo },
        ano: row.ano,
        versao: row.versao,
        assinadoEm: row.assinado_em.toISOString(),
        assinadoPor: row.assinado_por,
      }),
    );
  }
}

interface UnitRow {
  id: string;
  tag: string;
  descricao: string | null;
  tipo: string | null;
  setor: string;
  localizacao: string | null;
  contrato_id: string;
  contrato_codigo: string;
  ultima_visita: Date | null;
}

function toUnit(row: UnitRow): PortalUnit {
  return {
    id: row.id,
    tag: row.tag,
    descricao: row.descricao,
    tipo: row.tipo,
    setor: row.setor,
    localizacao: row.localizacao,
    contrato: { id: row.contrato_id, codigo: row.contrato_codigo },
    ultimaVisita: row.ultima_visita?.toISOString() ?? null,
  };
}

interface OrderRow {
  id: string;
  codigo: string;
  tipo: string;
  estado: OrderState;
  prioridade: OrderPriority | null;
  descricao: string | null;
  abertura: Date;
  agendada_para: Date | null;
  inicio_atendimento: Date | null;
  fim_atendimento: Date | null;
  contrato_id: string;
  contrato_codigo: string;
  unidade_id: string | null;
  unidade_tag: string | null;
  unidade_setor: string | null;
}

function toOrder(row: OrderRow): PortalOrder {
  return {
    id: row.id,
    codigo: row.codigo,
    tipo: row.tipo,
    estado: row.estado,
    prioridade: row.prioridade,
    descricao: row.descricao,
    abertura: row.abertura.toISOString(),
    agendadaPara: row.agendada_para?.toISOString() ?? null,
    inicioAtendimento: row.inicio_atendimento?.toISOString() ?? null,
    fimAtendimento: row.fim_atendimento?.toISOString() ?? null,
    contrato: { id: row.contrato_id, codigo: row.contrato_codigo },
    unidade: row.unidade_id
      ? { id: row.unidade_id, tag: row.unidade_tag!, setor: row.unidade_setor! }
      : null,
    relatorioUrl: row.estado === 'CONCLUIDA' ? `/api/portal/ordens/${row.id}/relatorio.pdf` : null,
  };
}

interface RgmRow {
  id: string;
  contrato_id: string;
  contrato_codigo: string;
  inicio: string;
  fim: string;
  liberado_em: Date;
  ciente_nome: string | null;
  ciente_em: Date | null;
}

function toRgm(row: RgmRow): PortalRgm {
  return {
    id: row.id,
    contrato: { id: row.contrato_id, codigo: row.contrato_codigo },
    inicio: row.inicio,
    fim: row.fim,
    liberadoEm: row.liberado_em.toISOString(),
    ciente:
      row.ciente_nome && row.ciente_em
        ? { nome: row.ciente_nome, em: row.ciente_em.toISOString() }
        : null,
    pdfUrl: `/api/portal/rgms/${row.id}/pdf`,
  };
}
