import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A request (or other record) of a client or contract under a legal hold not lifted: `s` aliases the row. */
const HELD = `EXISTS (SELECT 1 FROM retencao_bloqueio b
   WHERE b.empresa_id = s.empresa_id AND b.liberado_em IS NULL AND b.cliente_id = s.cliente_id
     AND (b.contrato_id IS NULL OR b.contrato_id = s.contrato_id))`;

/**
 * The SQL that ends field service's short categories: the requester's contact and photo
 * on closed requests, and resolved refused phone writes. What a legal hold covers stays.
 */
@Injectable()
export class FieldServiceRetentionRepository {
  /**
   * Blanks the contact (name, e-mail, phone) and detaches the photo of requests closed
   * before the instant: refused ones from their decision, accepted ones from the end of
   * the order they became (or their decision, when the order is gone). The request, its
   * description and place and the order stay. Returns how many, and the detached photos' ids.
   */
  async anonymiseRequesters(db: EntityManager, companyId: string, before: Date, now: Date) {
    const [rows]: [Array<{ photoId: string | null }>, number] = await db.query(
      `WITH due AS (
         SELECT s.id, s.foto_arquivo_id
           FROM solicitacao s
           LEFT JOIN ordem_servico o ON o.empresa_id = s.empresa_id AND o.id = s.ordem_servico_id
          WHERE s.empresa_id = $1 AND s.anonimizada_em IS NULL
            AND CASE
                  WHEN s.situacao = 'RECUSADA' OR (s.situacao = 'ACEITA' AND o.id IS NULL) THEN s.decidida_em
                  WHEN o.status IN ('CONCLUIDA', 'CANCELADA') THEN coalesce(o.fim_atendimento, s.decidida_em)
                END < $2
            AND NOT ${HELD}
          FOR UPDATE OF s)
       UPDATE solicitacao s
          SET contato_nome = 'Solicitante anonimizado', contato_email = NULL, contato_telefone = NULL,
              foto_arquivo_id = NULL, anonimizada_em = $3
         FROM due WHERE s.empresa_id = $1 AND s.id = due.id
       RETURNING due.foto_arquivo_id AS "photoId"`,
      [companyId, before, now],
    );
    return {
      count: rows.length,
      photos: rows.map((row) => row.photoId).filter((id): id is string => id !== null),
    };
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
