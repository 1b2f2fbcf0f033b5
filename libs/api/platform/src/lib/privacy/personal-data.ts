import { Injectable } from '@nestjs/common';

/** Whose data a category is (LGPD art. 5º, V: the titular). */
export type DataSubject =
  | 'EQUIPE' // the company's own staff: admins, supervisors, RTs, technicians
  | 'USUARIO_CLIENTE' // a client's person with a portal login
  | 'CONTATO_CLIENTE' // a client's contact, signer or RGM recipient
  | 'SOLICITANTE' // whoever leaves a request through the portal or the public QR page
  | 'PESSOAS_EM_IMAGEM' // whoever appears in a visit photo (may be a patient: art. 11)
  | 'PROFISSIONAL_EXTERNO'; // a professional of another firm named in a record (a lab's RT)

/**
 * The company's role for a category (LGPD art. 5º, VI–VII): controller of its staff's
 * data, processor of its clients' (the client decides why its people and premises are
 * recorded). The platform's operator is always a processor for the company.
 */
export type ProcessingRole = 'CONTROLADORA' | 'OPERADORA';

/** The legal bases of art. 7º (and art. 11 for sensitive data) this product relies on. */
export type LegalBasis =
  | 'EXECUCAO_CONTRATO' // art. 7º, V
  | 'OBRIGACAO_LEGAL' // art. 7º, II
  | 'EXERCICIO_DIREITOS' // art. 7º, VI (evidence in judicial or administrative proceedings)
  | 'LEGITIMO_INTERESSE' // art. 7º, IX
  | 'TUTELA_SAUDE_SENSIVEL'; // art. 11, II, f: care-area images, only as incidental capture

/** When a category's term starts counting, and what the daily job does at its end. */
export interface RetentionRule {
  /** Default term in days; `null` where the data lives as long as the thing it belongs to. */
  defaultDays: number | null;
  /** Bounds an ADMIN may set the term within (inclusive); equal to the default when fixed. */
  minDays: number | null;
  maxDays: number | null;
  /** pt-BR: from what the term counts ("do fechamento da solicitação"). */
  from: string;
  /** What happens at the end: rows deleted, or the person's fields blanked in place. */
  action: 'EXCLUIR' | 'ANONIMIZAR';
  /** pt-BR: what is kept past the term and why (a sealed report, a legal hold). */
  keeps?: string;
}

/**
 * What the person's request to be erased does in a category (LGPD art. 18, IV and VI):
 * rows deleted, the person's fields blanked in place, or the data kept, with the reason
 * the law allows it (art. 16, I: a legal obligation; art. 7º, VI: evidence of a right).
 */
export interface ErasureRule {
  action: 'EXCLUIR' | 'ANONIMIZAR' | 'MANTER';
  /** pt-BR: what stays and why; required when something stays. */
  keeps?: string;
}

/** A column that holds, or points to, a person. */
export interface PersonalColumn {
  table: string;
  /** Columns that identify or describe the person (name, e-mail, IP, signature image). */
  columns: readonly string[];
  /**
   * Columns that point to a user (`usuario_id`, `criado_por`): not personal by themselves,
   * but the way to every record about that user, which an export must walk.
   */
  userReferences?: readonly string[];
}

/** One line of the record of processing (LGPD art. 37). */
export interface ProcessingActivity {
  /** Stable code, used by retention settings and exports (`SOLICITANTE_QR`). */
  code: string;
  /** pt-BR title of the category ("Contato de quem pede atendimento pelo QR"). */
  title: string;
  subject: DataSubject;
  role: ProcessingRole;
  /** pt-BR purpose (art. 6º, I). */
  purpose: string;
  basis: LegalBasis;
  /** Sensitive data (art. 5º, II; art. 11). */
  sensitive?: boolean;
  /** Where it is stored. */
  storage: readonly PersonalColumn[];
  /** pt-BR: who sees it (roles, the client, the public). */
  seenBy: string;
  retention: RetentionRule;
  onRequest: ErasureRule;
}

/** Columns that look personal by name but are not (a sector's name), each with the reason. */
export interface NotPersonal {
  table: string;
  column: string;
  reason: string;
}

/**
 * The record of processing, assembled at start: the platform registers its own tables
 * (users, sessions, audit, mail) and each domain lib registers the tables it owns, as
 * files are registered by owner kind. A test walks the database's columns against it,
 * so a column of personal data without an entry fails the build.
 */
@Injectable()
export class PersonalDataRegistry {
  private readonly activities = new Map<string, ProcessingActivity>();
  private readonly exempt: NotPersonal[] = [];

  /** Called by a lib at start with the categories of the tables it owns. */
  register(activities: readonly ProcessingActivity[], notPersonal: readonly NotPersonal[] = []) {
    for (const activity of activities) {
      if (this.activities.has(activity.code))
        throw new Error(`Processing activity ${activity.code} is already registered`);
      this.activities.set(activity.code, activity);
    }
    this.exempt.push(...notPersonal);
  }

  list(): ProcessingActivity[] {
    return [...this.activities.values()];
  }

  get(code: string): ProcessingActivity | undefined {
    return this.activities.get(code);
  }

  notPersonal(): readonly NotPersonal[] {
    return this.exempt;
  }
}

/** Column names that hold a person's data wherever they appear. */
export const PERSONAL_COLUMN_NAME =
  /^documento$|^assinatura_arquivo_id$|(^|_)(name|nome|email|emails|telefone|phone|cpf|ip|user_agent|cargo|latitude|longitude|registro_profissional|contato|destinatarios|responsavel|titular|km)(_|$)/;

/** Column names that point to a user. */
export const USER_REFERENCE_COLUMN_NAME =
  /^(usuario_id|user_id|actor_id|autor_id|tecnico_id|solicitante_usuario_id|responsavel_tecnico_id|created_by|criado_por|registrado_por|declarado_por|decidido_por|decidida_por|revisado_por|removido_por|revogado_por|desativado_por|liberado_por|resolvido_por|enviado_por)$/;
