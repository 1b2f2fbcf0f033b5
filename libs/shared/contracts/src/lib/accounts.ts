import type { Role } from './auth';

/**
 * Wire types of a company's people and settings: users managed by the company's
 * ADMIN, password links, the audit trail, the outbox and the company's settings.
 */

/** Error codes of accounts, passwords and company settings (beside the platform's). */
export const AccountErrorCode = {
  /** No user with this id in the caller's company. */
  USUARIO_NAO_ENCONTRADO: 'USUARIO_NAO_ENCONTRADO',
  /** The e-mail already names a user (e-mail is unique across the service). */
  EMAIL_JA_CADASTRADO: 'EMAIL_JA_CADASTRADO',
  /** The change would leave the company without an active ADMIN who can sign in. */
  ULTIMO_ADMIN: 'ULTIMO_ADMIN',
  /** A client user's role is fixed (it is tied to one client); a staff user cannot become one here. */
  PERFIL_DE_CLIENTE: 'PERFIL_DE_CLIENTE',
  /** The user already set a password, or is inactive: there is no invitation to resend. */
  CONVITE_INDISPONIVEL: 'CONVITE_INDISPONIVEL',
  /** A password link that does not exist (or was replaced by a newer one). */
  LINK_INVALIDO: 'LINK_INVALIDO',
  /** A password link already used once. */
  LINK_JA_USADO: 'LINK_JA_USADO',
  /** A password link past its expiry; `expiradoEm` says when. */
  LINK_EXPIRADO: 'LINK_EXPIRADO',
  /** The new password breaks the policy (length, common password, equal to the e-mail). */
  SENHA_FRACA: 'SENHA_FRACA',
  /** The current password given to change it is wrong. */
  SENHA_ATUAL_INCORRETA: 'SENHA_ATUAL_INCORRETA',
  /** Too many password-reset requests from this address; `Retry-After` says when to try again. */
  MUITAS_SOLICITACOES: 'MUITAS_SOLICITACOES',
  /** The logo is not a PNG or JPEG image (checked by its content, not its name or declared type). */
  LOGO_INVALIDO: 'LOGO_INVALIDO',
  /** The logo is larger than `maximoBytes`. */
  LOGO_GRANDE_DEMAIS: 'LOGO_GRANDE_DEMAIS',
} as const;

export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** Shortest password accepted (NIST SP 800-63B); no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;

/** How long an invitation link stays valid. */
export const INVITATION_HOURS = 72;

/** How long a password-reset link stays valid. */
export const RESET_HOURS = 1;

/** Path of the admin app's set-password page; the token follows in the fragment (`#token=`). */
export const SET_PASSWORD_PATH = '/definir-senha';

/** Largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** ATIVO: signs in; CONVIDADO: invited, no password yet; INATIVO: deactivated by an ADMIN. */
export type UserStatus = 'ATIVO' | 'CONVIDADO' | 'INATIVO';

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ATIVO: 'Ativo',
  CONVIDADO: 'Convite pendente',
  INATIVO: 'Desativado',
};

/** One user in `GET /api/admin/usuarios` (`dados.itens`). */
export interface UserSummary {
  id: string;
  nome: string;
  email: string;
  perfil: Role;
  situacao: UserStatus;
  /** Open sessions right now. */
  sessoesAtivas: number;
  /** When the pending invitation expires (ISO 8601); null without one. */
  conviteExpiraEm: string | null;
  criadoEm: string;
  /** Professional registration (CREA/CFT) of a responsável técnico; null when the user is not one. */
  registroProfissional: string | null;
}

export interface UserList {
  itens: UserSummary[];
}

/**
 * Where an e-mail stands: queued for the delivery worker (PENDENTE, retried with backoff),
 * delivered to the SMTP server (ENVIADO), kept in the outbox because no SMTP server is
 * configured (NA_CAIXA_DE_SAIDA), or given up after its last attempt (FALHOU).
 */
export type MailOutcome = 'PENDENTE' | 'ENVIADO' | 'NA_CAIXA_DE_SAIDA' | 'FALHOU';

/** Body of `POST /api/admin/usuarios`. */
export interface InviteUserRequest {
  nome: string;
  email: string;
  perfil: Role;
}

