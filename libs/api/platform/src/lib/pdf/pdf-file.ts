import { StreamableFile } from '@nestjs/common';
import contentDisposition from 'content-disposition';

/**
 * A PDF answer: shown inline (the admin app previews it), saved under `fileName`
 * (non-ASCII names get the RFC 6266 `filename*` form besides an ASCII fallback).
 */
export function pdfFile(pdf: Buffer, fileName: string): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    length: pdf.length,
    disposition: contentDisposition(fileName, { type: 'inline' }),
  });
}

/** A file name a person would choose: words joined by spaces, no path or reserved characters. */
export function documentFileName(...parts: Array<string | null | undefined>): string {
  const name = parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' - ')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${name || 'documento'}.pdf`;
}
