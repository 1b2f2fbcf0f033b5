import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  OrderPriority,
  OrderState,
  ServiceRequestCounts,
  ServiceRequestDetail,
  ServiceRequestOrigin,
  ServiceRequestState,
  ServiceRequestSummary,
} from '@campo/contracts';
import type { PageRequest } from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { matchesSearch } from '../common/search.sql';
import { executor } from '../common/transaction';

/** An order's state as stored, or as its times say (the orders' own rule). */
const ORDER_STATE = `coalesce(o.status, CASE WHEN o.fim_atendimento IS NOT NULL THEN 'CONCLUIDA'
  WHEN o.inicio_atendimento IS NOT NULL THEN 'EM_ATENDIMENTO' ELSE 'ABERTA' END)`;

// $1 company. Every request with its client, contract, unit and the call it became.
const VIEW = `
  SELECT s.id, s.codigo, s.situacao, s.origem, s.urgencia, s.descricao, s.local,
         json_build_object('id', cl.id, 'nome', cl.nome) AS cliente,
         json_build_object('id', c.id, 'codigo', c.codigo) AS contrato,
         CASE WHEN e.id IS NULL THEN NULL
              ELSE json_build_object('id', e.id, 'codigo', e.codigo, 'setor', e.setor) END AS equipamento,
         s.contato_nome AS "contatoNome", s.contato_email AS "contatoEmail",
         s.contato_telefone AS "contatoTelefone", s.foto_arquivo_id AS "fotoArquivoId",
         CASE WHEN o.id IS NULL THEN NULL
              ELSE json_build_object('id', o.id, 'codigo', o.codigo, 'situacao', ${ORDER_STATE}) END AS ordem,
         s.motivo_recusa AS "motivoRecusa", s.decidida_em AS "decididaEm",
         s.criado_em AS "criadoEm", s.atualizado_em AS "atualizadoEm"
    FROM solicitacao s
    JOIN cliente cl ON cl.empresa_id = s.empresa_id AND cl.id = s.cliente_id
    JOIN contrato c ON c.empresa_id = s.empresa_id AND c.id = s.contrato_id
    LEFT JOIN equipamento e ON e.empresa_id = s.empresa_id AND e.id = s.equipamento_id
    LEFT JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id`;

/** A row of VIEW: the summary's fields as stored, plus the detail's and the photo's id. */
interface RequestRow extends Omit<ServiceRequestSummary, 'temFoto' | 'criadoEm'> {
  contatoEmail: string | null;
  contatoTelefone: string | null;
  fotoArquivoId: string | null;
  motivoRecusa: string | null;
  decididaEm: Date | null;
  criadoEm: Date;
  atualizadoEm: Date;
}

/** What a request names, checked to be one client's: its contract and, optionally, a unit of that contract. */
/** The queue's filters: one state and one contract, null for all. */
export interface ServiceRequestFilter {
  situacao: ServiceRequestState | null;
  contratoId: string | null;
  /** A `LIKE` pattern (`searchPattern`), null for no search. */
  busca: string | null;
}

export interface RequestTarget {
  contrato: { id: string; codigo: string };
  equipamento: { id: string; codigo: string } | null;
}

export interface NewRequestRow {
  id: string;
  codigo: string;
  /** The opaque code its requester follows it by (tracking-code.ts). */
  codigoAcompanhamento: string;
  origem: ServiceRequestOrigin;
  clienteId: string;
  contratoId: string;
  equipamentoId: string | null;
  local: string | null;
  descricao: string;
  urgencia: OrderPriority;
  contatoNome: string;
  contatoEmail: string | null;
  contatoTelefone: string | null;
  fotoArquivoId: string | null;
  solicitanteUsuarioId: string | null;
}

/** A request locked for a decision. */
export interface LockedRequest {
  id: string;
  codigo: string;
  situacao: ServiceRequestState;
  contratoId: string;
  contrato: string;
  equipamentoId: string | null;
  equipamento: string | null;
  local: string | null;
  descricao: string;
  urgencia: OrderPriority;
  contatoNome: string;
  contatoTelefone: string | null;
}

/** Whom to tell about a request, and what it is. */
export interface RequestRecipient {
  id: string;
  codigo: string;
  origem: ServiceRequestOrigin;
  codigoAcompanhamento: string | null;
  contatoNome: string;
  email: string | null;
  ordemCodigo: string | null;
  empresa: string;
}

/** A request as its tracking page reads it: states and dates only. */
export interface TrackingRow {
  codigo: string;
  situacao: ServiceRequestState;
  empresa: string;
  timeZone: string;
  equipamento: string | null;
  recebidaEm: Date;
  decididaEm: Date | null;
  ordemSituacao: OrderState | null;
  agendadaPara: Date | null;
  concluidaEm: Date | null;
}

/** The schedule of an order a request became. */
export interface OrderSchedule {
  agendadaPara: Date | null;
  tecnicos: string[];
}

