import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { assertLiteral, guardedLookup, type TargetPolicy } from './webhook-target';

/** Bytes of an answer kept for the delivery log. */
export const RESPONSE_BYTES = 1024;

export interface PostResult {
  statusHttp: number | null;
  response: string;
  error: string | null;
  durationMs: number;
}

/**
 * The `webhook-signature` header: `v1,<sig>` for each secret, space-separated (the new
 * secret first; during a rotation the previous one signs too). Signed by the
 * `standardwebhooks` package, the scheme's reference implementation.
 */
export function signatures(secrets: string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}

/**
 * POSTs the body once: no redirects followed (a 3xx is an answer like any other), a
 * deadline for the whole exchange, only the first bytes of the answer read, and the
 * target's addresses checked as connected (webhook-target.ts). Never throws.
 */
export async function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { policy: TargetPolicy; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    assertLiteral(url, options.policy);
    const { statusHttp, response } = await send(url, headers, body, options);
    return { statusHttp, response, error: null, durationMs: elapsed() };
  } catch (error) {
    // The deadline aborts the request: node:http reports it as a DOMException named
    // AbortError (not always `instanceof Error`, e.g. under Jest's realms): go by the name.
    const name = (error as { name?: unknown } | null)?.name;
    const message =
      name === 'TimeoutError' || name === 'AbortError'
        ? `tempo esgotado (${options.timeoutMs} ms)`
        : error instanceof Error
          ? error.message
          : String(error);
    return { statusHttp: null, response: '', error: message, durationMs: elapsed() };
  }
}

function send(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { policy: TargetPolicy; timeoutMs: number },
): Promise<{ statusHttp: number; response: string }> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
        lookup: guardedLookup(options.policy),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          resolve({
            statusHttp: incoming.statusCode ?? 0,
            response: Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString('utf8'),
          });
          incoming.destroy();
        };
        incoming.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_BYTES) finish();
        });
        incoming.on('end', finish);
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
