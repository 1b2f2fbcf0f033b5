// The load generator's HTTP client: node:http over kept-alive connections, bodies
// sent as prepared bytes. The generator shares the machine's two cores with the API
// and PostgreSQL, so it must cost as little as it can: for a 500-row batch, undici's
// fetch spent 2.4–3.3 ms of CPU per request here, this client 0.6–0.8 ms.
import http from 'node:http';

export function httpClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  return {
    /** POSTs `body` (a Buffer); resolves to `{ status, body }` with the response bytes. */
    post(path, headers, body) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            hostname,
            port,
            path,
            method: 'POST',
            headers: { ...headers, 'content-length': body.length },
          },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
