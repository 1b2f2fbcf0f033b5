import {
  type ApiResponse,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ErrorResponse,
  type SuccessResponse,
} from '@campo/contracts';
import { fileNameFrom } from './content-disposition';

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

/** The API's field-by-field reasons for a 400 (`detalhes`), when it gives them. */
export function errorDetails(error: unknown): string[] {
  const detalhes = error instanceof ApiError ? error.extra['detalhes'] : undefined;
  return Array.isArray(detalhes) ? detalhes.map(String) : [];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the browser apps talk to the API: same-origin cookies, the anti-CSRF
 * header on every request, and the `{sucesso, dados}` envelope returned as is
 * or thrown as an {@link ApiError}.
 */
async function send<T>(
  method: Method,
  path: string,
  body?: BodyInit,
  contentHeaders: Record<string, string> = {},
): Promise<SuccessResponse<T>> {
  const response = await call(method, path, body, {
    Accept: 'application/json',
    ...contentHeaders,
  });
  const envelope = await readEnvelope<T>(response);
  if (envelope.sucesso) return envelope;
  throw errorOf(response, envelope);
}

/** The request with the session's cookie and the anti-CSRF header; no answer at all is SEM_CONEXAO. */
async function call(
  method: Method,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError(
      0,
      ClientErrorCode.SEM_CONEXAO,
      'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    );
  }
}

function errorOf(response: Response, envelope: ErrorResponse): ApiError {
  const { sucesso: _sucesso, codigo, erro, ...extra } = envelope;
  return new ApiError(response.status, codigo, erro, extra);
}

/** A JSON request whose answer is unwrapped into its `dados`. */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const envelope =
    body === undefined
      ? await send<T>(method, path)
      : await send<T>(method, path, JSON.stringify(body), { 'Content-Type': 'application/json' });
  return envelope.dados;
}

/** A file the API answered, with the name its `Content-Disposition` gives (null without one). */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GETs a file of the given media type (a PDF). Anything else the server answers
 * (the JSON error envelope, a proxy's error page) is thrown as an {@link ApiError},
 * so a screen shows the reason instead of saving or framing an error as a file.
 */
async function getFile(path: string, mediaType: string): Promise<ApiFile> {
  const response = await call('GET', path, undefined, { Accept: `${mediaType}, application/json` });
  const received = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (response.ok && received === mediaType) {
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    };
  }
  const envelope = await readEnvelope<unknown>(response);
  throw errorOf(response, envelope.sucesso ? unexpectedAnswer(response.status) : envelope);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's own type, else one guessed from its name (browsers leave CSV types empty on some systems). */
function fileContentType(file: File): string {
  if (file.type) return file.type;
  return file.name.toLowerCase().endsWith('.csv') ? 'text/csv' : XLSX_TYPE;
}

/**
 * POSTs a file's bytes as the raw body (its name in `X-Nome-Arquivo`). Answers the
 * whole envelope, since upload answers carry a `mensagem` worth showing.
 */
function postFile<T>(path: string, file: File): Promise<SuccessResponse<T>> {
  return send<T>('POST', path, file, {
    'Content-Type': fileContentType(file),
    'X-Nome-Arquivo': encodeURIComponent(file.name),
  });
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope<T>(parsed)) return parsed;
  } catch {
    // Not JSON: a proxy's error page, an HTML fallback, an empty body. Reported below.
  }
  return unexpectedAnswer(response.status);
}

function unexpectedAnswer(status: number): ErrorResponse {
  return {
    sucesso: false,
    codigo: ClientErrorCode.RESPOSTA_INVALIDA,
    erro: `O servidor deu uma resposta inesperada (HTTP ${status}). Tente de novo em instantes.`,
  };
}

function isEnvelope<T>(value: unknown): value is ApiResponse<T> {
  if (typeof value !== 'object' || value === null || !('sucesso' in value)) return false;
  return value.sucesso === true
    ? 'dados' in value
    : value.sucesso === false && 'codigo' in value && 'erro' in value;
}

export const apiClient = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  /** A JSON POST answered with the whole envelope (for what it says beside `dados`). */
  postEnvelope: <T>(path: string, body: unknown) =>
    send<T>('POST', path, JSON.stringify(body), { 'Content-Type': 'application/json' }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  postFile,
  /** A multipart POST (a photo with its fields); the browser sets the boundary. */
  postForm: async <T>(path: string, form: FormData) => (await send<T>('POST', path, form)).dados,
  getFile,
};
