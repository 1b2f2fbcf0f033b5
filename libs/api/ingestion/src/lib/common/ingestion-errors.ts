import { HttpStatus } from '@nestjs/common';
import { IngestionErrorCode } from '@campo/contracts';
import { errorFactory } from '@campo/platform';

/** The ingestion domain's error codes and their HTTP statuses, declared once. */
export const ingestionError = errorFactory<IngestionErrorCode>({
  TOKEN_AUSENTE: HttpStatus.UNAUTHORIZED,
  TOKEN_INVALIDO: HttpStatus.UNAUTHORIZED,
  TOKEN_REVOGADO: HttpStatus.UNAUTHORIZED,
  TOKEN_INATIVO: HttpStatus.UNAUTHORIZED,
  TOKEN_EXPIRADO: HttpStatus.UNAUTHORIZED,
  TOKEN_SEM_ESCOPO: HttpStatus.UNAUTHORIZED,
  ENTIDADE_FORA_DO_ESCOPO: HttpStatus.FORBIDDEN,
  ENTIDADE_DESCONHECIDA: HttpStatus.NOT_FOUND,
  ENTIDADE_NAO_HABILITADA: HttpStatus.FORBIDDEN,
  ENTIDADE_NAO_DESATIVAVEL: HttpStatus.BAD_REQUEST,
  REGISTRO_JA_EXISTE: HttpStatus.CONFLICT,
  LOTE_VAZIO: HttpStatus.BAD_REQUEST,
  LOTE_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  CHAVE_IDEMPOTENCIA_REUTILIZADA: HttpStatus.UNPROCESSABLE_ENTITY,
  TOKEN_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  TOKEN_JA_REVOGADO: HttpStatus.CONFLICT,
  LOTE_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  PLANILHA_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  PLANILHA_LINHAS_DEMAIS: HttpStatus.BAD_REQUEST,
});
