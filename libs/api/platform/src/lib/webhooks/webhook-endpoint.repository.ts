import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebhookEndpointView, WebhookEventType, WebhookPauseReason } from '@campo/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { SecretBoxError } from '../common/secret-box';
import { AppConfig } from '../config/app-config';

const COLUMNS = `id, url, descricao, eventos, ativo, pausado_motivo, segredo_anterior_ate,
                 falhando_desde, criado_em`;

/**
 * What a webhook secret is sealed with (common/secret-box.ts): the endpoint's id, so a sealed
 * secret copied onto another endpoint does not open there. `segredo` and `segredo_anterior`
 * share it (a rotation moves the sealed value from one to the other as it is).
 */
export const secretContext = (endpointId: string) => `webhook_endpoint:${endpointId}`;

/**
 * The SQL of a company's webhook endpoints. Secrets are stored sealed by the secret box
 * (AES-256-GCM under APP_ENCRYPTION_KEY) and never leave it except to the worker, which
 * opens them just before signing.
 */
@Injectable()
export class WebhookEndpointRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async list(companyId: string): Promise<WebhookEndpointView[]> {
    const rows: EndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoint WHERE empresa_id = $1 ORDER BY criado_em, id`,
      [companyId],
    );
    return rows.map(toView);
  }

  async find(companyId: string, id: string): Promise<WebhookEndpointView | undefined> {
    const [row]: EndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoint WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row && toView(row);
  }

  /** Runs `work` in one transaction (the cap's count and the insert). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(
    manager: EntityManager,
    companyId: string,
    values: { url: string; descricao: string; eventos: string[]; secret: string },
  ): Promise<WebhookEndpointView> {
    const id = randomUUID();
    const sealed = this.config.secretBox.seal(values.secret, secretContext(id));
    const [row]: EndpointRow[] = await manager.query(
      `INSERT INTO webhook_endpoint (id, empresa_id, url, descricao, eventos, segredo)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [id, companyId, values.url, values.descricao, values.eventos, sealed],
    );
    return toView(row);
  }

  /**
   * Changes what is given; activating clears the pause and the failure streak, pausing
   * records a manual pause.
   */
  async update(
    companyId: string,
    id: string,
    values: { url?: string; descricao?: string; eventos?: string[]; ativo?: boolean },
  ): Promise<WebhookEndpointView | undefined> {
    const [rows]: [EndpointRow[], number] = await this.dataSource.query(
      `UPDATE webhook_endpoint
          SET url = coalesce($3, url), descricao = coalesce($4, descricao),
              eventos = coalesce($5, eventos), ativo = coalesce($6, ativo),
              pausado_motivo = CASE WHEN $6 IS NULL THEN pausado_motivo
                                    WHEN $6 THEN NULL
                                    WHEN ativo THEN 'MANUAL' ELSE pausado_motivo END,
              falhando_desde = CASE WHEN $6 THEN NULL ELSE falhando_desde END,
              falhas_seguidas = CASE WHEN $6 THEN 0 ELSE falhas_seguidas END,
              suspenso_ate = CASE WHEN $6 THEN NULL ELSE suspenso_ate END
        WHERE empresa_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
      [
        companyId,
        id,
        values.url ?? null,
        values.descricao ?? null,
        values.eventos ?? null,
        values.ativo ?? null,
      ],
    );
    return rows[0] && toView(rows[0]);
  }

  /** The new secret signs from now on; the current one keeps signing beside it until `previousUntil`. */
  async rotate(
    companyId: string,
    id: string,
    secret: string,
    previousUntil: Date,
  ): Promise<WebhookEndpointView | undefined> {
    const [rows]: [EndpointRow[], number] = await this.dataSource.query(
      `UPDATE webhook_endpoint
          SET segredo_anterior = segredo, segredo_anterior_ate = $4, segredo = $3
        WHERE empresa_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
      [companyId, id, this.config.secretBox.seal(secret, secretContext(id)), previousUntil],
    );
    return rows[0] && toView(rows[0]);
  }

  /**
   * Records a delivery's outcome on the endpoint: a success ends the failure streak and
   * closes its circuit; a failure starts the streak (at `at`) unless one is running, counts
   * it, and keeps the endpoint out of the queue until `retryAt`. Returns since when it fails.
   */
  async recordOutcome(
    manager: EntityManager,
    companyId: string,
    id: string,
    outcome: { delivered: boolean; at: Date; retryAt?: Date },
  ): Promise<Date | null> {
    const [rows]: [Array<{ falhando_desde: Date | null }>, number] = await manager.query(
      `UPDATE webhook_endpoint
          SET falhando_desde = CASE WHEN $3 THEN NULL ELSE coalesce(falhando_desde, $4) END,
              falhas_seguidas = CASE WHEN $3 THEN 0 ELSE falhas_seguidas + 1 END,
              suspenso_ate = CASE WHEN $3 THEN NULL
                                  ELSE greatest(suspenso_ate, $5::timestamptz) END
        WHERE empresa_id = $1 AND id = $2
      RETURNING falhando_desde`,
      [companyId, id, outcome.delivered, outcome.at, outcome.retryAt ?? null],
    );
    return rows[0]?.falhando_desde ?? null;
  }

  /**
   * Endpoints the company has (active or paused), counted under a per-company lock held to
   * the end of `manager`'s transaction, so two creations at once cannot both pass a cap.
   */
  async countLocked(manager: EntityManager, companyId: string): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `webhook_endpoint:${companyId}`,
    ]);
    const [{ n }]: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM webhook_endpoint WHERE empresa_id = $1`,
      [companyId],
    );
    return n;
  }

  /** Pauses an active endpoint; false when it was paused already. */
  async pause(
    manager: EntityManager,
    companyId: string,
    id: string,
    reason: WebhookPauseReason,
  ): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE webhook_endpoint SET ativo = false, pausado_motivo = $3
        WHERE empresa_id = $1 AND id = $2 AND ativo`,
      [companyId, id, reason],
    );
    return affected === 1;
  }

  /**
   * Seals again, under the current key, the secrets an older key sealed (after a rotation
   * of APP_ENCRYPTION_KEY, whose predecessor sits in APP_ENCRYPTION_KEYS_OLD). Each row is
   * written only if it still holds what was read, so a rotation of the webhook secret at
   * the same time wins. A secret no key opens is counted and left as it is.
   */
  async resealStale(): Promise<{ resealed: number; unreadable: number }> {
    const box = this.config.secretBox;
    const rows: Array<{ id: string; segredo: string; segredo_anterior: string | null }> =
      await this.dataSource.query(
        `SELECT id, segredo, segredo_anterior FROM webhook_endpoint
          WHERE split_part(segredo, ':', 2) <> $1
             OR split_part(coalesce(segredo_anterior, ''), ':', 2) NOT IN ($1, '')`,
        [box.keyId],
      );
    let resealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      const context = secretContext(row.id);
      const reseal = (value: string) =>
        box.needsResealing(value) ? box.seal(box.open(value, context), context) : value;
      let values: [string, string | null];
      try {
        values = [reseal(row.segredo), row.segredo_anterior && reseal(row.segredo_anterior)];
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        unreadable++;
        continue;
      }
      const [, affected]: [unknown, number] = await this.dataSource.query(
        `UPDATE webhook_endpoint SET segredo = $4, segredo_anterior = $5
          WHERE id = $1 AND segredo = $2 AND segredo_anterior IS NOT DISTINCT FROM $3`,
        [row.id, row.segredo, row.segredo_anterior, ...values],
      );
      resealed += affected;
    }
    return { resealed, unreadable };
  }

  /** E-mail addresses of the company's active ADMINs. */
  async adminEmails(manager: EntityManager, companyId: string): Promise<string[]> {
    const rows: Array<{ email: string }> = await manager.query(
      `SELECT email FROM users WHERE empresa_id = $1 AND role = 'ADMIN' AND active ORDER BY email`,
      [companyId],
    );
    return rows.map((row) => row.email);
  }
}

interface EndpointRow {
  id: string;
  url: string;
  descricao: string;
  eventos: WebhookEventType[];
  ativo: boolean;
  pausado_motivo: WebhookPauseReason | null;
  segredo_anterior_ate: Date | null;
  falhando_desde: Date | null;
  criado_em: Date;
}

function toView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    descricao: row.descricao,
    eventos: row.eventos,
    ativo: row.ativo,
    pausadoMotivo: row.pausado_motivo,
    segredoAnteriorAte:
      row.segredo_anterior_ate && row.segredo_anterior_ate > new Date()
        ? row.segredo_anterior_ate.toISOString()
        : null,
    falhandoDesde: row.falhando_desde?.toISOString() ?? null,
    criadoEm: row.criado_em.toISOString(),
  };
}
