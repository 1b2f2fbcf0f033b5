import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileError, formatBytes } from './file-errors';

/**
 * How a stored file is encoded: `photo` → JPEG (camera pictures: no transparency to
 * keep, a tenth of a PNG's size); `drawing` → PNG (signatures and logos, whose
 * transparency and sharp edges matter); `pdf` → kept as sent, checked by its header.
 */
export type FileFormat = 'photo' | 'drawing' | 'pdf';

export interface UploadLimits {
  maxBytes: number;
  /** Most pixels (width × height) an image may declare; larger ones are never decoded. */
  maxPixels: number;
  /** Accepted image types, as sharp decodes them: jpeg, png, webp, heif. */
  imageTypes: readonly string[];
}

export interface EncodedFile {
  bytes: Buffer;
  contentType: string;
  width: number | null;
  height: number | null;
  /** A small version (about 320 px on its long side) for lists; images only. */
  thumbnail: { bytes: Buffer; contentType: string } | null;
}

/** Long side of a stored image: larger pictures are scaled down (phones send ~1600 px). */
export const MAX_IMAGE_SIDE = 2560;
export const THUMBNAIL_SIDE = 320;

const TYPE_NAMES: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  heif: 'HEIF/AVIF',
};

/**
 * Checks an upload against the limits and re-encodes it from its decoded pixels:
 * the type is what sharp decodes (never a declared type or a name), images are
 * turned upright by their EXIF orientation and written anew, so EXIF, GPS, ICC
 * comments and any bytes after the image (polyglots) are gone. Refused uploads
 * throw an AppException (400, 413 or 415) before anything is written anywhere.
 */
export async function encodeUpload(
  input: Buffer,
  format: FileFormat,
  limits: UploadLimits,
  options: { maxSide?: number; thumbnail?: boolean } = {},
): Promise<EncodedFile> {
  if (input.length > limits.maxBytes) {
    throw fileError(
      'ARQUIVO_GRANDE_DEMAIS',
      `O arquivo tem ${formatBytes(input.length)}; o máximo é ${formatBytes(limits.maxBytes)}.`,
      { maximoBytes: limits.maxBytes },
    );
  }
  if (format === 'pdf') return checkPdf(input);
  const accepted = limits.imageTypes.map((type) => TYPE_NAMES[type] ?? type).join(', ');
  const notAnImage = () =>
    fileError(
      'TIPO_DE_ARQUIVO_NAO_ACEITO',
      `O arquivo não é uma imagem aceita (${accepted}); o tipo é verificado pelo conteúdo.`,
      { tiposAceitos: limits.imageTypes },
    );
  let metadata: Metadata;
  try {
    // Reads the header only (no pixels), so the declared size can be judged below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !limits.imageTypes.includes(metadata.format)) throw notAnImage();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > limits.maxPixels) {
    throw fileError(
      'IMAGEM_GRANDE_DEMAIS',
      `A imagem tem ${width} × ${height} pixels; o máximo é ${(limits.maxPixels / 1e6).toLocaleString('pt-BR')} megapixels.`,
      { maximoPixels: limits.maxPixels },
    );
  }
  const side = options.maxSide ?? MAX_IMAGE_SIDE;
  try {
    const decoded = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'truncated' })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true });
    const encoded = await encode(decoded, format).toBuffer({ resolveWithObject: true });
    const contentType = format === 'photo' ? 'image/jpeg' : 'image/png';
    const thumbnail =
      options.thumbnail === false
        ? null
        : await encode(
            sharp(encoded.data).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, {
              fit: 'inside',
              withoutEnlargement: true,
            }),
            format,
          ).toBuffer();
    return {
      bytes: encoded.data,
      contentType,
      width: encoded.info.width,
      height: encoded.info.height,
      thumbnail: thumbnail && { bytes: thumbnail, contentType },
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw fileError('IMAGEM_GRANDE_DEMAIS', 'A imagem tem pixels demais para ser processada.', {
        maximoPixels: limits.maxPixels,
      });
    }
    throw fileError(
      'IMAGEM_INVALIDA',
      'A imagem está corrompida ou incompleta e não pôde ser lida. Envie-a novamente.',
    );
  }
}

function encode(image: Sharp, format: 'photo' | 'drawing') {
  return format === 'photo'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
    : image.png({ compressionLevel: 9 });
}

function checkPdf(input: Buffer): EncodedFile {
  const tail = input.subarray(Math.max(0, input.length - 1024)).toString('latin1');
  if (!input.subarray(0, 5).equals(Buffer.from('%PDF-')) || !tail.includes('%%EOF')) {
    throw fileError('TIPO_DE_ARQUIVO_NAO_ACEITO', 'O arquivo não é um PDF.', {
      tiposAceitos: ['pdf'],
    });
  }
  return {
    bytes: input,
    contentType: 'application/pdf',
    width: null,
    height: null,
    thumbnail: null,
  };
}
