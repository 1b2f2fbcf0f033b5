import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorResponse } from '@campo/contracts';
import { appRefusal, isPoolTimeout } from '../database/postgres-errors';
import { AppException, platformError } from './app-exception';

/** What an error becomes on the wire, and whether it deserves an error log line. */
export interface RenderedError {
  status: number;
  body: ErrorResponse;
  unexpected: boolean;
}

/**
 * Maps anything thrown (our AppException, Nest's HttpException, body-parser's
 * errors, or a plain bug) to the `{sucesso:false, codigo, erro}` envelope.
 * Internals never reach the client: unexpected errors become ERRO_INTERNO.
 */
export function renderError(error: unknown): RenderedError {
  const known = error instanceof AppException ? error : toAppException(error);
  if (known) {
    return {
      status: known.status,
      body: { sucesso: false, codigo: known.codigo, erro: known.message, ...known.extra },
      // 503 is an expected state (PDFs busy or unavailable) that its own code logs when it matters.
      unexpected: known.status >= 500 && known.status !== HttpStatus.SERVICE_UNAVAILABLE,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: {
      sucesso: false,
      codigo: 'ERRO_INTERNO',
      erro: 'Erro interno. A operação pode ser repetida com segurança; se persistir, contate o suporte.',
    },
    unexpected: true,
  };
}

/** Errors raised by the framework or by Express middleware, by their status or type. */
function toAppException(error: unknown): AppException | undefined {
  const parserType = (error as { type?: unknown })?.type;
  if (parserType === 'entity.parse.failed') {
    return platformError('JSON_INVALIDO', 'O corpo da requisição não é um JSON válido.');
  }
  if (parserType === 'entity.too.large') {
    const limit = (error as { limit?: number }).limit;
    return platformError(
      'CORPO_GRANDE_DEMAIS',
      `O corpo da requisição excede o limite de ${limit ? formatBytes(limit) : 'bytes aceito'}.`,
    );
  }
  if (parserType === 'entity.too.deep') {
    const limit = (error as { limit?: number }).limit;
    return platformError(
      'CORPO_INVALIDO',
      `O corpo da requisição aninha listas e objetos em mais de ${limit} níveis.`,
    );
  }
  if (isDecompressionError(error)) {
    return platformError(
      'CORPO_INVALIDO',
      'O corpo não pôde ser descompactado: o conteúdo enviado não corresponde ao Content-Encoding declarado.',
    );
  }
  if (parserType === 'encoding.unsupported' || parserType === 'charset.unsupported') {
    return platformError(
      'TIPO_DE_CONTEUDO_INVALIDO',
      'Codificação do corpo não suportada; use UTF-8.',
    );
  }
  const refusal = appRefusal(error);
  // A rule a trigger enforces on every write path: a conflict with the record's state.
  if (refusal) return new AppException(refusal.codigo, refusal.erro, HttpStatus.CONFLICT);
  if (isPoolTimeout(error)) {
    return platformError(
      'SERVICO_OCUPADO',
      'Muitos acessos ao mesmo tempo. Tente novamente em instantes.',
      { tenteNovamenteEm: 2 },
    );
  }
  if (!(error instanceof HttpException)) return undefined;
  switch (error.getStatus()) {
    case HttpStatus.NOT_FOUND:
      return platformError('ROTA_NAO_ENCONTRADA', 'Rota não encontrada.');
    case HttpStatus.TOO_MANY_REQUESTS:
      return platformError(
        'LIMITE_DE_REQUISICOES',
        'Limite de requisições excedido. Aguarde e tente novamente de forma espaçada.',
      );
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return platformError('CORPO_GRANDE_DEMAIS', 'O corpo da requisição é grande demais.');
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return platformError('TIPO_DE_CONTEUDO_INVALIDO', 'Tipo de conteúdo não suportado.');
    case HttpStatus.BAD_REQUEST:
      return platformError('DADOS_INVALIDOS', 'Requisição inválida.');
    default:
      return undefined;
  }
}

/** A body whose Content-Encoding (gzip, deflate, br) does not decode: zlib's own error codes. */
function isDecompressionError(error: unknown) {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}
