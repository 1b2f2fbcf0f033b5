import { Injectable } from '@nestjs/common';
import type { ErasureSubject } from '@campo/platform';
import type { EntityManager } from 'typeorm';

/** A request (or other record) of a client or contract under a legal hold not lifted: `s` aliases the row. */
const HELD = `EXISTS (SELECT 1 FROM retencao_bloqueio b
   WHERE b.empresa_id = s.empresa_id AND b.liberado_em IS NULL AND b.cliente_id = s.cliente_id
     AND (b.contrato_id IS NULL OR b.contrato_id = s.contrato_id))`;

/** A phone column holding the digits in parameter `digits`, as the person's export finds them. */
const PHONE_MATCH = (column: string, digits: string) =>
  `(${digits}::text IS NOT NULL AND position(${digits} in regexp_replace(${column}, '\\D', '', 'g')) > 0)`;

/**
 * The SQL that ends field service's categories, past their term or on the person's
 * request: the requester's contact and photo, the client's contacts, the technician's
 * name on orders, resolved refused phone writes. What a legal hold covers stays.
 */
@Injectable()
export class FieldServiceRetentionRepository {
  /**
   * Blanks the contact (name, e-mail, phone) and detaches the photo of requests closed
   * before the instant: refused ones from their decision, accepted ones from the end of
   * the order they became (or their decision, when the order is gone). The request, its
   * description and place and the order stay. Returns how many, and the detached photos' ids.
   */
  anonymiseRequesters(db: EntityManager, companyId: string, before: Date, now: Date) {
    return this.anonymiseRequests(
      db,
      companyId,
      `CASE
         WHEN s.situacao = 'RECUSADA' OR (s.situacao = 'ACEITA' AND o.id IS NULL) THEN s.decidida_em
         WHEN o.status IN ('CONCLUIDA', 'CANCELADA') THEN coalesce(o.fim_atendimento, s.decidida_em)
       END < $3`,
      now,
      [before],
    );
  }

  /** The same for every request the person left, open or closed: by account, e-mail or phone. */
  anonymiseRequestsOf(db: EntityManager, companyId: string, subject: ErasureSubject, now: Date) {
    return this.anonymiseRequests(
      db,
      companyId,
      `(s.solicitante_usuario_id = ANY($3::uuid[]) OR lower(s.contato_email) = ANY($4::text[])
        OR ${PHONE_MATCH('s.contato_telefone', '$5')})`,
      now,
      [subject.userIds, subject.emails, subject.phoneDigits],
    );
  }

  /** Anonymises the requests the condition picks; `s` aliases the request, `o` its order, parameters from `$3`. */
  private async anonymiseRequests(
    db: EntityManager,
    companyId: string,
    condition: string,
    now: Date,
    parameters: unknown[],
  ) {
    const [rows]: [Array<{ photoId: string | null }>, number] = await db.query(
      `WITH due AS (
         SELECT s.id, s.foto_arquivo_id
           FROM solicitacao s
           LEFT JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
          WHERE s.empresa_id = $1 AND s.anonimizada_em IS NULL AND ${condition}
            AND NOT ${HELD}
          FOR UPDATE OF s)
       UPDATE solicitacao s
          SET contato_nome = 'Solicitante anonimizado', contato_email = NULL, contato_telefone = NULL,
              foto_arquivo_id = NULL, anonimizada_em = $2
         FROM due WHERE s.empresa_id = $1 AND s.id = due.id
       RETURNING due.foto_arquivo_id AS "photoId"`,
      [companyId, now, ...parameters],
    );
    return {
      count: rows.length,
      photos: rows.map((row) => row.photoId).filter((id): id is string => id !== null),
    };
  }