/** The service requests (`solicitacao`) and their code counter. */
@Injectable()
export class ServiceRequestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The next number of the company's counter (the upsert locks its row: no two callers share one). */
  async nextNumber(companyId: string, manager?: EntityManager): Promise<number> {
    const [{ ultimo }] = await executor(this.dataSource, manager).query(
      `INSERT INTO solicitacao_sequencia AS s (empresa_id, ultimo) VALUES ($1, 1)
       ON CONFLICT (empresa_id) DO UPDATE SET ultimo = s.ultimo + 1 RETURNING ultimo`,
      [companyId],
    );
    return ultimo;
  }

  /** The contract, when it is the client's, and the unit, when it belongs to that contract. */
  async target(
    companyId: string,
    clienteId: string,
    contratoId: string,
    equipamentoId: string | null,
  ): Promise<RequestTarget | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT json_build_object('id', c.id, 'codigo', c.codigo) AS contrato,
              CASE WHEN e.id IS NULL THEN NULL
                   ELSE json_build_object('id', e.id, 'codigo', e.codigo) END AS equipamento
         FROM contrato c
         LEFT JOIN equipamento e ON e.empresa_id = c.empresa_id AND e.contrato_id = c.id AND e.id = $4
        WHERE c.empresa_id = $1 AND c.cliente_id = $2 AND c.id = $3
          AND ($4::uuid IS NULL OR e.id IS NOT NULL)`,
      [companyId, clienteId, contratoId, equipamentoId],
    );
    return row;
  }

  async insert(companyId: string, row: NewRequestRow, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO solicitacao (id, empresa_id, codigo, origem, cliente_id, contrato_id, equipamento_id, local,
                                descricao, urgencia, contato_nome, contato_email, contato_telefone,
                                foto_arquivo_id, solicitante_usuario_id, codigo_acompanhamento)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        row.id,
        companyId,
        row.codigo,
        row.origem,
        row.clienteId,
        row.contratoId,
        row.equipamentoId,
        row.local,
        row.descricao,
        row.urgencia,
        row.contatoNome,
        row.contatoEmail,
        row.contatoTelefone,
        row.fotoArquivoId,
        row.solicitanteUsuarioId,
        row.codigoAcompanhamento,
      ],
    );
  }

  /** The request behind a tracking code, in any company (the code is unique across them). */
  async tracking(code: string): Promise<TrackingRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT s.codigo_acompanhamento AS codigo, s.situacao, co.name AS empresa,
              co.time_zone AS "timeZone", e.codigo AS equipamento,
              s.criado_em AS "recebidaEm", s.decidida_em AS "decididaEm",
              CASE WHEN o.id IS NULL THEN NULL ELSE ${ORDER_STATE} END AS "ordemSituacao",
              o.agendada_para AS "agendadaPara", o.fim_atendimento AS "concluidaEm"
         FROM solicitacao s
         JOIN companies co ON co.id = s.empresa_id
         LEFT JOIN equipamento e ON e.empresa_id = s.empresa_id AND e.id = s.equipamento_id
         LEFT JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
        WHERE s.codigo_acompanhamento = $1`,
      [code],
    );
    return row;
  }

  /** The company's requests (of one state, or all), newest first. */
  async list(
    companyId: string,
    filter: ServiceRequestFilter,
    page: PageRequest,
  ): Promise<{ itens: ServiceRequestSummary[]; total: number }> {
    // $4: the search, by the request's own text, its unit's or its client's (common/search.sql.ts).
    const scope = `s.empresa_id = $1 AND ($2::text IS NULL OR s.situacao = $2) AND ($3::uuid IS NULL OR s.contrato_id = $3)
      AND ($4::text IS NULL OR ${matchesSearch('solicitacao_busca', 's.id', '$4')}
           OR ${matchesSearch('equipamento_busca', 's.equipamento_id', '$4')}
           OR ${matchesSearch('cliente_busca', 's.cliente_id', '$4')})`;
    const params = [companyId, filter.situacao, filter.contratoId, filter.busca];
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM solicitacao s WHERE ${scope}`,
      params,
    );
    const rows: RequestRow[] = await this.dataSource.query(
      `${VIEW} WHERE ${scope} ORDER BY s.criado_em DESC, s.codigo DESC LIMIT $5 OFFSET $6`,
      [...params, page.porPagina, (page.pagina - 1) * page.porPagina],
    );
    return { itens: rows.map(toSummary), total };
  }

  /** One client's requests, newest first. */
  async listOfClient(companyId: string, clienteId: string): Promise<ServiceRequestSummary[]> {
    const rows: RequestRow[] = await this.dataSource.query(
      `${VIEW} WHERE s.empresa_id = $1 AND s.cliente_id = $2 ORDER BY s.criado_em DESC, s.codigo DESC`,
      [companyId, clienteId],
    );
    return rows.map(toSummary);
  }

  /** A request of the company (and of the client, when one is given). */
  async find(
    companyId: string,
    id: string,
    clienteId: string | null = null,
    manager?: EntityManager,
  ): Promise<(ServiceRequestDetail & { fotoArquivoId: string | null }) | undefined> {
    const [row]: RequestRow[] = await executor(this.dataSource, manager).query(
      `${VIEW} WHERE s.empresa_id = $1 AND s.id = $2 AND ($3::uuid IS NULL OR s.cliente_id = $3)`,
      [companyId, id, clienteId],
    );
    return row && { ...toDetail(row), fotoArquivoId: row.fotoArquivoId };
  }

  async counts(companyId: string): Promise<ServiceRequestCounts> {
    const [{ abertas }] = await this.dataSource.query(
      `SELECT count(*)::int AS abertas FROM solicitacao WHERE empresa_id = $1 AND situacao = 'ABERTA'`,
      [companyId],
    );
    return { abertas };
  }

  /** Locks the request for a decision (FOR UPDATE): two supervisors deciding at once run one after the other. */
  async lock(
    companyId: string,
    id: string,
    manager: EntityManager,
  ): Promise<LockedRequest | undefined> {
    const [row] = await manager.query(
      `SELECT s.id, s.codigo, s.situacao, c.id AS "contratoId", c.codigo AS contrato,
              e.id AS "equipamentoId", e.codigo AS equipamento, s.local, s.descricao, s.urgencia,
              s.contato_nome AS "contatoNome", s.contato_telefone AS "contatoTelefone"
         FROM solicitacao s
         JOIN contrato c ON c.empresa_id = s.empresa_id AND c.id = s.contrato_id
         LEFT JOIN equipamento e ON e.empresa_id = s.empresa_id AND e.id = s.equipamento_id
        WHERE s.empresa_id = $1 AND s.id = $2
          FOR UPDATE OF s`,
      [companyId, id],
    );
    return row;
  }

  async accept(
    companyId: string,
    id: string,
    decision: { orderId: string; userId: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE solicitacao SET situacao = 'ACEITA', ordem_servico_id = $3, decidida_por = $4,
              decidida_em = now(), atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, decision.orderId, decision.userId],
    );
  }

  async decline(
    companyId: string,
    id: string,
    decision: { motivo: string; userId: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE solicitacao SET situacao = 'RECUSADA', motivo_recusa = $3, decidida_por = $4,
              decidida_em = now(), atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, decision.motivo, decision.userId],
    );
  }

  /**
   * Whom to tell about requests: one request by id, or every request an order came
   * from. The contact's e-mail, or the requesting user's when the contact gave none.
   */
  async recipients(
    companyId: string,
    by: { requestId: string } | { orderId: string },
    manager?: EntityManager,
  ): Promise<RequestRecipient[]> {
    const [column, value] =
      'requestId' in by ? ['s.id', by.requestId] : ['s.ordem_servico_id', by.orderId];
    return executor(this.dataSource, manager).query(
      `SELECT s.id, s.codigo, s.origem, s.codigo_acompanhamento AS "codigoAcompanhamento",
              s.contato_nome AS "contatoNome", coalesce(s.contato_email, u.email) AS email, o.codigo AS "ordemCodigo", co.name AS empresa
         FROM solicitacao s
         JOIN companies co ON co.id = s.empresa_id
         LEFT JOIN users u ON u.empresa_id = s.empresa_id AND u.id = s.solicitante_usuario_id
         LEFT JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
        WHERE s.empresa_id = $1 AND ${column} = $2
        ORDER BY s.codigo`,
      [companyId, value],
    );
  }

  /** When the order is scheduled and who is allocated to it. */
  async orderSchedule(
    companyId: string,
    orderId: string,
    manager: EntityManager,
  ): Promise<OrderSchedule> {
    const [row] = await manager.query(
      `SELECT o.agendada_para AS "agendadaPara",
              coalesce((SELECT array_agg(u.name ORDER BY a.inicio, a.id)
                          FROM alocacao a JOIN users u ON u.id = a.tecnico_id
                         WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id), '{}') AS tecnicos
         FROM ordem_servico o WHERE o.empresa_id = $1 AND o.id = $2`,
      [companyId, orderId],
    );
    return row ?? { agendadaPara: null, tecnicos: [] };
  }
}

function toSummary(row: RequestRow): ServiceRequestSummary {
  return {
    id: row.id,
    codigo: row.codigo,
    situacao: row.situacao,
    origem: row.origem,
    urgencia: row.urgencia,
    descricao: row.descricao,
    local: row.local,
    cliente: row.cliente,
    contrato: row.contrato,
    equipamento: row.equipamento,
    contatoNome: row.contatoNome,
    temFoto: row.fotoArquivoId !== null,
    ordem: row.ordem,
    criadoEm: new Date(row.criadoEm).toISOString(),
  };
}

function toDetail(row: RequestRow): ServiceRequestDetail {
  return {
    ...toSummary(row),
    contatoEmail: row.contatoEmail,
    contatoTelefone: row.contatoTelefone,
    motivoRecusa: row.motivoRecusa,
    decididaEm: row.decididaEm ? new Date(row.decididaEm).toISOString() : null,
    atualizadoEm: new Date(row.atualizadoEm).toISOString(),
  };
}
