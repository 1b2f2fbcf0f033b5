// Signing cost: the standardwebhooks package (pure JS HMAC) against node:crypto.
// `node tools/bench/webhook-signing.mjs` — figures in docs/operacao.md (Webhooks).
import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  tipo: 'importacao.concluida',
  id: 'x',
  dados: { texto: 'a'.repeat(2000) },
});
const webhook = new Webhook(secret);
const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const runs = 20_000;
const at = new Date();

function perOperation(sign) {
  const started = process.hrtime.bigint();
  for (let index = 0; index < runs; index++) sign(`msg_${index}`);
  return Number(process.hrtime.bigint() - started) / runs / 1000;
}

const library = perOperation((id) => webhook.sign(id, at, body));
const native = perOperation((id) =>
  createHmac('sha256', key)
    .update(`${id}.${Math.floor(at.getTime() / 1000)}.${body}`)
    .digest('base64'),
);
const same =
  webhook.sign('m', at, body) ===
  `v1,${createHmac('sha256', key)
    .update(`m.${Math.floor(at.getTime() / 1000)}.${body}`)
    .digest('base64')}`;
console.log(
  `standardwebhooks: ${library.toFixed(1)} µs/assinatura; node:crypto: ${native.toFixed(1)} µs ` +
    `(corpo de ${body.length} bytes, ${runs} repetições); mesmas assinaturas: ${same}`,
);
