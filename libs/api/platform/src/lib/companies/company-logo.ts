import { LOGO_MAX_BYTES } from '@campo/contracts';
import { AppException } from '../common/app-exception';
import { formatBytes } from '../files/file-errors';
import { encodeUpload } from '../files/image-pipeline';
import { accountError } from '../users/account-errors';

/** Long side of a stored logo: the letterhead prints it about 2 cm tall; 600 px is 300 dpi at 5 cm. */
export const LOGO_MAX_SIDE = 600;

/**
 * A logo as the `data:` URL of a PNG re-encoded from its decoded pixels, from its bytes
 * in base64 (or a `data:` URL). Only what decodes as PNG or JPEG is taken: the declared
 * type and the first bytes prove nothing (a bare PNG signature, a PNG signature before
 * HTML, an SVG are refused), and re-encoding drops metadata and anything hidden after
 * the image. At most LOGO_MAX_BYTES sent and `maxPixels` declared. Requests pass the
 * bounded `ImageEncoder`'s `encode` (a migration, the bare pipeline).
 */
export async function reencodeLogo(
  input: string,
  maxPixels: number,
  encode: typeof encodeUpload = encodeUpload,
): Promise<string> {
  const base64 = input.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw accountError('LOGO_INVALIDO', 'O logotipo deve ser uma imagem PNG ou JPEG.');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw accountError(
      'LOGO_GRANDE_DEMAIS',
      `O logotipo tem ${formatBytes(bytes.length)}; o máximo é ${formatBytes(LOGO_MAX_BYTES)}.`,
      { maximoBytes: LOGO_MAX_BYTES },
    );
  }
  try {
    const png = await encode(
      bytes,
      'drawing',
      { maxBytes: LOGO_MAX_BYTES, maxPixels, imageTypes: ['png', 'jpeg'] },
      { maxSide: LOGO_MAX_SIDE, thumbnail: false },
    );
    return `data:image/png;base64,${png.bytes.toString('base64')}`;
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    if (error.codigo === 'IMAGEM_GRANDE_DEMAIS')
      throw accountError('LOGO_GRANDE_DEMAIS', error.message, error.extra);
    throw accountError(
      'LOGO_INVALIDO',
      'O arquivo não é uma imagem PNG ou JPEG legível (o tipo é verificado decodificando a imagem).',
    );
  }
}
