import { ApiError, ClientErrorCode } from '@campo/web-client';
import type { Refusal } from './outbox-types';

/**
 * What to do with a record after a failed attempt to send it (a 201, or a 200 for a
 * resend of the same id and body, means the server has it):
 * - `offline`: no answer at all: stop, keep it, try again when the network returns;
 * - `signedOut`: the session ended: stop, keep it, send after the technician signs in;
 * - `later`: the server is busy or failing (429, 5xx, a proxy's page): stop, back off;
 * - `refused`: a definite answer about this record (400, 404, 409, 422): keep it as
 *   refused, show it, and go on with the next one.
 */
export type SendOutcome =
  | { kind: 'offline' }
  | { kind: 'signedOut' }
  | { kind: 'later'; reason: string }
  | { kind: 'refused'; refusal: Refusal };

export function sendOutcome(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'later', reason: String(error) };
  if (error.codigo === ClientErrorCode.SEM_CONEXAO) return { kind: 'offline' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500 ||
    error.codigo === ClientErrorCode.RESPOSTA_INVALIDA
  )
    return { kind: 'later', reason: error.erro };
  return {
    kind: 'refused',
    refusal: { status: error.status, codigo: error.codigo, erro: error.erro },
  };
}
