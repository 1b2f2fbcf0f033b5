import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Page,
  WebhookAttemptView,
  WebhookDeliveryStatus,
  WebhookDeliveryView,
  WebhookEventType,
} from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { PageRequest } from '../common/request-params';
import { namedStatement, type SqlRunner } from '../database/sql-pool';

/** Runs a statement inside the caller's transaction: a TypeORM EntityManager or the SQL pool's runner. */
export type WebhookExecutor = EntityManager | SqlRunner;

/** insertEvent's statement. */
const INSERT_EVENT = namedStatement(
  `WITH evento AS (
     INSERT INTO webhook_evento (id, empresa_id, tipo, corpo, ocorrido_em)
     SELECT $1, $2, $3, $4, $5
      WHERE EXISTS (SELECT 1 FROM webhook_endpoint
                     WHERE empresa_id = $2 AND ativo AND $3 = ANY(eventos))
     RETURNING id, empresa_id)
   INSERT INTO webhook_entrega (empresa_id, evento_id, endpoint_id)
   SELECT e.empresa_id, e.id, p.id
     FROM evento e
     JOIN webhook_endpoint p ON p.empresa_id = e.empresa_id AND p.ativo AND $3 = ANY(p.eventos)`,
);

/** A delivery the worker holds under its lease, with what it needs to sign and post it. */
export interface ClaimedDelivery {
  id: string;
  companyId: string;
  eventId: string;
  body: string;
  attempt: number;
  windowStart: Date;
  endpointId: string;
  url: string;
  /** The endpoint's secret as stored, sealed by the secret box; the worker opens it to sign. */
  sealedSecret: string;
  sealedPreviousSecret: string | null;
  previousSecretUntil: Date | null;
  /** Attempts the endpoint failed in a row before this one (its circuit). */
  endpointFailures: number;
}

export interface AttemptRecord {
  at: Date;
  durationMs: number;
  statusHttp: number | null;
  response: string;
  error: string | null;
}

/**
 * The SQL of the webhook outbox: events written inside the caller's transaction with one
 * delivery per subscribed endpoint, claimed by the worker with `FOR UPDATE SKIP LOCKED`
 * under a lease (so however many instances run, each delivery has one holder), settled
 * only by the lease holder, and read back as the delivery log.
 */
