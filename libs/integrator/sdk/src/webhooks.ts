import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** Event types the service may send (`tipo`); `webhook.teste` only when asked in the panel. */
export const WEBHOOK_EVENT_TYPES = [
  'importacao.concluida',
  'ordem.aberta',
  'ordem.concluida',
  'rgm.liberado',
  'rgm.enviado',
  'solicitacao.recebida',
  'fluido.registrado',
  'webhook.teste',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The body of every webhook. `id` equals the `webhook-id` header and stays the same on
 * every retry: keep the ids you processed and ignore a repeat. The fields of `dados` per
 * type are in the integration guide (docs/integracao.md, "Webhooks").
 */
export interface WebhookEvent {
  tipo: WebhookEventType;
  id: string;
  ocorridoEm: string;
  dados: Record<string, unknown>;
}

/** Headers as Node (`req.headers`), Fetch (`Headers`) or a plain object give them. */
export type WebhookHeaders =
  Record<string, string | string[] | undefined> | { get(name: string): string | null };

/** The signature, its headers or its timestamp did not check out: answer 400 and drop the body. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const NAMES = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * Checks a webhook by the Standard Webhooks scheme and returns its event: the HMAC-SHA256
 * of `id.timestamp.body` under `secret` (`whsec_...`) must match one of the `v1,`
 * signatures in `webhook-signature` (compared in constant time; during a secret rotation
 * two are sent, so either the old or the new secret verifies), and `webhook-timestamp`
 * must be within 5 minutes of this machine's clock (replays are refused). `body` is the
 * raw body as received, byte for byte: parse it only after verifying. Throws
 * WebhookSignatureError. Built on the `standardwebhooks` package, the scheme's reference.
 */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Buffer,
): WebhookEvent {
  const flat: Record<string, string> = {};
  for (const name of NAMES) {
    const value =
      typeof headers.get === 'function'
        ? (headers as { get(name: string): string | null }).get(name)
        : headerValue(headers as Record<string, string | string[] | undefined>, name);
    if (value) flat[name] = value;
  }
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch {
    throw new Error('Segredo de webhook inválido: use o valor whsec_... mostrado no painel.');
  }
  try {
    return webhook.verify(body, flat) as WebhookEvent;
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      throw new WebhookSignatureError(`Webhook recusado: ${reason(error.message)}`);
    if (error instanceof SyntaxError)
      throw new WebhookSignatureError('Webhook recusado: corpo assinado não é JSON');
    throw error;
  }
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function reason(message: string) {
  if (message === 'Missing required headers')
    return 'faltam os cabeçalhos webhook-id, webhook-timestamp ou webhook-signature';
  if (message === 'Message timestamp too old') return 'webhook-timestamp antigo demais (> 5 min)';
  if (message === 'Message timestamp too new') return 'webhook-timestamp no futuro (> 5 min)';
  if (message === 'No matching signature found') return 'nenhuma assinatura confere';
  return 'cabeçalhos de assinatura inválidos';
}
