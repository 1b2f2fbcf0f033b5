import sharp from 'sharp';
import { jpegWithExif, transparentPng } from '../../test-images';
import { encodeUpload, MAX_IMAGE_SIDE, THUMBNAIL_SIDE } from './image-pipeline';

const LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40e6, imageTypes: ['jpeg', 'png', 'webp'] };

describe('upload pipeline', () => {
  it('decodes a WebP photo and stores a JPEG, scaled to the largest side, with a thumbnail', async () => {
    const webp = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#3366aa' },
    })
      .webp()
      .toBuffer();
    const encoded = await encodeUpload(webp, 'photo', LIMITS);
    expect([encoded.contentType, encoded.width, encoded.height]).toEqual([
      'image/jpeg',
      MAX_IMAGE_SIDE,
      Math.round((MAX_IMAGE_SIDE * 1000) / 3000),
    ]);
    expect(await sharp(encoded.thumbnail?.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: THUMBNAIL_SIDE,
    });
  });

  it('flattens transparency onto white for a photo and keeps it for a drawing', async () => {
    const png = await transparentPng();
    const photo = await encodeUpload(png, 'photo', LIMITS);
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
    const drawing = await encodeUpload(png, 'drawing', LIMITS, { thumbnail: false });
    expect(await sharp(drawing.bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect(drawing.thumbnail).toBeNull();
  });

  it('refuses a type the limits leave out, even when sharp decodes it', async () => {
    const jpeg = await jpegWithExif();
    await expect(
      encodeUpload(jpeg, 'photo', { ...LIMITS, imageTypes: ['png'] }),
    ).rejects.toMatchObject({ codigo: 'TIPO_DE_ARQUIVO_NAO_ACEITO', status: 415 });
  });

  it('keeps a PDF as sent and refuses what only claims to be one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(await encodeUpload(pdf, 'pdf', LIMITS)).toMatchObject({
      contentType: 'application/pdf',
      bytes: pdf,
      thumbnail: null,
    });
    await expect(encodeUpload(Buffer.from('%PDF-1.4 <html>'), 'pdf', LIMITS)).rejects.toMatchObject(
      { codigo: 'TIPO_DE_ARQUIVO_NAO_ACEITO' },
    );
  });
});
