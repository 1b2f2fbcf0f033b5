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
  /** The certificate file is not a PKCS#12 (.pfx/.p12), or holds no private key with its certificate. */
  CERTIFICADO_INVALIDO: 'CERTIFICADO_INVALIDO',
  /** The password given does not open the PKCS#12 file. */
  CERTIFICADO_SENHA_INCORRETA: 'CERTIFICADO_SENHA_INCORRETA',
  /** The certificate is expired or not valid yet; `validoDe`/`validoAte` say when it is. */
  CERTIFICADO_FORA_DA_VALIDADE: 'CERTIFICADO_FORA_DA_VALIDADE',
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
  /** The company's data-protection officer (LGPD art. 41), printed in every privacy notice. */
  encarregado: DataProtectionOfficer | null;
  /** The company's registration with its professional council (CREA or CFT), or null. */
  registroConselho: CouncilRegistration | null;
}

/** The professional councils a maintenance company registers with (Lei 5.194/1966; Lei 13.639/2018). */
export const PROFESSIONAL_COUNCILS = ['CREA', 'CFT'] as const;
export type ProfessionalCouncil = (typeof PROFESSIONAL_COUNCILS)[number];

/** The 27 federative units, where a council registration is issued. */
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilUf = (typeof BRAZIL_UFS)[number];

/** A company's registration with its council: `CREA-SP 1234567` (the PMOC's identification prints it). */
export interface CouncilRegistration {
  conselho: ProfessionalCouncil;
  numero: string;
  uf: BrazilUf;
}

/** The registration as printed: `CREA-SP nº 1234567`. */
export function councilRegistrationText(registration: CouncilRegistration): string {
  return `${registration.conselho}-${registration.uf} nº ${registration.numero}`;
}

/** The encarregado pelo tratamento de dados pessoais (LGPD art. 5º, VIII; art. 41). */
export interface DataProtectionOfficer {
  nome: string;
  email: string;
  telefone: string | null;
}

/** Body of `PATCH /api/admin/empresa`; `cnpj: null` clears it. */
export interface UpdateCompanyRequest {
  nome?: string;
  cnpj?: string | null;
  fusoHorario?: string;
  /** `null` or an empty text clears it. */
  telefone?: string | null;
  /** `null` clears it; `telefone` inside is optional. */
  encarregado?: { nome: string; email: string; telefone?: string | null } | null;
  /** `null` clears it. */
  registroConselho?: CouncilRegistration | null;
}

/** Largest certificate file accepted (an A1 .pfx is a few kilobytes). */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;

/** Days before expiry from which the settings screen warns that the certificate must be renewed. */
export const CERTIFICATE_WARNING_DAYS = 30;

/**
 * The company's A1 certificate as `GET /api/admin/empresa/certificado` shows it (`dados`
 * null without one): who it names and until when, never the file or its password.
 */
export interface CompanyCertificateView {
  /** The subject's common name: the signer's name printed on and embedded in the PDFs. */
  titular: string;
  /** The CNPJ of an ICP-Brasil e-CNPJ (from its subject alternative name), or null. */
  cnpj: string | null;
  /** The issuing authority's common name. */
  emissor: string;
  validoDe: string;
  validoAte: string;
  /** SHA-256 of the certificate (DER), in hex. */
  impressaoDigital: string;
  enviadoEm: string;
  enviadoPor: string | null;
}

/** Body of `PUT /api/admin/empresa/certificado`: the .pfx/.p12 bytes in base64 and its password. */
export interface UploadCertificateRequest {
  arquivo: string;
  senha: string;
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
  /**
   * Record the technician's position at check-in (start) and check-out (acceptance), when
   * the technician consents on the phone; off by default. Never tracked in between.
   */
  localizacaoAtendimento: boolean;
  /**
   * Days the no-login link e-mailed with a visit report works: 1 to 30, default
   * VISIT_REPORT_LINK_DAYS (7).
   */
  diasLinkRelatorio: number;
  /**
   * The hours (`HH:MM`, ascending, 1 to AGENDA_SLOTS_MAX) the dispatch agenda offers each
   * day to drop an order on; default DEFAULT_AGENDA_SLOTS (08:00, 10:00, 14:00, 16:00).
   */
  horariosAgenda: string[];
  /**
   * Show each technician's orders, execution time, SLA and kilometres in the documents the
   * client receives (the RGM's PDF); off by default (LGPD art. 6º, III: no more than the
   * purpose needs). The admin app always shows them.
   */
  desempenhoTecnicoAoCliente: boolean;
}

/** `PUT /api/fs/parametros`: all but the recurrence may be left out (the current ones stay). */
export type FieldServiceParametersInput = Pick<FieldServiceParameters, 'recorrencia'> &
  Partial<Omit<FieldServiceParameters, 'recorrencia'>>;

/** Abbreviated titles people put before their name ("Eng. Marina Costa", "Dra. Ana", "Eng.ª Lia"). */
const NAME_TITLES = /^(eng|enga|dr|dra|sr|sra|srta|prof|profa|me|ma)(\.|\.ª|ª)$/i;

/** What a greeting calls a person: the first word of the name that is not a title. */
export function greetingName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words.find((word) => !NAME_TITLES.test(word)) ?? words[0] ?? '';
}
