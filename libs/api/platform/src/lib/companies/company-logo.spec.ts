import sharp from 'sharp';
import {
  jpegWithExif,
  PNG_SIGNATURE,
  pngBomb,
  pngHtmlPolyglot,
  pngWithHtmlTail,
  transparentPng,
} from '../../test-images';
import { LOGO_MAX_SIDE, reencodeLogo } from './company-logo';

const decode = (dataUrl: string) => {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

describe('company logo', () => {
  it('stores a PNG re-encoded from its pixels, transparency kept, trailing bytes dropped', async () => {
    const logo = decode(await reencodeLogo((await pngWithHtmlTail()).toString('base64'), 40e6));
    expect(logo.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('turns a JPEG into a PNG without its EXIF, upright and at most 600 px', async () => {
    const jpeg = await jpegWithExif(1600, 800);
    const logo = decode(
      await reencodeLogo(`data:image/png;base64,${jpeg.toString('base64')}`, 40e6),
    );
    const metadata = await sharp(logo).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: LOGO_MAX_SIDE });
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    ['a bare PNG signature', PNG_SIGNATURE, 'LOGO_INVALIDO'],
    ['a PNG signature before HTML', pngHtmlPolyglot(), 'LOGO_INVALIDO'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'LOGO_INVALIDO'],
    ['a decompression bomb', pngBomb(), 'LOGO_GRANDE_DEMAIS'],
  ])('refuses %s', async (_case, bytes, codigo) => {
    await expect(reencodeLogo(bytes.toString('base64'), 40e6)).rejects.toMatchObject({ codigo });
  });

  it('refuses a WebP: logos are PNG or JPEG', async () => {
    const webp = await sharp(await transparentPng())
      .webp()
      .toBuffer();
    await expect(reencodeLogo(webp.toString('base64'), 40e6)).rejects.toMatchObject({
      codigo: 'LOGO_INVALIDO',
    });
  });
});
