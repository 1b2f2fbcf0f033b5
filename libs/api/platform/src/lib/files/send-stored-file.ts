import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { OpenedFile } from './file.service';

/**
 * Streams a stored file as the answer: its type, a strong ETag (the bytes' SHA-256),
 * `private, no-store` (a photo, a signature or a lab report is evidence about someone:
 * no shared cache keeps it, nor the browser's disk once the page is closed), and a file
 * name. An uploaded PDF is always an attachment, whatever the caller asks: a lab's PDF
 * may carry `/JavaScript` or `/OpenAction`, and a browser's viewer would run it inside
 * our origin when shown inline. A request that already holds this ETag gets 304
 * without the bytes. `nosniff` keeps browsers to the declared type.
 */
export async function sendStoredFile(
  request: Request,
  response: Response,
  file: OpenedFile,
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<void> {
  const etag = `"${file.sha256}"`;
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const as = file.contentType === 'application/pdf' ? 'attachment' : disposition;
  response.setHeader('Content-Disposition', `${as}; filename="${file.fileName}"`);
  if (matches(request.headers['if-none-match'], etag)) {
    file.stream.destroy();
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  try {
    await pipeline(file.stream, response);
  } catch {
    // The client went away or the store failed mid-stream: the answer is already cut short.
    response.destroy();
  }
}

function matches(header: string | undefined, etag: string) {
  return (
    header !== undefined &&
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  );
}
