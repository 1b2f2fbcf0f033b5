import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { platformError } from './app-exception';
import { renderError } from './error-envelope';

/** What Node's HTTP parser reports when a request's headers pass `maxHeaderSize` (16 KiB by default). */
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

/**
 * Requests that Node's HTTP server refuses before Express sees them (headers over the
 * limit, HTTP it cannot parse) are answered in the envelope too, instead of Node's bare
 * `431`/`400` without a body: 431 CABECALHOS_GRANDES_DEMAIS or 400 REQUISICAO_INVALIDA,
 * JSON, with the headers every answer carries, and the connection closed (the parser
 * cannot go on reading it). A socket already gone or half-written is only destroyed.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      // Headers or body slower than the server's requestTimeout: Node's own answer.
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      return;
    }
    const { status, body } = renderError(
      error.code === HEADER_OVERFLOW
        ? platformError(
            'CABECALHOS_GRANDES_DEMAIS',
            'Os cabeçalhos da requisição (cookies incluídos) excedem o limite aceito. Apague os cookies deste site e tente de novo.',
          )
        : platformError('REQUISICAO_INVALIDA', 'Requisição HTTP malformada.'),
    );
    const json = JSON.stringify(body);
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(json)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'X-Frame-Options: DENY',
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'Connection: close',
        '',
        json,
      ].join('\r\n'),
    );
  });
}
