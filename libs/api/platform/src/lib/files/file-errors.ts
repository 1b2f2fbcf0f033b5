import { HttpStatus } from '@nestjs/common';
import type { FileErrorCode } from '@campo/contracts';
import { errorFactory } from '../common/app-exception';

/** Errors of stored files, with their HTTP status. */
export const fileError = errorFactory<FileErrorCode>({
  ARQUIVO_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  ARQUIVO_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  TIPO_DE_ARQUIVO_NAO_ACEITO: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  IMAGEM_INVALIDA: HttpStatus.BAD_REQUEST,
  IMAGEM_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  ARQUIVO_ID_REUTILIZADO: HttpStatus.CONFLICT,
  ARQUIVO_INDISPONIVEL: HttpStatus.SERVICE_UNAVAILABLE,
});

export const fileNotFound = () =>
  fileError('ARQUIVO_NAO_ENCONTRADO', 'Arquivo não encontrado nesta empresa.');

/** A size in the unit a person reads (KiB below 1 MiB, else MiB with one decimal). */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KiB`
    : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MiB`;
}
