import { type ApiResponse, CSRF_HEADER, CSRF_HEADER_VALUE } from '@campo/contracts';

/** Codes the client itself gives when the server's answer never arrives or is not the envelope. */
export const ClientErrorCode = {
  SEM_CONEXAO: 'SEM_CONEXAO',
  RESPOSTA_INVALIDA: 'RESPOSTA_INVALIDA',
} as const;

/** A failed API call: the envelope's `codigo` and `erro`, the HTTP status, and any extra fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly codigo: string,
    readonly erro: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(erro);
  }
}

/** The sentence to show a person for any error a query or mutation may raise. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.erro : 'Ocorreu um erro inesperado. Tente de novo.';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the admin app talks to the API: same-origin cookies, the anti-CSRF
 * header on every request, and the `{sucesso, dados}` envelope unwrapped into `dados`
 * or thrown as an {@link ApiError}.
 */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      ClientErrorCode.SEM_CONEXAO,
      'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    );
  }

  const envelope = await readEnvelope<T>(response);
  if (envelope.sucesso) return envelope.dados;
  const { sucesso: _sucesso, codigo, erro, ...extra } = envelope;
  throw new ApiError(response.status, codigo, erro, extra);
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope<T>(parsed)) return parsed;
  } catch {
    // Not JSON: a proxy's error page, an HTML fallback, an empty body. Reported below.
  }
  return {
    sucesso: false,
    codigo: ClientErrorCode.RESPOSTA_INVALIDA,
    erro: `O servidor deu uma resposta inesperada (HTTP ${response.status}). Tente de novo em instantes.`,
  };
}

function isEnvelope<T>(value: unknown): value is ApiResponse<T> {
  if (typeof value !== 'object' || value === null || !('sucesso' in value)) return false;
  return value.sucesso === true ? 'dados' in value : value.sucesso === false && 'codigo' in value && 'erro' in value;
}

export const apiClient = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