/** `dados` of an invitation (new user or resent). */
export interface InvitationResult {
  usuario: UserSummary;
  email: MailOutcome;
}

/** Body of `PATCH /api/admin/usuarios/:id`. */
export interface UpdateUserRequest {
  nome?: string;
  perfil?: Role;
  /**
   * Marks the user as responsável técnico with this registration (CREA/CFT, e.g.
   * `CREA-SP 5061234567`); null unmarks. Omitted leaves it as it is.
   */
  registroProfissional?: string | null;
}

/** `dados` of `POST /api/admin/usuarios/:id/encerrar-sessoes`. */
export interface EndedSessions {
  usuario: UserSummary;
  sessoesEncerradas: number;
}

/** Body of `POST /api/auth/definir-senha` (invitation and reset links). */
export interface SetPasswordRequest {
  token: string;
  senha: string;
}

/** Body of `POST /api/auth/esqueci-senha`. */
export interface ForgotPasswordRequest {
  email: string;
}

/** Body of `POST /api/auth/senha` (the signed-in user's own password). */
export interface ChangePasswordRequest {
  senhaAtual: string;
  novaSenha: string;
}

/** One entry of the audit trail (`GET /api/admin/auditoria`, paged). */
export interface AuditEntry {
  id: string;
  em: string;
  /** Who did it; null when the system or the operator's command did. */
  autor: { id: string; nome: string } | null;
  /** Stable code of the action (USUARIO_CONVIDADO, EMPRESA_ALTERADA, ...). */
  acao: string;
  /** One sentence in pt-BR. */
  resumo: string;
  detalhes: Record<string, unknown>;
}

/** One message of the company's outbox (`GET /api/admin/caixa-de-saida`, paged). */
export interface OutboxMessage {
  id: string;
  destinatarios: string[];
  assunto: string;
  corpo: string;
  anexos: string[];
  status: MailOutcome;
  /** The last delivery attempt's error, if it failed. */
  erro: string | null;
  /** Delivery attempts made so far. */
  tentativas: number;
  /** When the worker tries a PENDENTE message next; null otherwise. */
  proximaTentativaEm: string | null;
  criadoEm: string;
  enviadoEm: string | null;
}

/** `dados` of `GET /api/admin/empresa`. */
export interface CompanySettingsView {
  id: string;
  nome: string;
  /** 14 digits, or null when not set. */
  cnpj: string | null;
  fusoHorario: string;
  /** The logo as a `data:` URL (PNG or JPEG), or null. */
  logo: string | null;
  /** The phone clients call (printed on the units' QR labels and their public page), or null. */
  telefone: string | null;
}

/** Body of `PATCH /api/admin/empresa`; `cnpj: null` clears it. */
export interface UpdateCompanyRequest {
  nome?: string;
  cnpj?: string | null;
  fusoHorario?: string;
  /** `null` or an empty text clears it. */
  telefone?: string | null;
}

/** Body of `PUT /api/admin/empresa/logo`: the image's bytes in base64 (a `data:` URL is accepted too). */
export interface UploadLogoRequest {
  imagem: string;
}

/** The company-wide field-service parameters (`GET`/`PUT /api/fs/parametros`, ADMIN). */
export interface FieldServiceParameters {
  /** A piece of equipment is recurrent with `ocorrencias` or more corrective orders in `dias` days. */
  recorrencia: { ocorrencias: number; dias: number };
  /**
   * Minutes after an order's scheduled time within which starting the attendance is on time
   * (punctuality of scheduled orders, RGM formulas version 3); 0 to 720, default 60.
   */
  toleranciaPontualidadeMinutos: number;
  /** Open the proposed corrective orders (failed checklist items) when an order is finished. */
  corretivaAutomatica: boolean;
}

/** `PUT /api/fs/parametros`: the tolerance and the automatic correctives may be left out (the current ones stay). */
export type FieldServiceParametersInput = Omit<
  FieldServiceParameters,
  'toleranciaPontualidadeMinutos' | 'corretivaAutomatica'
> &
  Partial<Pick<FieldServiceParameters, 'toleranciaPontualidadeMinutos' | 'corretivaAutomatica'>>;
