/**
 * Images for tests of uploads: real ones made by sharp, and hostile ones that the
 * upload pipeline must refuse (random bytes, a PNG signature before HTML, a PNG
 * whose header declares a gigapixel canvas).
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG with EXIF (camera, date, GPS) and an orientation tag (rotate 90°). */
export function jpegWithExif(width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([
      {
        input: { create: { width: 40, height: 40, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'CameraDeTeste', Model: 'Modelo X', Copyright: 'Segredo do fotografo' },
      IFD2: { DateTimeOriginal: '2026:11:24 10:30:00' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .toBuffer();
}

/** A PNG with transparency (a signature's strokes on nothing). */
export function transparentPng(width = 300, height = 120): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height: 4,
            channels: 4,
            background: '#000000ff',
          },
        },
        left: Math.floor(width / 4),
        top: Math.floor(height / 2),
      },
    ])
    .png()
    .toBuffer();
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG signature followed by an HTML page: a polyglot that a magic-bytes check lets in. */
export function pngHtmlPolyglot(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** A valid PNG with an HTML page after its end (opens as an image and as a page). */
export async function pngWithHtmlTail(): Promise<Buffer> {
  return Buffer.concat([
    await transparentPng(40, 40),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);
}

/**
 * A decompression bomb: a few hundred bytes of PNG whose header declares
 * `side × side` pixels (100,000² = 10 gigapixels by default), one zero row deflated.
 */
export function pngBomb(side = 100_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function randomFileBytes(length = 4096): Buffer {
  return randomBytes(length);
}
