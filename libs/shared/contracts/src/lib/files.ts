import type { Role } from './auth';

/** Errors of stored files (uploads, images, downloads). Clients branch on these values. */
export const FileErrorCode = {
  /** No file with this id in the caller's company. */
  ARQUIVO_NAO_ENCONTRADO: 'ARQUIVO_NAO_ENCONTRADO',
  /** The upload has more bytes than the limit; `maximoBytes` says how many. */
  ARQUIVO_GRANDE_DEMAIS: 'ARQUIVO_GRANDE_DEMAIS',
  /** The bytes do not decode as an accepted type (PNG, JPEG, WebP, HEIF; PDF where asked). */
  TIPO_DE_ARQUIVO_NAO_ACEITO: 'TIPO_DE_ARQUIVO_NAO_ACEITO',
  /** The image's header is readable but its pixels are not (truncated or corrupt). */
  IMAGEM_INVALIDA: 'IMAGEM_INVALIDA',
  /** The image has more pixels than the limit (decompression bombs); `maximoPixels` says how many. */
  IMAGEM_GRANDE_DEMAIS: 'IMAGEM_GRANDE_DEMAIS',
  /** The client's file id was already used for other bytes. */
  ARQUIVO_ID_REUTILIZADO: 'ARQUIVO_ID_REUTILIZADO',
  /** The file's bytes are missing from storage (the metadata outlived them). */
  ARQUIVO_INDISPONIVEL: 'ARQUIVO_INDISPONIVEL',
} as const;
export type FileErrorCode = (typeof FileErrorCode)[keyof typeof FileErrorCode];

/**
 * Who may call `GET /api/arquivos/:id`: any user of the file's company; the rule of the
 * file's owner then decides, as the owner's own routes do.
 */
export const FILE_READ_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR', 'TECNICO', 'CLIENTE'];

/** A stored file's metadata, as the API answers it. */
export interface StoredFileView {
  id: string;
  /** What the file belongs to, in the words of the domain that stored it (`ordem`, `laudo`). */
  donoTipo: string;
  donoId: string;
  /** Its kind or label within the owner (`ANTES`, `DEPOIS`, `ASSINATURA`). */
  rotulo: string;
  tipoConteudo: string;
  tamanhoBytes: number;
  sha256: string;
  largura: number | null;
  altura: number | null;
  temMiniatura: boolean;
  capturadoEm: string | null;
  latitude: number | null;
  longitude: number | null;
  criadoPor: string | null;
  criadoEm: string;
}
