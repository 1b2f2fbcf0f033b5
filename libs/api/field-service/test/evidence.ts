import sharp from 'sharp';

/** A real JPEG (a coloured square with a word), as a phone would send after compressing. */
export const jpeg = (colour: string, width = 640) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.75)}"><rect width="100%" height="100%" fill="${colour}"/><text x="20" y="80" font-size="60">foto</text></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

/** A drawn signature as the phone's signature pad sends it (PNG data URL). */
export const signaturePng = async () =>
  `data:image/png;base64,${(
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M10 120 C 80 20, 160 20, 220 110 S 330 150, 390 40" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer()
  ).toString('base64')}`;
