import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A GET over a real socket to a listening server, its body as sent: supertest would
 * decode a compressed answer, and the tests of compression need the bytes themselves.
 */
export function rawGet(server: Server, path: string, acceptEncoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(
        { host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on('error', reject);
    },
  );
}
