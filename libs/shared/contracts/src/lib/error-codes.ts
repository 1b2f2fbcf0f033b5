/**
 * Stable error codes of the platform (session API and HTTP plumbing). Domains add
 * their own code sets (the ingestion codes live with the ingestion contracts).
 * Clients branch on these values; never rename one.
 */
export const PlatformErrorCode = {
  /** Unexpected failure; the message never carries internals. */
  ERRO_INTERNO: 'ERRO_INTERNO',
  /** No route for this method and path. */
  ROTA_NAO_ENCONTRADA: 'ROTA_NAO_ENCONTRADA',
  /** The body is not valid JSON (session API). */
  JSON_INVALIDO: 'JSON_INVALIDO',
  /**
   * The body cannot be used as sent: it does not decompress as its Content-Encoding says,
   * or (public ingestion API) it is not JSON or not the batch's shape.
   */
  CORPO_INVALIDO: 'CORPO_INVALIDO',
  /** The body is larger than the accepted byte limit. */
  CORPO_GRANDE_DEMAIS: 'CORPO_GRANDE_DEMAIS',
  /** The Content-Type is not one this route accepts. */
  TIPO_DE_CONTEUDO_INVALIDO: 'TIPO_DE_CONTEUDO_INVALIDO',
  /** The request fields failed validation; `detalhes` lists each problem. */
  DADOS_INVALIDOS: 'DADOS_INVALIDOS',
  /** Session route called without a valid session. */
  NAO_AUTENTICADO: 'NAO_AUTENTICADO',
  /** Wrong e-mail or password (the same answer for both). */
  CREDENCIAIS_INVALIDAS: 'CREDENCIAIS_INVALIDAS',
  /** Too many failed logins for this account or address. */
  LOGIN_BLOQUEADO: 'LOGIN_BLOQUEADO',
  /** Too many passwords being checked at once on this instance; `Retry-After` says when to try again. */
  SERVICO_OCUPADO: 'SERVICO_OCUPADO',
  /** The user's role may not call this route. */
  ACESSO_NEGADO: 'ACESSO_NEGADO',
  /** A state-changing session request without the anti-CSRF header. */
  CSRF_AUSENTE: 'CSRF_AUSENTE',
  /** A route with no declared access policy (default deny). */
  ROTA_SEM_POLITICA: 'ROTA_SEM_POLITICA',
  /** Rate limit exceeded; `Retry-After` says when to try again. */
  LIMITE_DE_REQUISICOES: 'LIMITE_DE_REQUISICOES',
  /** The record does not exist in the caller's company. */
  NAO_ENCONTRADO: 'NAO_ENCONTRADO',
  /** A document changed since the version the caller edited or signed; `versaoAtual` says which is current. */
  VERSAO_DESATUALIZADA: 'VERSAO_DESATUALIZADA',
  /** The version still has blanks (`[preencher]`) and its type refuses to be signed so; `pendencias` lists where. */
  DOCUMENTO_INCOMPLETO: 'DOCUMENTO_INCOMPLETO',
  /** The document's type names who signs it, and it is someone else (or no one yet). */
  ASSINATURA_NAO_PERMITIDA: 'ASSINATURA_NAO_PERMITIDA',
  /** The password re-entered to confirm an action (signing) is wrong. */
  SENHA_INCORRETA: 'SENHA_INCORRETA',
  /** No Chromium on this server (or it failed to start): PDFs cannot be rendered; everything else works. */
  PDF_INDISPONIVEL: 'PDF_INDISPONIVEL',
  /** Every PDF page is busy and the queue is full (or the wait ran out); `Retry-After` says when to try again. */
  PDF_OCUPADO: 'PDF_OCUPADO',
  /** The PDF was not ready within PDF_RENDER_TIMEOUT_MS: a very long document, or a server out of breath. */
  PDF_TEMPO_ESGOTADO: 'PDF_TEMPO_ESGOTADO',
  /** The shared store of login attempts (Redis) does not answer: logins are refused rather than counted nowhere. */
  CONTADOR_INDISPONIVEL: 'CONTADOR_INDISPONIVEL',
  /** The outbox message was already delivered, so there is nothing to send again. */
  EMAIL_JA_ENVIADO: 'EMAIL_JA_ENVIADO',
  /** No SMTP server is configured, so the message cannot be sent from the outbox. */
  SMTP_NAO_CONFIGURADO: 'SMTP_NAO_CONFIGURADO',
  /** A webhook URL that is not allowed: not http(s), or (in production) resolving to a private, loopback or link-local address. */
  WEBHOOK_DESTINO_RECUSADO: 'WEBHOOK_DESTINO_RECUSADO',
  /** The request itself is malformed: a path with a broken `%` escape, or HTTP the server cannot parse. */
  REQUISICAO_INVALIDA: 'REQUISICAO_INVALIDA',
  /** The request's headers (cookies included) exceed the server's limit. */
  CABECALHOS_GRANDES_DEMAIS: 'CABECALHOS_GRANDES_DEMAIS',
  /** The company has as many webhook endpoints as it may (WEBHOOK_MAX_ENDPOINTS); `maximo` says how many. */
  WEBHOOK_LIMITE_DE_ENDPOINTS: 'WEBHOOK_LIMITE_DE_ENDPOINTS',
  /** A retention term outside the category's bounds, or set on a category whose term is fixed; `minimo` and `maximo` say the bounds. */
  PRAZO_FORA_DOS_LIMITES: 'PRAZO_FORA_DOS_LIMITES',
  /** A person search without exactly one of user, e-mail or phone. */
  TITULAR_NAO_INFORMADO: 'TITULAR_NAO_INFORMADO',
  /** An erasure asked for an active ADMIN's account: it must be deactivated first, so the company keeps an administrator. */
  TITULAR_ADMIN_ATIVO: 'TITULAR_ADMIN_ATIVO',
} as const;

export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];

/** Header that every state-changing session request must carry (CSRF defence). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