  /**
   * Blanks the client's e-mail and phone where they are the person's, and takes the
   * address off the contracts' RGM recipients. Returns how many rows changed.
   */
  async clientContactsOf(db: EntityManager, companyId: string, subject: ErasureSubject) {
    if (subject.emails.length === 0 && !subject.phoneDigits) return 0;
    const [, clients] = await db.query(
      `UPDATE cliente c
          SET email = CASE WHEN lower(c.email) = ANY($2::text[]) THEN NULL ELSE c.email END,
              telefone = CASE WHEN ${PHONE_MATCH('c.telefone', '$3')} THEN NULL ELSE c.telefone END,
              atualizado_em = now()
        WHERE c.empresa_id = $1 AND (lower(c.email) = ANY($2::text[]) OR ${PHONE_MATCH('c.telefone', '$3')})
          AND NOT EXISTS (SELECT 1 FROM retencao_bloqueio b WHERE b.empresa_id = c.empresa_id
                AND b.liberado_em IS NULL AND b.cliente_id = c.id AND b.contrato_id IS NULL)`,
      [companyId, subject.emails, subject.phoneDigits],
    );
    const [, contracts] = await db.query(
      `UPDATE contrato t
          SET emails_rgm = nullif(array_to_string(array(
                SELECT trim(address) FROM unnest(string_to_array(t.emails_rgm, ',')) address
                 WHERE lower(trim(address)) <> ALL($2::text[])), ', '), ''),
              atualizado_em = now()
        WHERE t.empresa_id = $1 AND EXISTS (
                SELECT 1 FROM unnest(string_to_array(t.emails_rgm, ',')) address
                 WHERE lower(trim(address)) = ANY($2::text[]))
          AND NOT EXISTS (SELECT 1 FROM retencao_bloqueio b WHERE b.empresa_id = t.empresa_id
                AND b.liberado_em IS NULL AND b.cliente_id = t.cliente_id
                AND (b.contrato_id IS NULL OR b.contrato_id = t.id))`,
      [companyId, subject.emails],
    );
    return Number(clients) + Number(contracts);
  }

  /**
   * Clients whose every contract ended before the instant: their e-mail, phone and RGM
   * recipients are blanked (the client, a company, keeps its name and CNPJ).
   */
  async endedClientContacts(db: EntityManager, companyId: string, before: Date) {
    const [rows]: [Array<{ id: string }>, number] = await db.query(
      `UPDATE cliente c SET email = NULL, telefone = NULL, atualizado_em = now()
        WHERE c.empresa_id = $1 AND (c.email IS NOT NULL OR c.telefone IS NOT NULL
              OR EXISTS (SELECT 1 FROM contrato t WHERE t.empresa_id = c.empresa_id
                          AND t.cliente_id = c.id AND t.emails_rgm IS NOT NULL))
          AND EXISTS (SELECT 1 FROM contrato t WHERE t.empresa_id = c.empresa_id AND t.cliente_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM contrato t WHERE t.empresa_id = c.empresa_id AND t.cliente_id = c.id
                           AND (t.fim IS NULL OR t.fim >= $2::timestamptz::date))
          AND NOT EXISTS (SELECT 1 FROM retencao_bloqueio b WHERE b.empresa_id = c.empresa_id
                           AND b.liberado_em IS NULL AND b.cliente_id = c.id)
       RETURNING c.id`,
      [companyId, before],
    );
    if (rows.length > 0)
      await db.query(
        `UPDATE contrato SET emails_rgm = NULL, atualizado_em = now()
          WHERE empresa_id = $1 AND cliente_id = ANY($2::uuid[]) AND emails_rgm IS NOT NULL`,
        [companyId, rows.map((row) => row.id)],
      );
    return rows.length;
  }

  /** The technician's name on their orders; times, kilometres and figures stay. */
  async technicianNameOn(db: EntityManager, companyId: string, userIds: readonly string[]) {
    const [, count] = await db.query(
      `UPDATE ordem_servico SET tecnico = 'Técnico anonimizado', atualizado_em = now()
        WHERE empresa_id = $1 AND tecnico_id = ANY($2::uuid[])
          AND tecnico IS DISTINCT FROM 'Técnico anonimizado'`,
      [companyId, userIds],
    );
    return Number(count);
  }

  /** The technician's refused phone writes already resolved; open ones stay for the supervisor. */
  async resolvedRefusedRecordsOf(db: EntityManager, companyId: string, userIds: readonly string[]) {
    const [, count] = await db.query(
      `DELETE FROM registro_recusado
        WHERE empresa_id = $1 AND tecnico_id = ANY($2::uuid[]) AND situacao <> 'ABERTO'`,
      [companyId, userIds],
    );
    return Number(count);
  }

  /** Refused phone writes resolved (sent again, discarded, handled) before the instant. */
  async resolvedRefusedRecords(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `DELETE FROM registro_recusado
        WHERE empresa_id = $1 AND situacao <> 'ABERTO' AND resolvido_em < $2`,
      [companyId, before],
    );
    return Number(count);
  }
}
