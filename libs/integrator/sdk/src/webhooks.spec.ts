import { createHmac, randomBytes } from 'node:crypto';
import { verifyWebhook, WebhookSignatureError } from './webhooks';

const secret = () => `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  tipo: 'webhook.teste',
  id: 'evt_1',
  ocorridoEm: '2026-11-25T00:00:00Z',
  dados: {},
});

/** Signs as the scheme says, independently of the library the SDK uses. */
function sign(key: string, id: string, seconds: number, payload: string) {
  const raw = Buffer.from(key.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', raw).update(`${id}.${seconds}.${payload}`).digest('base64')}`;
}

function headers(key: string, options: { seconds?: number; id?: string } = {}) {
  const seconds = options.seconds ?? Math.floor(Date.now() / 1000);
  const id = options.id ?? 'evt_1';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': sign(key, id, seconds, body),
  };
}

describe('verifyWebhook', () => {
  it('returns the event when the signature matches, with Node, Fetch or plain headers', () => {
    const key = secret();
    expect(verifyWebhook(key, headers(key), body)).toMatchObject({ tipo: 'webhook.teste' });
    expect(verifyWebhook(key, new Headers(headers(key)), Buffer.from(body)).id).toBe('evt_1');
    const upper = Object.fromEntries(
      Object.entries(headers(key)).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect(verifyWebhook(key, upper, body).id).toBe('evt_1');
  });

  it('accepts any of several signatures (a secret rotation sends the old and the new)', () => {
    const [oldKey, newKey] = [secret(), secret()];
    const seconds = Math.floor(Date.now() / 1000);
    const both = {
      ...headers(newKey, { seconds }),
      'webhook-signature': `${sign(newKey, 'evt_1', seconds, body)} ${sign(oldKey, 'evt_1', seconds, body)}`,
    };
    expect(verifyWebhook(oldKey, both, body).id).toBe('evt_1');
    expect(verifyWebhook(newKey, both, body).id).toBe('evt_1');
    expect(() => verifyWebhook(secret(), both, body)).toThrow(/nenhuma assinatura confere/);
  });

  it('refuses a changed body, another id, a stale or future timestamp, and missing headers', () => {
    const key = secret();
    expect(() => verifyWebhook(key, headers(key), body.replace('teste', 'outro'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhook(key, { ...headers(key), 'webhook-id': 'evt_2' }, body)).toThrow(
      /nenhuma assinatura/,
    );
    const now = Math.floor(Date.now() / 1000);
    expect(() => verifyWebhook(key, headers(key, { seconds: now - 301 }), body)).toThrow(/antigo/);
    expect(() => verifyWebhook(key, headers(key, { seconds: now + 301 }), body)).toThrow(/futuro/);
    expect(verifyWebhook(key, headers(key, { seconds: now - 290 }), body).id).toBe('evt_1');
    expect(() => verifyWebhook(key, {}, body)).toThrow(/faltam os cabeçalhos/);
  });

  it('says plainly when the secret is not a whsec_ value', () => {
    expect(() => verifyWebhook('whsec_', headers(secret()), body)).toThrow(
      /Segredo de webhook inválido/,
    );
  });
});