@Injectable()
export class WebhookDeliveryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Writes the event and a delivery for each active endpoint of the company subscribed to
   * its type; writes nothing when there is none.
   */
  async insertEvent(
    db: WebhookExecutor,
    event: { id: string; companyId: string; tipo: string; body: string; at: string },
  ) {
    const params = [event.id, event.companyId, event.tipo, event.body, event.at];
    // The ingestion API emits from its SQL pool, once per batch: there the statement is prepared.
    if (db instanceof EntityManager) await db.query(INSERT_EVENT.text, params);
    else await db.query(INSERT_EVENT, params);
  }

  /** Writes an event for one endpoint only (the test event), whatever it subscribes to. */
  async insertEventFor(
    endpointId: string,
    event: { id: string; companyId: string; tipo: string; body: string; at: string },
  ) {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO webhook_evento (id, empresa_id, tipo, corpo, ocorrido_em) VALUES ($1, $2, $3, $4, $5)`,
        [event.id, event.companyId, event.tipo, event.body, event.at],
      );
      await manager.query(
        `INSERT INTO webhook_entrega (empresa_id, evento_id, endpoint_id) VALUES ($1, $2, $3)`,
        [event.companyId, event.id, endpointId],
      );
    });
    await this.closeCircuit(event.companyId, endpointId);
  }

  /**
   * An ADMIN's resend or test event is tried at once, even on an endpoint whose circuit is
   * open (they usually follow a fix on the receiver's side); its failure count stays.
   */
  private async closeCircuit(companyId: string, endpointId: string) {
    await this.dataSource.query(
      `UPDATE webhook_endpoint SET suspenso_ate = NULL WHERE empresa_id = $1 AND id = $2`,
      [companyId, endpointId],
    );
  }

  /**
   * Takes up to `limit` deliveries due at `now` for `leaseSeconds`, counting the attempt, as
   * fairly as the queue allows: at most one per endpoint in flight (the head of its queue,
   * oldest due first), at most `companyConcurrency` per company in flight (live leases of
   * every instance count), endpoints whose circuit is open (`suspenso_ate`) left out, and
   * the rest dealt round-robin: every company's first turn before any company's second,
   * the company with fewer in flight first. `exclude` leaves out deliveries already tried
   * in this round. The head of each active endpoint's queue is read from its index
   * (webhook_entrega_fila_idx), so the cost follows the endpoints, not the backlog: ~10 ms
   * with 100,000 pending over 500 endpoints, against ~100 ms for a DISTINCT ON over them. Each row is re-checked and locked with `FOR UPDATE SKIP LOCKED`, so
   * however many instances claim at once, each delivery has one holder.
   */
  async claim(
    lease: string,
    now: Date,
    options: {
      leaseSeconds: number;
      limit: number;
      companyConcurrency: number;
      companyIds?: readonly string[];
      exclude?: readonly string[];
    },
  ): Promise<ClaimedDelivery[]> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `WITH busy AS (
         SELECT empresa_id, endpoint_id FROM webhook_entrega
          WHERE reserva IS NOT NULL AND reservado_ate >= $2 AND status = 'PENDENTE'),
       held AS (SELECT empresa_id, count(*)::int AS n FROM busy GROUP BY empresa_id),
       head AS (
         SELECT h.id, p.empresa_id, h.proxima_tentativa_em
           FROM webhook_endpoint p
           CROSS JOIN LATERAL (
                 SELECT e.id, e.proxima_tentativa_em FROM webhook_entrega e
                  WHERE e.endpoint_id = p.id AND e.status = 'PENDENTE'
                    AND e.proxima_tentativa_em <= $2
                    AND (e.reservado_ate IS NULL OR e.reservado_ate < $2)
                    AND NOT (e.id = ANY($7::uuid[]))
                  ORDER BY e.proxima_tentativa_em, e.id
                  LIMIT 1) h
          WHERE p.ativo AND (p.suspenso_ate IS NULL OR p.suspenso_ate <= $2)
            AND ($5::uuid[] IS NULL OR p.empresa_id = ANY($5))
            AND NOT EXISTS (SELECT 1 FROM busy b WHERE b.endpoint_id = p.id)),
       turns AS (
         SELECT h.id, h.proxima_tentativa_em,
                coalesce(held.n, 0) + row_number() OVER (
                  PARTITION BY h.empresa_id ORDER BY h.proxima_tentativa_em, h.id) AS turn
           FROM head h LEFT JOIN held ON held.empresa_id = h.empresa_id),
       picked AS (
         SELECT id FROM turns WHERE turn <= $6
          ORDER BY turn, proxima_tentativa_em, id
          LIMIT $4),
       claimed AS (
         UPDATE webhook_entrega AS d
            SET reserva = $1, reservado_ate = $2::timestamptz + make_interval(secs => $3),
                tentativas = d.tentativas + 1
          WHERE d.id IN (
                SELECT e.id FROM webhook_entrega e
                 WHERE e.id IN (SELECT id FROM picked) AND e.status = 'PENDENTE'
                   AND (e.reservado_ate IS NULL OR e.reservado_ate < $2)
                   FOR UPDATE SKIP LOCKED)
         RETURNING d.id, d.empresa_id, d.evento_id, d.endpoint_id, d.tentativas, d.janela_desde)
       SELECT c.id, c.empresa_id, c.evento_id, c.tentativas, c.janela_desde, ev.corpo,
              p.id AS endpoint_id, p.url, p.segredo, p.segredo_anterior, p.segredo_anterior_ate,
              p.falhas_seguidas
         FROM claimed c
         JOIN webhook_evento ev ON ev.empresa_id = c.empresa_id AND ev.id = c.evento_id
         JOIN webhook_endpoint p ON p.empresa_id = c.empresa_id AND p.id = c.endpoint_id`,
      [
        lease,
        now,
        options.leaseSeconds,
        options.limit,
        options.companyIds ?? null,
        options.companyConcurrency,
        options.exclude ?? [],
      ],
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.empresa_id,
      eventId: row.evento_id,
      body: row.corpo,
      attempt: row.tentativas,
      windowStart: row.janela_desde,
      endpointId: row.endpoint_id,
      url: row.url,
      sealedSecret: row.segredo,
      sealedPreviousSecret: row.segredo_anterior,
      previousSecretUntil: row.segredo_anterior_ate,
      endpointFailures: row.falhas_seguidas,
    }));
  }

  /**
   * Records the attempt and leaves the delivery in `status` (due again at `nextAt` when
   * PENDENTE); false when the lease was lost, and then nothing is written.
   */
  async settle(
    manager: EntityManager,
    delivery: ClaimedDelivery,
    lease: string,
    attempt: AttemptRecord,
    outcome: { status: WebhookDeliveryStatus; nextAt?: Date },
  ): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE webhook_entrega
          SET status = $3, proxima_tentativa_em = coalesce($4, proxima_tentativa_em),
              entregue_em = CASE WHEN $3 = 'ENTREGUE' THEN $5::timestamptz END,
              reserva = NULL, reservado_ate = NULL
        WHERE id = $1 AND reserva = $2`,
      [delivery.id, lease, outcome.status, outcome.nextAt ?? null, attempt.at],
    );
    if (affected !== 1) return false;
    await manager.query(
      `INSERT INTO webhook_tentativa
         (empresa_id, entrega_id, numero, em, duracao_ms, status_http, resposta, erro)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        delivery.companyId,
        delivery.id,
        delivery.attempt,
        attempt.at,
        attempt.durationMs,
        attempt.statusHttp,
        attempt.response,
        attempt.error?.slice(0, 1000) ?? null,
      ],
    );
    return true;
  }

  /** The endpoint's deliveries, newest first, each with its attempts (newest first). */
  async page(
    companyId: string,
    endpointId: string,
    { pagina, porPagina }: PageRequest,
  ): Promise<Page<WebhookDeliveryView>> {
    const [rows, [{ total }]]: [DeliveryRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT d.id, d.evento_id, ev.tipo, ev.ocorrido_em, d.status, d.tentativas,
                d.proxima_tentativa_em, d.entregue_em,
                coalesce((SELECT json_agg(json_build_object(
                           'numero', t.numero, 'em', t.em, 'duracaoMs', t.duracao_ms,
                           'statusHttp', t.status_http, 'resposta', t.resposta, 'erro', t.erro)
                           ORDER BY t.numero DESC)
                            FROM webhook_tentativa t
                           WHERE t.empresa_id = d.empresa_id AND t.entrega_id = d.id), '[]') AS historico
           FROM webhook_entrega d
           JOIN webhook_evento ev ON ev.empresa_id = d.empresa_id AND ev.id = d.evento_id
          WHERE d.empresa_id = $1 AND d.endpoint_id = $2
          ORDER BY d.criado_em DESC, d.id
          LIMIT $3 OFFSET $4`,
        [companyId, endpointId, porPagina, (pagina - 1) * porPagina],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM webhook_entrega WHERE empresa_id = $1 AND endpoint_id = $2`,
        [companyId, endpointId],
      ),
    ]);
    return {
      itens: rows.map((row) => ({
        id: row.id,
        eventoId: row.evento_id,
        tipo: row.tipo,
        ocorridoEm: row.ocorrido_em.toISOString(),
        status: row.status,
        tentativas: row.tentativas,
        proximaTentativaEm:
          row.status === 'PENDENTE' ? row.proxima_tentativa_em.toISOString() : null,
        entregueEm: row.entregue_em?.toISOString() ?? null,
        historico: row.historico.map((attempt) => ({
          ...attempt,
          em: new Date(attempt.em).toISOString(),
        })),
      })),
      total,
      pagina,
      porPagina,
    };
  }

  /**
   * Puts a delivery back in the queue, due now with a fresh retry window; one a worker
   * holds right now is left to it. Returns false when the endpoint has no such delivery.
   */
  async requeue(companyId: string, endpointId: string, id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE webhook_entrega
          SET status = 'PENDENTE', janela_desde = now(), proxima_tentativa_em = now(),
              entregue_em = NULL
        WHERE empresa_id = $1 AND endpoint_id = $2 AND id = $3
          AND (reservado_ate IS NULL OR reservado_ate < now())
      RETURNING id`,
      [companyId, endpointId, id],
    );
    if (rows.length > 0) {
      await this.closeCircuit(companyId, endpointId);
      return true;
    }
    const [exists] = await this.dataSource.query(
      `SELECT 1 FROM webhook_entrega WHERE empresa_id = $1 AND endpoint_id = $2 AND id = $3`,
      [companyId, endpointId, id],
    );
    return exists !== undefined;
  }

  /** Pending deliveries of every company, and how long the oldest has waited. */
  async backlog(): Promise<{ pending: number; oldestSeconds: number }> {
    const [row]: Array<{ pending: number; oldest_seconds: number | null }> =
      await this.dataSource.query(
        `SELECT count(*)::int AS pending,
                extract(epoch FROM now() - min(criado_em))::float8 AS oldest_seconds
           FROM webhook_entrega WHERE status = 'PENDENTE'`,
      );
    return { pending: row.pending, oldestSeconds: Math.max(0, row.oldest_seconds ?? 0) };
  }
}

interface ClaimedRow {
  id: string;
  empresa_id: string;
  evento_id: string;
  tentativas: number;
  janela_desde: Date;
  corpo: string;
  endpoint_id: string;
  url: string;
  segredo: string;
  segredo_anterior: string | null;
  segredo_anterior_ate: Date | null;
  falhas_seguidas: number;
}

interface DeliveryRow {
  id: string;
  evento_id: string;
  tipo: WebhookEventType;
  ocorrido_em: Date;
  status: WebhookDeliveryStatus;
  tentativas: number;
  proxima_tentativa_em: Date;
  entregue_em: Date | null;
  historico: Array<Omit<WebhookAttemptView, 'em'> & { em: string }>;
}
