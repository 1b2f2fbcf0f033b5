import { baseUrl, DEMO_PASSWORD } from './browser';

/** What an external system does with an ingestion token, straight over HTTP (no browser). */
export function ingestion(token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  return {
    discover: () => fetch(`${baseUrl()}/api/ingestao-pub/entidades`, { headers }),
    send: (entidade: string, linhas: object[], preview = false) =>
      fetch(`${baseUrl()}/api/ingestao-pub/${entidade}${preview ? '/preview' : ''}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ linhas }),
      }),
  };
}

/**
 * A session of the admin API without a browser, to prepare data for a test
 * (the flows under test go through the screens).
 */
export async function adminSession(email = 'admin@demo.local', password = DEMO_PASSWORD) {
  const xhr = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: xhr,
    body: JSON.stringify({ email, senha: password }),
  });
  if (!login.ok) throw new Error(`login de ${email} falhou: HTTP ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...xhr, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = await response.json();
    if (!envelope.sucesso) throw new Error(`${path}: ${envelope.codigo} ${envelope.erro}`);
    return envelope.dados as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    /** The raw answer of a GET (a photo, a PDF). */
    raw: (path: string) => fetch(`${baseUrl()}${path}`, { headers: { ...xhr, Cookie: cookie } }),
  };
}

/** A name no other test run uses, for records and tokens created by a test. */
export function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}
