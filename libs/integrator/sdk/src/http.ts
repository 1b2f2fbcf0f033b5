import { IngestionApiError, IngestionNetworkError } from './errors';
import { RatePacer } from './rate-pacer';

export interface HttpOptions {
  /** Base address of the API, e.g. `https://campo.example.com`. */
  url: string;
  /** The ingestion token (`ing_...`). */
  token: string;
  /** Attempts for a request that fails with 5xx or a network error, the first included (6). */
  tentativas?: number;
  /** First back-off, doubled on each retry, with jitter (500 ms). */
  esperaInicialMs?: number;
  /** Longest back-off (30 s). */
  esperaMaximaMs?: number;
  /** Time-out of one request (120 s). */
  tempoLimiteMs?: number;
  /** Told before each wait, for logs and progress displays. */
  aoEsperar?: (espera: Wait) => void;
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof fetch;
}

export interface Wait {
  /**
   * `limite`: pacing by the RateLimit-* headers; `bloqueio`: the API answered 429 all the
   * same (another client shares the token), so Retry-After is awaited; `falha`: a retry.
   */
  motivo: 'limite' | 'bloqueio' | 'falha';
  ms: number;
  /** What failed, for `falha`. */
  detalhe?: string;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

interface RequestOptions {
  body?: string;
  headers?: Record<string, string>;
  /** Whether sending it twice is harmless: only then are 5xx and network errors retried. */
  retrySafe: boolean;
}

/** 429s in a row after which the client gives up (each one waits its Retry-After first). */
const MAX_RATE_LIMITED = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP exchange with the ingestion API: paced by the rate-limit headers, retried with
 * exponential back-off and jitter when that is safe, and answered as JSON or as an
 * `IngestionApiError` carrying the envelope's `codigo`.
 */
export class HttpTransport {
  readonly pacer = new RatePacer();
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async request(method: string, path: string, options: RequestOptions): Promise<HttpAnswer> {
    const attempts = this.options.tentativas ?? 6;
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      await this.wait('limite', this.pacer.delay());
      let response: Response;
      try {
        response = await this.fetch(`${this.base}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${this.options.token}`,
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
          body: options.body,
          signal: AbortSignal.timeout(this.options.tempoLimiteMs ?? 120_000),
        });
      } catch (error) {
        failures++;
        const detail = `${method} ${path}: ${describe(error)}`;
        if (!options.retrySafe || failures >= attempts)
          throw new IngestionNetworkError(`Sem resposta da API (${detail}).`, { cause: error });
        await this.wait('falha', this.backoff(failures), detail);
        continue;
      }
      this.pacer.observe(response.headers);
      const body = await readJson(response);
      if (response.status === 429 && ++rateLimited < MAX_RATE_LIMITED) {
        // Refused before any work: always safe to send again, once Retry-After has passed.
        await this.wait('bloqueio', Math.max(this.pacer.delay(), this.backoff(rateLimited)));
        continue;
      }
      if (response.status >= 500 && options.retrySafe && ++failures < attempts) {
        await this.wait(
          'falha',
          this.backoff(failures),
          `${method} ${path}: HTTP ${response.status}`,
        );
        continue;
      }
      if (!response.ok) throw apiError(response.status, body);
      return { status: response.status, headers: response.headers, body };
    }
  }

  /** Exponential back-off with "equal jitter": half fixed, half random, so clients spread out. */
  private backoff(attempt: number) {
    const ceiling = Math.min(
      this.options.esperaMaximaMs ?? 30_000,
      (this.options.esperaInicialMs ?? 500) * 2 ** (attempt - 1),
    );
    return ceiling / 2 + Math.random() * (ceiling / 2);
  }

  private async wait(motivo: Wait['motivo'], ms: number, detalhe?: string) {
    if (ms <= 0) return;
    this.options.aoEsperar?.({ motivo, ms, detalhe });
    await sleep(ms);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function apiError(status: number, body: unknown) {
  const envelope = (typeof body === 'object' && body ? body : {}) as {
    codigo?: string;
    erro?: string;
  };
  const codigo = envelope.codigo ?? `HTTP_${status}`;
  const text = envelope.erro ?? (typeof body === 'string' ? body.slice(0, 200) : '');
  return new IngestionApiError(status, codigo, `${codigo} (HTTP ${status}): ${text}`, body);
}

function describe(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
