import { Injectable } from '@nestjs/common';
import type { HomeAttention } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { orderTimelinessSql } from '../common/order-timeliness.sql';
import { ORDER_STATE_SQL as ORDER_STATE } from '../orders/service-order.repository';

type NonNull<T> = Exclude<T, null>;

/**
 * The home page's counts that are plain SQL (read only): RGMs by state, unsigned PMOCs,
 * refused rows per token and expiring tokens. Every query filters by company.
 */
@Injectable()
export class HomeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rgms(companyId: string): Promise<NonNull<HomeAttention['rgms']>> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE estado = 'rascunho')::int AS "aLiberar",
              count(*) FILTER (WHERE estado = 'liberado')::int AS "aEnviar"
         FROM rgm WHERE empresa_id = $1`,
      [companyId],
    );
    return row;
  }

  /** Open orders without an allocated technician, and open orders late (order-timeliness.sql.ts). */
  async openOrders(companyId: string): Promise<NonNull<HomeAttention['ordens']>> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM alocacao a
                                                  WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id))::int AS "semTecnico",
              count(*) FILTER (WHERE t.outcome = 'atrasada')::int AS atrasadas
         FROM ordem_servico o
         JOIN contrato c ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id
        CROSS JOIN LATERAL (${orderTimelinessSql()}) t
        WHERE o.empresa_id = $1 AND ${ORDER_STATE} IN ('ABERTA', 'EM_ATENDIMENTO')`,
      [companyId],
    );
    return row;
  }

  async fluidsToReview(companyId: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM fluido_evento
        WHERE empresa_id = $1 AND jsonb_array_length(sinais) > 0 AND revisao = 'PENDENTE'`,
      [companyId],
    );
    return row.total;
  }

  async accounts(companyId: string, since: Date): Promise<NonNull<HomeAttention['contas']>> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(DISTINCT l.user_id) FROM password_links l JOIN users u ON u.id = l.user_id
                WHERE l.empresa_id = $1 AND l.purpose = 'CONVITE' AND l.used_at IS NULL
                  AND l.revoked_at IS NULL AND u.password_hash IS NULL AND u.active)::int AS "convitesPendentes",
              (SELECT count(*) FROM mail_outbox
                WHERE empresa_id = $1 AND status = 'FALHOU' AND criado_em >= $2)::int AS "entregasFalhas"`,
      [companyId, since],
    );
    return row;
  }

  /** Active contracts, active units and active technicians: where an empty company starts. */
  async registers(companyId: string): Promise<NonNull<HomeAttention['cadastro']>> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM contrato WHERE empresa_id = $1 AND desativado_em IS NULL)::int AS contratos,
              (SELECT count(*) FROM equipamento WHERE empresa_id = $1 AND desativado_em IS NULL)::int AS equipamentos,
              (SELECT count(*) FROM users WHERE empresa_id = $1 AND role = 'TECNICO' AND active)::int AS tecnicos`,
      [companyId],
    );
    return row;
  }

  async unsignedPmocs(companyId: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM documento d
        WHERE d.empresa_id = $1 AND d.tipo = 'PMOC'
          AND NOT EXISTS (SELECT 1 FROM documento_assinatura a
                           WHERE a.empresa_id = d.empresa_id AND a.documento_id = d.id AND a.versao = d.versao_atual)`,
      [companyId],
    );
    return row.total;
  }

  refusedByToken(
    companyId: string,
    since: Date,
  ): Promise<NonNull<HomeAttention['recusasPorToken']>> {
    return this.dataSource.query(
      `SELECT b.token_id AS "tokenId", coalesce(t.name, 'Planilhas e painel') AS nome,
              sum(b.recusadas)::int AS recusadas
         FROM import_batches b
         LEFT JOIN ingestion_tokens t ON t.empresa_id = b.empresa_id AND t.id = b.token_id
        WHERE b.empresa_id = $1 AND b.criado_em >= $2 AND b.recusadas > 0
        GROUP BY b.token_id, t.name
        ORDER BY recusadas DESC, nome`,
      [companyId, since],
    );
  }

  expiringTokens(
    companyId: string,
    now: Date,
    until: Date,
  ): Promise<NonNull<HomeAttention['tokensExpirando']>> {
    return this.dataSource.query(
      `SELECT id, name AS nome, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "expiraEm"
         FROM ingestion_tokens
        WHERE empresa_id = $1 AND status = 'ATIVO' AND expires_at >= $2 AND expires_at < $3
        ORDER BY expires_at, name`,
      [companyId, now, until],
    );
  }
}
