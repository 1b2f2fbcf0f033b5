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

/** A contract (`c`) held, by its client or itself; `contract` names the contract's id column. */
const HELD_CONTRACT = (
  contract: string,
) => `EXISTS (SELECT 1 FROM contrato hc JOIN retencao_bloqueio b
   ON b.empresa_id = hc.empresa_id AND b.cliente_id = hc.cliente_id AND b.liberado_em IS NULL
   AND (b.contrato_id IS NULL OR b.contrato_id = hc.id)
  WHERE hc.empresa_id = $1 AND hc.id = ${contract})`;

/**
 * The company's (`$1`) contracts (`c`) that ended, by their end date or their removal,
 * before the instant `$2`, and are not under a legal hold: five years on, the sealed
 * evidence of their visits goes.
 */
const ENDED_CONTRACTS = `(SELECT c.empresa_id, c.id FROM contrato c
   WHERE c.empresa_id = $1 AND coalesce(c.fim, c.desativado_em::date) < $2::timestamptz::date
     AND NOT ${HELD_CONTRACT('c.id')}) c`;

/** The orders (`o`) of those contracts. */
const ENDED_ORDERS = `(SELECT o.empresa_id, o.id FROM ordem_servico o JOIN ${ENDED_CONTRACTS}
   ON c.empresa_id = o.empresa_id AND c.id = o.contrato_id) o`;

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

  /**
   * The acceptances of orders of contracts ended before the instant: the signer's name,
   * role and document blanked, the drawn signature detached; the seal of the order keeps
   * its SHA-256 (a copy still checks against the code) and loses the content, which names
   * the people. The RGMs' acknowledgement loses the name. Returns how many rows, and the
   * signatures' file ids.
   */
  async endedContractSigners(db: EntityManager, companyId: string, before: Date, now: Date) {
    const [signers]: [Array<{ fileId: string | null }>, number] = await db.query(
      `WITH due AS (
         SELECT a.id, a.assinatura_arquivo_id FROM visita_aceite a
           JOIN ${ENDED_ORDERS} ON o.empresa_id = a.empresa_id AND o.id = a.ordem_servico_id
          WHERE a.empresa_id = $1 AND a.anonimizado_em IS NULL
          FOR UPDATE OF a)
       UPDATE visita_aceite a
          SET nome = CASE WHEN a.nome IS NULL THEN NULL ELSE 'Assinante anonimizado' END,
              cargo = NULL, documento = NULL, manifesto = NULL, assinatura_arquivo_id = NULL,
              anonimizado_em = $3
         FROM due WHERE a.empresa_id = $1 AND a.id = due.id
       RETURNING due.assinatura_arquivo_id AS "fileId"`,
      [companyId, before, now],
    );
    const [, seals] = await db.query(
      `UPDATE visita_selo s SET conteudo = NULL, conteudo_eliminado_em = $3
         FROM ${ENDED_ORDERS}
        WHERE s.empresa_id = $1 AND o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
          AND s.conteudo IS NOT NULL`,
      [companyId, before, now],
    );
    const [, acknowledgements] = await db.query(
      `UPDATE rgm r SET ciente_nome = 'Ciente anonimizado'
         FROM ${ENDED_CONTRACTS}
        WHERE r.empresa_id = $1 AND c.empresa_id = r.empresa_id AND c.id = r.contrato_id
          AND r.ciente_nome IS DISTINCT FROM 'Ciente anonimizado' AND r.ciente_nome IS NOT NULL`,
      [companyId, before],
    );
    return {
      count: signers.length + Number(seals) + Number(acknowledgements),
      files: signers.map((row) => row.fileId).filter((id): id is string => id !== null),
    };
  }

  /** The photos and the check-in/out positions of orders of contracts ended before the instant; the photos' file ids. */
  async endedContractPhotos(db: EntityManager, companyId: string, before: Date) {
    const [photos]: [Array<{ fileId: string }>, number] = await db.query(
      `DELETE FROM visita_foto f USING ${ENDED_ORDERS}
        WHERE f.empresa_id = $1 AND o.empresa_id = f.empresa_id AND o.id = f.ordem_servico_id
       RETURNING f.arquivo_id AS "fileId"`,
      [companyId, before],
    );
    const [, positions] = await db.query(
      `DELETE FROM visita_posicao p USING ${ENDED_ORDERS}
        WHERE p.empresa_id = $1 AND o.empresa_id = p.empresa_id AND o.id = p.ordem_servico_id`,
      [companyId, before],
    );
    return { count: photos.length + Number(positions), files: photos.map((row) => row.fileId) };
  }

  /** The lab's responsible on the indoor-air analyses of contracts ended before the instant. */
  async endedContractLabLeads(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `UPDATE analise_ar a SET laboratorio_responsavel = NULL, laboratorio_responsavel_registro = NULL
         FROM ${ENDED_CONTRACTS}
        WHERE a.empresa_id = $1 AND c.empresa_id = a.empresa_id AND c.id = a.contrato_id
          AND (a.laboratorio_responsavel IS NOT NULL OR a.laboratorio_responsavel_registro IS NOT NULL)`,
      [companyId, before],
    );
    return Number(count);
  }

  /** The technician's name on orders whose attendance ended before the instant; times and figures stay. */
  async technicianNameBefore(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `UPDATE ordem_servico s SET tecnico = 'Técnico anonimizado', atualizado_em = now()
        WHERE s.empresa_id = $1 AND s.fim_atendimento < $2
          AND s.tecnico IS NOT NULL AND s.tecnico <> 'Técnico anonimizado'
          AND NOT ${HELD_CONTRACT('s.contrato_id')}`,
      [companyId, before],
    );
    return Number(count);
  }

  /** The RT's name, registration and ART on contracts ended before the instant. */
  async endedContractTechnicalLeads(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `UPDATE contrato t SET responsavel_tecnico = NULL, registro_responsavel = NULL, art = NULL,
              responsavel_tecnico_id = NULL, atualizado_em = now()
         FROM ${ENDED_CONTRACTS}
        WHERE t.empresa_id = $1 AND c.empresa_id = t.empresa_id AND c.id = t.id
          AND (t.responsavel_tecnico IS NOT NULL OR t.registro_responsavel IS NOT NULL
               OR t.art IS NOT NULL OR t.responsavel_tecnico_id IS NOT NULL)`,
      [companyId, before],
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
