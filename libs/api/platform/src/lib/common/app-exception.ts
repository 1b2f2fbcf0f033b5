import { HttpStatus } from '@nestjs/common';
import { PlatformErrorCode } from '@campo/contracts';

/**
 * The one exception type of the service. It carries a stable `codigo`, a
 * Portuguese message, the HTTP status of that code and optional extra fields that
 * the envelope adds beside `codigo` and `erro`.
 */
export class AppException extends Error {
  constructor(
    readonly codigo: string,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppException';
  }
}

/**
 * Builds a typed factory from a domain's table of codes and statuses, so that a
 * code and its HTTP status are declared once, in one table per domain.
 */
export function errorFactory<Code extends string>(statusByCode: Record<Code, HttpStatus>) {
  return (codigo: Code, message: string, extra?: Record<string, unknown>) =>
    new AppException(codigo, message, statusByCode[codigo], extra);
}

export const platformError = errorFactory<PlatformErrorCode>({
  ERRO_INTERNO: HttpStatus.INTERNAL_SERVER_ERROR,
  ROTA_NAO_ENCONTRADA: HttpStatus.NOT_FOUND,
  JSON_INVALIDO: HttpStatus.BAD_REQUEST,
  CORPO_INVALIDO: HttpStatus.BAD_REQUEST,
  CORPO_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  TIPO_DE_CONTEUDO_INVALIDO: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  DADOS_INVALIDOS: HttpStatus.BAD_REQUEST,
  NAO_AUTENTICADO: HttpStatus.UNAUTHORIZED,
  CREDENCIAIS_INVALIDAS: HttpStatus.UNAUTHORIZED,
  LOGIN_BLOQUEADO: HttpStatus.TOO_MANY_REQUESTS,
  SERVICO_OCUPADO: HttpStatus.SERVICE_UNAVAILABLE,
  ACESSO_NEGADO: HttpStatus.FORBIDDEN,
  CSRF_AUSENTE: HttpStatus.FORBIDDEN,
  ROTA_SEM_POLITICA: HttpStatus.FORBIDDEN,
  LIMITE_DE_REQUISICOES: HttpStatus.TOO_MANY_REQUESTS,
  NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  VERSAO_DESATUALIZADA: HttpStatus.CONFLICT,
  DOCUMENTO_INCOMPLETO: HttpStatus.UNPROCESSABLE_ENTITY,
  ASSINATURA_NAO_PERMITIDA: HttpStatus.FORBIDDEN,
  SENHA_INCORRETA: HttpStatus.FORBIDDEN,
  PDF_INDISPONIVEL: HttpStatus.SERVICE_UNAVAILABLE,
  PDF_OCUPADO: HttpStatus.SERVICE_UNAVAILABLE,
  PDF_TEMPO_ESGOTADO: HttpStatus.SERVICE_UNAVAILABLE,
  CONTADOR_INDISPONIVEL: HttpStatus.SERVICE_UNAVAILABLE,
  EMAIL_JA_ENVIADO: HttpStatus.CONFLICT,
  SMTP_NAO_CONFIGURADO: HttpStatus.CONFLICT,
  WEBHOOK_DESTINO_RECUSADO: HttpStatus.UNPROCESSABLE_ENTITY,
  REQUISICAO_INVALIDA: HttpStatus.BAD_REQUEST,
  // 431 Request Header Fields Too Large: not in Nest's HttpStatus enum.
  CABECALHOS_GRANDES_DEMAIS: 431 as HttpStatus,
  PRAZO_FORA_DOS_LIMITES: HttpStatus.BAD_REQUEST,
  TITULAR_NAO_INFORMADO: HttpStatus.BAD_REQUEST,
  TITULAR_ADMIN_ATIVO: HttpStatus.CONFLICT,
  WEBHOOK_LIMITE_DE_ENDPOINTS: HttpStatus.CONFLICT,
});
